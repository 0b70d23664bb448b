/** Server messages of DNA tests, in French. */
export const dnaTests = {
  'dnaTests.notFound': "Ce test ADN n'existe pas, ou vous ne pouvez pas le voir.",
  'dnaTests.fileNotFound': "Ce fichier n'est pas une preuve de ce test.",
  'dnaTests.proofRequired': 'Ajoutez le rapport du laboratoire ou une autre preuve du test.',
  'dnaTests.identifiersRequired': 'Saisissez les identifiants ADN détectés par le laboratoire.',
  'dnaTests.countriesRequired': 'Choisissez au moins un pays trouvé par le laboratoire.',
  'dnaTests.countryNotFound': "Ce pays n'est pas dans la liste des pays.",
  'dnaTests.testedInFuture': "La date du test ne peut pas être postérieure à aujourd'hui.",
  'dnaTests.requesterNotFound': 'Choisissez un producteur dont les membres peuvent se connecter à la plateforme.',
  'dnaTests.supplierNotFound': 'Choisissez un fournisseur dont le rôle peut attribuer des identifiants ADN.',
  'dnaTests.productNotFound': 'Aucun enregistrement ne correspond au produit {{code}} parmi les produits fabriqués par {{supplier}}.',
  'dnaTests.proofRefused': "Ce fichier n'a pas été envoyé par vous ou votre organisation, ou n'est pas un PNG, JPEG ou PDF.",
  'dnaTests.deleteRefused': 'Seule la personne qui a enregistré ce test, ou une personne qui voit tous les tests, peut le supprimer.',
} as const;
