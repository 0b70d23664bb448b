export { OrderAccess, type OrderForTrace } from './order-access.ts';
export type { FacilityRow as OrderFacilityRow, OrderRow, OrderSupplierRow } from './orders.repository.ts';
export { ordersModule } from './orders.module.ts';
export { OrdersService } from './orders.service.ts';
