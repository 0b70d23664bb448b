import type { TMessageCatalogue } from '../en.ts';

/** Server messages of orders and order suppliers, in French. */
export const orders = {
  'orders.notFound': "Cette commande n'existe pas ou n'appartient pas à votre organisation.",
  'orders.supplierNotFound': "Ce fournisseur de commande n'existe pas sur cette commande.",
  'orders.noFacility': "Votre compte n'est pas encore lié à un site enregistré : vous ne pouvez pas tracer de commandes.",
  'orders.oneDocumentRequired': "Indiquez au moins l'un des numéros de bon de commande, de facture ou de liste de colisage.",
  'orders.purchasedInFuture': "La date d'achat ne peut pas être dans le futur.",
  'orders.facilityNotFound': "Ce site n'existe pas ou ne peut pas fournir une commande.",
  'orders.producerOrdersFromItself':
    'En tant que producteur, vous tracez votre propre production : le premier fournisseur doit être votre site.',
  'orders.notBrandSupplier': "{{name}} ne fait pas partie de vos fournisseurs. Ajoutez-le d'abord à vos fournisseurs.",
  'orders.roleNotOnMap': "{{name}} est un {{role}}, rôle absent de la carte de la chaîne d'approvisionnement.",
  'orders.notFromRole': "{{name}} ({{role}}) ne vend pas à {{parent}} sur la carte de la chaîne d'approvisionnement.",
  'orders.suppliesItself': '{{name}} ne peut pas être son propre fournisseur.',
  'orders.parentNotFound': "Le fournisseur de commande qu'il approvisionne n'est pas sur cette commande.",
  'orders.firstSupplierFixed':
    'Le premier fournisseur de commande porte le fournisseur et les documents de la commande : modifiez ou supprimez plutôt la commande.',
} satisfies Partial<TMessageCatalogue>;
