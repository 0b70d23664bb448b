import type { TMessageCatalogue } from '../en.ts';

/** Server messages of brand suppliers, in French. */
export const suppliers = {
  'suppliers.notFound': "Ce fournisseur n'existe pas ou n'est pas l'un de vos fournisseurs.",
  'suppliers.existingOrNew': 'Choisissez un établissement existant ou donnez les informations d’un nouveau, pas les deux.',
  'suppliers.facilityNotFound': "Cet établissement n'existe pas ou ne peut pas être votre fournisseur.",
  'suppliers.alreadySupplier': '{{name}} est déjà l’un de vos fournisseurs.',
  'suppliers.unknownType': "Ce type n'est pas un rôle de la carte de la chaîne d'approvisionnement.",
  'suppliers.oarIdTaken': 'Cet identifiant OS appartient à une autre entreprise.',
  'suppliers.partnerNotSupplier': 'Les partenaires doivent faire partie de vos fournisseurs.',
  'suppliers.partnerIsItself': 'Un fournisseur ne peut pas être son propre partenaire.',
  'suppliers.partnerNotAdjacent': "{{name}} ({{role}}) n'est pas voisin de {{type}} sur la carte de la chaîne d'approvisionnement.",
  'suppliers.detailsLocked':
    '{{name}} gère désormais ses propres informations ; vous ne pouvez modifier que ses partenaires parmi vos fournisseurs.',
  'suppliers.import.sheetMissing': 'Nom de feuille de calcul incorrect',
  'suppliers.import.empty': 'Fichier vide. Veuillez saisir au moins 1 enregistrement',
  'suppliers.import.rowError': 'Ligne {{index}} : {{error}}',
  'suppliers.import.required': '{{column}} est obligatoire',
  'suppliers.import.tooLong': '{{column}} dépasse {{max}} caractères',
  'suppliers.import.nameInvalid': '{{column}} ne peut contenir que des lettres et des espaces',
  'suppliers.import.emailInvalid': "L'e-mail « {{value}} » n'est pas une adresse valide",
  'suppliers.import.typeUnknown': "Le type « {{value}} » n'est pas un type de fournisseur",
  'suppliers.import.emailRepeated': "L'e-mail {{value}} est répété dans le fichier (d'abord à la ligne {{row}})",
  'suppliers.import.emailUsed': "L'e-mail {{value}} est utilisé par une autre entreprise",
  'suppliers.import.oarIdUsed': "L'identifiant OS {{value}} est utilisé par une autre entreprise",
  'suppliers.import.oarIdRepeated': "L'identifiant OS {{value}} est répété dans le fichier (d'abord à la ligne {{row}})",
  'suppliers.import.alreadySupplier': 'Le fournisseur existe déjà. Ligne ignorée',
  'suppliers.import.partnerUnknown': 'Fournit « {{value}} » ne désigne aucun fournisseur de ce fichier ni des vôtres',
  'suppliers.import.partnerNotAdjacent':
    "Fournit « {{value}} » : {{type}} ne vend pas à {{role}} sur la carte de la chaîne d'approvisionnement",
  'suppliers.import.notFound': "Cette importation n'existe pas ou a déjà été importée.",
} satisfies Partial<TMessageCatalogue>;
