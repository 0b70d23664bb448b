/** Server messages of orders and order suppliers, in English. */
export const orders = {
  'orders.notFound': "This order does not exist or is not one of your organisation's orders.",
  'orders.supplierNotFound': 'This order supplier does not exist on this order.',
  'orders.noFacility': 'Your account is not linked to a registered facility yet, so you cannot trace orders.',
  'orders.oneDocumentRequired': 'Give at least one of the purchase order, invoice or packing-list numbers.',
  'orders.purchasedInFuture': 'The purchase date cannot be in the future.',
  'orders.facilityNotFound': 'This facility does not exist or cannot supply an order.',
  'orders.producerOrdersFromItself': 'As a producer, you trace your own output: the first supplier must be your facility.',
  'orders.notBrandSupplier': '{{name}} is not one of your suppliers. Add it to your suppliers first.',
  'orders.roleNotOnMap': '{{name}} is a {{role}}, which is not on the supply-chain map.',
  'orders.notFromRole': '{{name}} ({{role}}) does not sell to {{parent}} on the supply-chain map.',
  'orders.suppliesItself': '{{name}} cannot be its own supplier.',
  'orders.parentNotFound': 'The order supplier this one supplies is not on this order.',
  'orders.firstSupplierFixed': "The first order supplier carries the order's own supplier and documents: edit or delete the order instead.",
} as const;
