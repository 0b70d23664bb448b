import type { TMessageCatalogue } from '../en.ts';

export const selfAssessments = {
  'selfAssessment.answeredByAdministrator': 'Un administrateur répond au questionnaire de votre rôle : vous n’avez rien à remplir.',
  'selfAssessment.noOwnQuestionnaire': 'Votre rôle ne répond à aucun questionnaire d’auto-évaluation.',
  'selfAssessment.noFacility': 'Votre compte n’est rattaché à aucun site : il n’a donc pas de questionnaire à remplir.',
  'selfAssessment.noQuestionnaire': 'Aucun questionnaire n’a encore été téléversé pour votre rôle.',
  'selfAssessment.notInQuestionnaire':
    'Certaines réponses ne correspondent pas à votre questionnaire, qui a peut-être été remplacé. Rechargez-le et répondez à nouveau ; rien n’a été enregistré.',
  'selfAssessment.answersInvalid': '{{count}} réponses sont à corriger ; rien n’a été enregistré.',
  'selfAssessment.unknownQuestion': 'Cette question ne fait pas partie de votre questionnaire.',
  'selfAssessment.repeatedQuestion': 'Cette question a reçu plusieurs réponses.',
  'selfAssessment.problem.required': 'Répondez à cette question.',
  'selfAssessment.problem.digitsOnly': 'Saisissez uniquement des chiffres (un nombre entier).',
  'selfAssessment.problem.unknownOption': 'Une option choisie n’appartient pas à cette question.',
  'selfAssessment.problem.oneOptionOnly': 'Choisissez une seule option.',
  'selfAssessment.problem.repeatedOption': 'Une option est choisie plusieurs fois.',
  'selfAssessment.problem.otherTextRequired': 'Précisez ce que recouvre « Autre ».',
} satisfies Partial<TMessageCatalogue>;
