export { suppliersModule } from './suppliers.module.ts';
export { SuppliersService } from './suppliers.service.ts';
