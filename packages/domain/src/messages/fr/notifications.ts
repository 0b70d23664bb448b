import type { notifications as en } from '../en/notifications.ts';

/** Messages serveur des notifications et de leurs e-mails, en français. */
export const notifications: Record<keyof typeof en, string> = {
  'notifications.notFound': "Cette notification n'existe pas ou ne vous est pas destinée.",
  'notifications.email.report-assigned.subject': 'Le signalement {{reference}} vous est attribué',
  'notifications.email.report-assigned.body':
    'Le signalement {{reference}} concernant {{facility}} vous est attribué. Ouvrez-le pour le lire et envoyer votre réponse :\n{{link}}',
  'notifications.email.report-reassigned.subject': 'Le signalement {{reference}} a été réattribué',
  'notifications.email.report-reassigned.body':
    'Le signalement {{reference}} concernant {{facility}} a été réattribué. Consultez-le ici :\n{{link}}',
  'notifications.email.report-response.subject': 'Nouvelle réponse au signalement {{reference}}',
  'notifications.email.report-response.body':
    'Une réponse a été envoyée au signalement {{reference}} concernant {{facility}}. Lisez-la ici :\n{{link}}',
  'notifications.email.report-edited.subject': 'Le signalement {{reference}} a été modifié',
  'notifications.email.report-edited.body':
    'Le signalement {{reference}} concernant {{facility}} a été modifié. Voyez les changements ici :\n{{link}}',
  'notifications.email.public-report-received.subject': 'Nouveau signalement public {{reference}}',
  'notifications.email.public-report-received.body':
    "Un travailleur a déposé le signalement public {{reference}}. Il attend le tri d'un administrateur :\n{{link}}",
  'notifications.email.order-risk-flag.subject': 'Commande {{reference}} : une installation de sa traçabilité est à risque',
  'notifications.email.order-risk-flag.body':
    'Une installation de la traçabilité de la commande {{reference}}, {{facility}}, présente désormais un risque élevé ou est visée par un signalement fondé ({{issue}}). Voir la commande ici :\n{{link}}',
  'notifications.email.plan-assigned.subject': "Plan d'amélioration {{reference}} attribué à {{facility}}",
  'notifications.email.plan-assigned.body':
    "Un plan d'amélioration, {{reference}}, a été attribué à {{facility}} sur {{issue}}. Ouvrez-le pour commencer et montrer vos preuves :\n{{link}}",
  'notifications.email.plan-submitted.subject': "Le plan d'amélioration {{reference}} est prêt pour examen",
  'notifications.email.plan-submitted.body':
    "{{facility}} a marqué le plan d'amélioration {{reference}} ({{issue}}) comme terminé. Examinez ses preuves ici :\n{{link}}",
  'notifications.email.plan-evidence-requested.subject': "Plan d'amélioration {{reference}} : preuves supplémentaires demandées",
  'notifications.email.plan-evidence-requested.body':
    "Des preuves supplémentaires sont demandées sur le plan d'amélioration {{reference}} de {{facility}} ({{issue}}). Voyez pourquoi ici :\n{{link}}",
  'notifications.email.plan-accepted.subject': "Le plan d'amélioration {{reference}} est résolu",
  'notifications.email.plan-accepted.body':
    "Les preuves du plan d'amélioration {{reference}} de {{facility}} ({{issue}}) ont été acceptées et le plan est résolu :\n{{link}}",
  'notifications.email.plan-target-date-changed.subject': "Plan d'amélioration {{reference}} : nouvelle date cible",
  'notifications.email.plan-target-date-changed.body':
    "La date cible du plan d'amélioration {{reference}} de {{facility}} ({{issue}}) a changé. Consultez-la ici :\n{{link}}",
  'notifications.email.plan-comment.subject': "Nouveau commentaire sur le plan d'amélioration {{reference}}",
  'notifications.email.plan-comment.body':
    "Un commentaire a été ajouté au plan d'amélioration {{reference}} de {{facility}} ({{issue}}). Lisez-le ici :\n{{link}}",
  'notifications.email.plan-overdue.subject': "Le plan d'amélioration {{reference}} est en retard",
  'notifications.email.plan-overdue.body':
    "Le plan d'amélioration {{reference}} de {{facility}} ({{issue}}) a dépassé sa date cible et est maintenant en retard :\n{{link}}",
  'notifications.email.plan-extension-requested.subject': "Plan d'amélioration {{reference}} : prolongation demandée",
  'notifications.email.plan-extension-requested.body':
    "{{facility}} demande plus de temps pour le plan d'amélioration {{reference}} ({{issue}}). Acceptez ou refusez ici :\n{{link}}",
  'notifications.email.plan-extension-approved.subject': "Plan d'amélioration {{reference}} : prolongation accordée",
  'notifications.email.plan-extension-approved.body':
    "La prolongation du plan d'amélioration {{reference}} de {{facility}} ({{issue}}) a été accordée. Voyez la nouvelle date cible ici :\n{{link}}",
  'notifications.email.plan-extension-declined.subject': "Plan d'amélioration {{reference}} : prolongation refusée",
  'notifications.email.plan-extension-declined.body':
    "La demande de prolongation du plan d'amélioration {{reference}} de {{facility}} ({{issue}}) a été refusée. Voyez pourquoi ici :\n{{link}}",
  'notifications.email.noLink': 'Connectez-vous à {{system}} pour le consulter.',
  'notifications.email.settings': 'Vous pouvez désactiver les e-mails de ce type dans vos paramètres de notification : {{settingsLink}}',
};
