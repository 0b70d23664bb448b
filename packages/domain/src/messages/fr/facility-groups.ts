import type { TMessageCatalogue } from '../en.ts';

export const facilityGroups = {
  'facilityGroups.rowError': 'Index {{index}}: {{error}}',
  'facilityGroups.roleNotFound': 'Ce rôle n’existe pas.',
  'facilityGroups.roleNotGrouped': '{{name}} n’est pas un rôle dont un administrateur complète les profils.',
  'facilityGroups.questionnaireMissing': '{{name}} n’a pas encore de questionnaire : un super administrateur doit d’abord le téléverser.',
  'facilityGroups.templateMissing':
    '{{name}} n’a pas encore de modèle de groupe d’installations : un super administrateur doit d’abord le téléverser.',
  'facilityGroups.notFound': 'Ce groupe d’exploitations n’existe pas.',
  'facilityGroups.farmNotFound': 'Cette exploitation ne fait pas partie de ce groupe.',
  'facilityGroups.fileMissing': 'Joignez le fichier dans le champ de formulaire « file ».',
  'facilityGroups.xlsNotSupported':
    'Les anciens classeurs .xls ne peuvent pas être lus. Enregistrez le fichier au format .xlsx et téléversez-le à nouveau.',
  'facilityGroups.notSpreadsheet': 'Format de fichier incorrect : {{name}} n’est pas un classeur .xlsx.',
  'facilityGroups.unreadable': '{{name}} ne peut pas être lu comme un classeur. Enregistrez-le à nouveau au format .xlsx.',
  'facilityGroups.uploadNotFound': 'Ce fichier n’a pas été validé pour cette importation ; téléversez-le et validez-le à nouveau.',
  'facilityGroups.importHasErrors': 'Le fichier ne passe plus les contrôles ({{count}} erreurs) ; validez-le à nouveau.',
  'facilityGroups.groupCodeConflict':
    'Un autre groupe d’exploitations a pris cet ID entre-temps ; changez l’ID et validez à nouveau le fichier.',
  'facilityGroups.sheetMissing': 'Structure du fichier modifiée : la feuille « {{sheet}} » est absente.',
  'facilityGroups.labelMissing': 'Structure du fichier modifiée : la ligne « {{label}} » est absente.',
  'facilityGroups.columnMissing': 'Structure du fichier modifiée : la colonne « {{column}} » est absente de la feuille « {{sheet}} ».',
  'facilityGroups.questionColumnMissing':
    'Structure du fichier modifiée : aucune colonne de la feuille « {{sheet}} » ne répond à la question {{index}} de {{group}} (« {{title}} »).',
  'facilityGroups.otherGroupFile':
    'Ce fichier appartient à un autre groupe d’exploitations. Téléchargez le fichier de ce groupe avec « Mettre à jour » et modifiez celui-ci.',
  'facilityGroups.notAnUpdateFile':
    'Ce n’est pas le fichier de mise à jour de ce groupe d’exploitations. Téléchargez le fichier prérempli du groupe avec « Mettre à jour » et modifiez celui-ci.',
  'facilityGroups.updateFileForNewGroup':
    'Ce fichier a été téléchargé pour mettre à jour un groupe existant : utilisez « Mettre à jour » sur ce groupe, ou partez du modèle vierge pour un nouveau groupe.',
  'facilityGroups.required': '{{field}} est obligatoire',
  'facilityGroups.tooLong': '{{field}} doit comporter au plus {{max}} caractères',
  'facilityGroups.groupCodeInvalid':
    'L’ID du groupe d’exploitations doit être un nombre à 4 chiffres de {{min}} à {{max}} ; « {{value}} » ne l’est pas.',
  'facilityGroups.groupCodeTaken': 'L’ID de groupe {{code}} est déjà utilisé par un autre groupe d’exploitations.',
  'facilityGroups.countryUnknown': 'Aucun pays ne s’appelle « {{value}} ».',
  'facilityGroups.provinceUnknown': 'Aucune province/aucun État ne s’appelle « {{value}} » dans ce pays.',
  'facilityGroups.districtUnknown': 'Aucun district ne s’appelle « {{value}} » dans cette province/cet État.',
  'facilityGroups.communityOneRow': 'Les réponses communautaires se trouvent uniquement à la ligne {{row}} ; videz cette ligne.',
  'facilityGroups.noFarms': 'Fichier vide. Veuillez saisir au moins 1 exploitation.',
  'facilityGroups.tooManyFarms': 'Le fichier compte {{count}} exploitations ; un fichier peut en contenir au plus {{max}}.',
  'facilityGroups.farmCodeLength': 'L’ID doit comporter exactement {{length}} caractères ; « {{value}} » ne les a pas.',
  'facilityGroups.farmCodeRepeated': 'L’ID {{code}} figure aussi à la ligne {{row}}.',
  'facilityGroups.nameLetters': '{{field}} ne peut contenir que des lettres et des espaces.',
  'facilityGroups.certificationUnknown': '« {{value}} » n’est pas une certification d’exploitation.',
  'facilityGroups.dateInvalid': '{{field}} : « {{value}} » n’est pas une date au format jj/mm/aaaa.',
  'facilityGroups.expiryNeedsCertification': 'Une date d’expiration de certification nécessite une certification.',
  'facilityGroups.farmReferenceUnknown': 'Cette ligne provient du fichier d’un autre groupe d’exploitations.',
  'facilityGroups.farmReferenceRepeated': 'Cette ligne répète l’exploitation de la ligne {{row}}.',
  'facilityGroups.answerTooLong': 'Question {{index}} : la réponse doit comporter au plus {{max}} caractères.',
  'facilityGroups.answerUnknownOption': 'Question {{index}} : « {{value}} » ne fait pas partie de ses options ({{options}}).',
  'facilityGroups.answerDigitsOnly': 'Question {{index}} : « {{value}} » doit être un nombre entier écrit uniquement avec des chiffres.',
  'facilityGroups.farmUnanswered': 'Des questions de {{group}} sur le parcours de cette exploitation sont sans réponse : {{questions}}.',
  'facilityGroups.communityUnanswered': 'Des questions de {{group}} sur le parcours sont sans réponse : {{questions}}.',
} satisfies Partial<TMessageCatalogue>;
