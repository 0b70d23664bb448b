import type { TMessageCatalogue } from '../en.ts';

export const configuration = {
  'validation.integer': 'Saisissez un nombre entier',
  'validation.weightMin': 'poids requis',
  'configuration.alreadyCompleted': 'La configuration du système est déjà terminée',
  'configuration.notCompleted': "La configuration du système n'a pas été terminée : il n'y a rien à rouvrir.",
  'configuration.systemNameMissing': "Indiquez le nom du système à l'étape du profil avant de configurer le système.",
  'configuration.unknownCommodity': '{{name}} ne figure pas dans la liste des matières premières',
  'configuration.logoNotFound': 'Le fichier du logo est introuvable ; téléversez-le à nouveau.',
  'configuration.logoWrongKind': 'Le logo doit être une image téléversée comme logo.',
  'configuration.stepsUnfinished': 'Terminez ces étapes avant de configurer le système : {{steps}}.',
  'configuration.step.1': '1. Configurer le profil',
  'configuration.step.2': '2. Produits et attributs',
  'configuration.step.3': '3. Rôles et autorisations',
  'configuration.step.4': '4. Chaîne d’approvisionnement',
  'configuration.step.5': '5. Liste d’indicateurs',
  'configuration.step.6': '6. Questionnaires',
  'configuration.step.7': '7. Évaluation des risques',
  'riskMethod.weightRequired': 'poids requis',
} satisfies Partial<TMessageCatalogue>;
