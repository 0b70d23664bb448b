import type { TMessageCatalogue } from '../en.ts';

/** Server messages of improvement plans, in French. */
export const improvementPlans = {
  'plans.notFound': "Ce plan d'amélioration n'existe pas, ou votre organisation ne l'a ni attribué ni reçu.",
  'plans.noFacility': "Votre compte n'est encore lié à aucune organisation : il n'a pas de plans d'amélioration.",
  'plans.facilityNotFound': "Cet établissement n'existe pas ou ne fait pas partie de vos fournisseurs.",
  'plans.ownFacility': "Vous ne pouvez pas attribuer un plan d'amélioration à votre propre organisation.",
  'plans.issueNotFound': "Ce problème n'est pas un sous-indicateur de la liste d'indicateurs.",
  'plans.unresolvedExists': "Le plan d'amélioration ne peut pas être attribué tant que le précédent n'est pas terminé.",
  'plans.targetDateInPast': "La date cible doit être aujourd'hui ou plus tard.",
  'plans.submitRefused': 'Seul le fournisseur peut marquer un plan comme terminé, et seulement pendant qu’il est en cours.',
  'plans.reviewRefused': "Seul l'attributeur peut examiner les preuves, et seulement pendant que le plan est en cours d'examen.",
  'plans.targetDateRefused': "Seul l'attributeur peut changer la date cible, et seulement pendant que le plan est en cours d'examen.",
  'plans.resolved': 'Ce plan est résolu : plus rien ne peut y être ajouté.',
  'plans.extensionRefused': 'Seul le fournisseur peut demander une prolongation, et seulement quand le plan est en retard.',
  'plans.extensionPending': 'Une demande de prolongation attend déjà une décision.',
  'plans.extensionNotFound': "Cette demande de prolongation n'existe pas sur ce plan.",
  'plans.extensionDecided': 'Cette demande de prolongation a déjà été tranchée.',
  'plans.extensionDecisionRefused': "Seul l'attributeur peut se prononcer sur une demande de prolongation.",
  'plans.extensionDatePassed': 'La date prolongée {{date}} est déjà passée : refusez cette demande ; le fournisseur peut en refaire une.',
  'plans.fileNotFound': "Ce fichier n'est pas sur ce plan.",
  'plans.fileRemovalRefused': 'Seul le côté qui a ajouté un fichier peut le retirer, et pas une fois le plan résolu.',
  'plans.fileNotYours': "{{name}} n'est pas un fichier que vous avez téléversé, ou n'est pas un PNG, JPEG ou PDF.",
  'plans.emptyComment': 'Écrivez un commentaire ou joignez un fichier.',
} satisfies Partial<TMessageCatalogue>;
