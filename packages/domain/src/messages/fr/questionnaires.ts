import type { TMessageCatalogue } from '../en.ts';

export const questionnaires = {
  'saq.rowError': 'Index {{row}} : {{error}}',
  'saq.sheetMissing': 'Structure du fichier modifiée : la feuille « {{sheet}} » est absente.',
  'saq.columnMissing': 'Structure du fichier modifiée : la colonne « {{column}} » est absente de la feuille {{sheet}}.',
  'saq.noQuestions': 'Le fichier ne contient aucune question : les feuilles {{sheets}} sont vides.',
  'saq.indexMissing': "l'Index de la question est absent",
  'saq.indexNotNumber': "l'Index « {{value}} » doit être un nombre entier",
  'saq.indexRepeated': 'la question {{index}} apparaît plusieurs fois dans la feuille {{sheet}}',
  'saq.questionMissing': 'la Question est absente',
  'saq.responseTypeUnknown': "le type de réponse « {{value}} » n'est pas Boolean, Single select, Multi select, Free text ou Integer",
  'saq.multiSelectNotAllowed': "le choix multiple n'est pas autorisé dans un questionnaire rempli par un administrateur",
  'saq.conditionalInvalid': 'la question conditionnelle doit valoir Y ou N, pas « {{value}} »',
  'saq.optionMissing': "l'option de réponse est absente",
  'saq.optionTypeInvalid': "le type d'option doit être vide ou Other, pas « {{value}} »",
  'saq.goToMissing': 'une question conditionnelle exige un « Go to » pour chaque option',
  'saq.goToInvalid': "« Go to » « {{value}} » n'est ni un index de question de la feuille {{sheet}}, ni End, ni Break",
  'saq.riskInvalid': "la catégorie de risque « {{value}} » n'est pas High, Medium, Low ou No weight",
  'saq.mappingIncomplete': "la catégorie de risque, l'indicateur et le sous-indicateur doivent être donnés ensemble",
  'saq.pairUnknown':
    "l'indicateur « {{indicator}} » avec le sous-indicateur « {{subIndicator}} » ne figure pas dans la liste des indicateurs",
  'saq.indicatorSuggestion':
    "l'indicateur « {{given}} » ne figure pas dans la liste des indicateurs ; vouliez-vous dire '{{suggestion}}' ?",
  'saq.subIndicatorSuggestion':
    "le sous-indicateur « {{given}} » ne figure pas sous l'indicateur « {{indicator}} » ; vouliez-vous dire '{{suggestion}}' ?",
  'saq.subIndicatorUnknown': "le sous-indicateur « {{given}} » ne figure pas sous l'indicateur « {{indicator}} »",
  'saq.xlsNotSupported':
    'Les anciens fichiers Excel .xls ne peuvent pas être lus ; enregistrez le fichier au format .xlsx et envoyez-le à nouveau.',
  'saq.notSpreadsheet': "Format de fichier incorrect : {{name}} n'est pas un classeur .xlsx.",
  'saq.unreadable': "Le fichier {{name}} n'a pas pu être lu comme un classeur Excel.",
  'saq.roleNeedsNoQuestionnaire':
    "Le rôle {{name}} ne répond à aucun questionnaire : il lui faut « Remplir son propre SAQ » ou « L'administrateur remplit le SAQ ».",
  'saq.roleNotFound': "Le rôle n'existe pas ou a été supprimé.",
  'saq.uploadNotFound': "Ce fichier n'a pas été validé pour ce rôle ; envoyez-le et validez-le à nouveau.",
  'saq.importHasErrors': 'Le fichier contient {{count}} lignes en erreur ; corrigez-les et validez à nouveau le fichier.',
  'saq.unmappedNeedsConfirmation':
    "{{count}} options citent une paire d'indicateurs inconnue ; confirmez leur import sans correspondance de risque.",
  'saq.notImported': "Aucun questionnaire n'a encore été importé pour ce rôle.",
  'saq.facilityGroupNotAllowed':
    "Seuls les rôles dont le questionnaire est rempli par un administrateur ont un modèle de groupe d'installations.",
  'saq.facilityGroupTemplateInvalid':
    "Le modèle de groupe d'installations doit être un fichier .xlsx dont la première feuille commence par une ligne d'en-tête.",
  'saq.facilityGroupTemplateMissing': "Aucun modèle de groupe d'installations n'a été envoyé pour ce rôle.",
  'saq.fileMissing': 'Joignez le fichier dans le champ de formulaire « file ».',
} satisfies Partial<TMessageCatalogue>;
