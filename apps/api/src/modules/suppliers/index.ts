export { suppliersModule } from './suppliers.module.ts';
export { SuppliersService } from './suppliers.service.ts';
/** Which facilities are a brand's suppliers, for other modules' rules (an order's suppliers must be the brand's). */
export { findLinkedAmong as findBrandSuppliersAmong, findSupplierIdentities as findBrandSuppliers } from './suppliers.repository.ts';
