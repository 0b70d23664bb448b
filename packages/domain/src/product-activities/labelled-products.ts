import { z } from 'zod';
import { can, type TGrantedPermission } from '../permissions.ts';
import type { TRoleType } from '../roles/roles.ts';
import { QR_CODE_PATTERN, ZActivityProduct } from './activities.ts';
import { codeFromScan, productCodeKey } from './product-ids.ts';

/**
 * The product a printed label is on, as its link (`{PUBLIC_URL}/q/{code}`, DOMAIN.md §8.1) opens it:
 * who may read it, the path parameter, and what the answer carries.
 */

/**
 * An administrator's permissions that already reach the products of every facility: tracing from any
 * facility on the map, printing every label, testing any supplier's product. An administrator with none
 * of them (the super admin, a user manager) has no business reading products.
 */
const EVERY_PRODUCT_PERMISSIONS = ['TRACE_PRODUCT', 'GENERATE_QR_CODES', 'DNA'] as const;

/** Whether the user may read every product, whoever holds it; producers read only their own facility's. */
export function readsEveryProduct(user: { role: { type: TRoleType }; permissions: readonly TGrantedPermission[] }): boolean {
  return user.role.type === 'Administrator' && EVERY_PRODUCT_PERMISSIONS.some((action) => can(user, action));
}

/** A label's nine digits, also as printed ("123 456 789") or as the label's whole link. */
export const ZLabelCodeParams = z.object({
  code: z
    .string()
    .max(2048)
    .transform((text) => productCodeKey(codeFromScan(text)))
    .pipe(z.string().regex(QR_CODE_PATTERN, 'activities.qrCodeFormat')),
});

/** A facility that holds or held the product: where it was made or received, and until when. */
export const ZProductHolding = z.object({
  facility: z.object({ id: z.uuid(), name: z.string() }),
  /** The facility made it (an output it logged) rather than received it from another. */
  made: z.boolean(),
  /** When it made or bought the product, or else was handed it. */
  since: z.iso.datetime(),
  /** When it sold the product or used it up; null while it still holds it. */
  until: z.iso.datetime().nullable(),
});
export type TProductHolding = z.infer<typeof ZProductHolding>;

/** The product as the activity screens show it, with the holdings the reader may see: where it was made, then where it went. */
export const ZLabelledProduct = ZActivityProduct.extend({ holdings: z.array(ZProductHolding) }).meta({ id: 'LabelledProduct' });
export type TLabelledProduct = z.infer<typeof ZLabelledProduct>;
