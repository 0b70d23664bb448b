import type { TMessageCatalogue } from '../en.ts';

export const indicators = {
  'indicators.cellRequired': '{{column}} est obligatoire',
  'indicators.cellTooLong': '{{column}} doit comporter au plus {{max}} caractères',
  'indicators.severityInvalid': 'La sévérité doit être un nombre entier de {{min}} à {{max}}',
  'indicators.fileUnreadable': "Le fichier n'a pas pu être lu comme un classeur Excel (.xlsx).",
  'indicators.fileEmpty': 'Le fichier est vide : il ne contient aucune ligne à importer.',
  'indicators.headerMismatch': 'Structure du fichier modifiée : la première feuille doit avoir les colonnes {{columns}}.',
  'indicators.rowError': 'Index {{index}}: {{error}}',
  'indicators.uploadMissing': "Ce fichier validé n'existe pas. Veuillez valider le fichier à nouveau.",
  'indicators.uploadAlreadyImported': 'Ce fichier a déjà été importé. Validez-le à nouveau pour le réimporter.',
  'indicators.indicatorInOtherCategory':
    "Index {{index}} : l'indicateur « {{indicator}} » appartient déjà à la catégorie « {{existing}} » et ne peut pas être placé sous « {{category}} ». Rien n'a été importé.",
  'indicators.categoryNameTaken': 'Une catégorie nommée « {{name}} » existe déjà.',
  'indicators.indicatorNameTaken': 'Un indicateur nommé « {{name}} » existe déjà.',
  'indicators.subIndicatorNameTaken': 'Cet indicateur a déjà un sous-indicateur nommé « {{name}} ».',
  'indicators.severityOnlyForSubIndicators': 'Seuls les sous-indicateurs ont une sévérité.',
  'indicators.iconOnlyForCategories': 'Seules les catégories ont une icône.',
  'indicators.rowMissing': "Cette ligne de la liste d'indicateurs n'existe pas.",
  'indicators.externalMissing': "Cet indicateur de risque externe n'existe pas.",
  'indicators.externalNameTaken': 'Un indicateur de risque externe nommé « {{name}} » existe déjà.',
  'indicators.externalDefault':
    'Cet indicateur de risque externe par défaut alimente le risque pays et produit : il peut être modifié mais pas supprimé.',
  'indicators.countryUnknown': 'Pays inconnu « {{country}} » : utilisez son code à deux lettres ou son nom.',
  'indicators.countryScoreInvalid': 'Le score doit être un nombre entier de {{min}} à {{max}}',
  'indicators.countryScoreMissing': "Ce pays n'a pas de score de risque.",
  'indicators.ilabIndicatorMissing':
    "L'indicateur de risque externe « {{name}} » est absent : la liste des biens de l'ILAB ne peut pas être chargée. Rétablissez d'abord son nom.",
  'indicators.idOrName': "Indiquez soit l'identifiant d'une ligne existante, soit le nom d'une nouvelle ligne.",
  'indicators.nameRepeated': 'Ce nom apparaît plusieurs fois à ce niveau de la requête.',
  'indicators.iconOnlyForNewCategories': 'Seule une nouvelle catégorie peut recevoir une icône.',
  'indicators.rowInUse':
    '« {{name}} » est utilisé par des signalements, des questionnaires ou des risques de produits de base : il ne peut être ni renommé ni supprimé.',
  'indicators.categoryMissing': "Aucune catégorie n'a cet identifiant.",
  'indicators.indicatorMissing': "Cette catégorie n'a aucun indicateur avec cet identifiant.",
  'indicators.severityRequired': 'Un sous-indicateur doit avoir sa gravité, de 1 à 5.',
  'indicators.riskIndexLimitReached':
    'Vous pouvez créer au plus {{max}} indices de risque et vous en avez créé {{count}}. Demandez à un administrateur de relever votre limite.',
  'indicators.riskIndexNotEditable':
    "Vous ne pouvez modifier que les indices de risque que vous avez créés et ceux qu'un administrateur vous autorise à modifier.",
  'indicators.commodityUnknown': 'Produit de base inconnu « {{commodity}} » : utilisez un nom de la liste des produits de base.',
  'indicators.commodityRiskRepeated': 'Ce pays, ce produit de base et ce sous-indicateur apparaissent plusieurs fois dans la requête.',
  'indicators.countryRepeated': 'Ce pays apparaît plusieurs fois dans la requête.',
  'indicators.subIndicatorMissing': "Aucun sous-indicateur n'a cet identifiant.",
  'indicators.externalIndexNeeded':
    "Aucun indice de risque externe ne porte le nom de ce sous-indicateur : indiquez l'externalRiskIndexId dont provient ce risque.",
} satisfies Partial<TMessageCatalogue>;
