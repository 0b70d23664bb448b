import type { TMessageCatalogue } from '../en.ts';

export const identifiers = {
  'identifiers.notAllowed':
    'Seuls les producteurs qui complètent leur propre profil et les administrateurs qui complètent des profils peuvent rechercher des identifiants d’installation.',
  'identifiers.oarIdNotFound': 'L’OS ID n’existe pas',
  'identifiers.invalidData': 'Données non valides, veuillez saisir des données valides',
  'identifiers.providerUnavailable': 'Open Supply Hub est injoignable pour le moment. Veuillez réessayer dans quelques minutes.',
  'identifiers.countryUnknown': 'Ce pays n’existe pas.',
  'identifiers.provinceNotInCountry': 'Cette province/cet État ne fait pas partie du pays choisi.',
  'identifiers.districtNotInProvince': 'Ce district ne fait pas partie de la province/de l’État choisi.',
  'identifiers.districtNeedsProvince': 'Choisissez la province/l’État du district.',
  'identifiers.matchNotOffered':
    'Ces résultats similaires ne vous ont pas été proposés, ou ils ont expiré. Veuillez enregistrer l’installation à nouveau.',
  'identifiers.rejectEveryMatch':
    'Choisissez « Ce n’est pas moi » pour les {{count}} résultats similaires afin d’enregistrer une nouvelle installation.',
  'identifiers.rmiFacilityNotFound': 'Aucune installation avec l’ID {{facilityId}} ne figure dans la liste RMI.',
  'identifiers.rmiFileMissing': 'Joignez la liste RMI dans le champ de formulaire « file ».',
  'identifiers.rmiFileEmpty': 'Le fichier est vide : il ne contient aucune installation à importer.',
  'identifiers.rmiFileUnreadable': 'Le fichier ne peut pas être lu comme un tableur. Enregistrez-le à nouveau au format .xlsx ou .csv.',
  'identifiers.rmiColumnsMissing': 'La première ligne doit nommer les colonnes {{columns}} ; manquantes : {{missing}}.',
  'identifiers.rmiTooManyRows': 'Le fichier compte {{count}} lignes ; {{max}} au plus peuvent être importées en une fois.',
  'identifiers.rmiCellRequired': '{{column}} est obligatoire',
  'identifiers.rmiCellTooLong': '{{column}} doit comporter au plus {{max}} caractères',
  'identifiers.rmiDuplicateId': 'L’ID d’installation {{facilityId}} figure aussi à la ligne {{index}}',
  'identifiers.rmiRowError': 'Index {{index}}: {{error}}',
  'identifiers.uniqueIdTooLong': '{{name}} doit comporter au plus {{max}} caractères.',
  'identifiers.uniqueIdTaken': '{{name}} {{value}} est déjà utilisé par une autre installation.',
} satisfies Partial<TMessageCatalogue>;
