import type { TMessageCatalogue } from '../en.ts';

/** Server messages of the public worker channel and its triage, in French. */
export const publicReports = {
  'publicReports.caseNumberFormat': 'Un numéro de dossier ressemble à WR-ABCD-2345.',
  'publicReports.pinFormat': 'Le code PIN compte 8 chiffres.',
  'publicReports.duplicateCategory': 'Choisissez chaque type de problème une seule fois.',
  'publicReports.anonymousWithContact':
    'Un signalement anonyme ne comporte pas de contact. Retirez-le, ou choisissez de ne pas rester anonyme.',
  'publicReports.unknownFacility': "Ce lieu de travail n'est pas dans la liste. Cherchez à nouveau, ou choisissez « Je ne sais pas ».",
  'publicReports.unknownCategory': "L'un des types de problème choisis n'est plus dans la liste. Choisissez à nouveau.",
  'publicReports.noMatch': 'Aucun signalement ne correspond à ce numéro de dossier et à ce code PIN. Vérifiez-les et réessayez.',
  'publicReports.caseDecided':
    "Une décision a été prise sur ce dossier : il n'est plus possible d'y ajouter des informations. Vous pouvez faire un nouveau signalement.",
  'publicReports.tooManyAdditions': "Ce dossier a reçu le nombre maximal d'ajouts. Vous pouvez faire un nouveau signalement.",
  'publicReports.notFound': "Ce signalement public n'existe pas.",
  'publicReports.alreadyDecided': 'Une décision a déjà été prise sur ce signalement public.',
} satisfies Partial<TMessageCatalogue>;
