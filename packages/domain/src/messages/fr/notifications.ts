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
  'notifications.email.noLink': 'Connectez-vous à {{system}} pour le consulter.',
  'notifications.email.settings': 'Vous pouvez désactiver les e-mails de ce type dans vos paramètres de notification : {{settingsLink}}',
};
