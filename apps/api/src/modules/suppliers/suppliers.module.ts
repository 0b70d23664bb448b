import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MailSettings } from '../../lib/mail/mail-settings.ts';
import { SupplierImportService } from './import/supplier-import.service.ts';
import { suppliersRoutes } from './suppliers.routes.ts';
import { SuppliersService } from './suppliers.service.ts';

export interface SuppliersModuleOptions {
  db: Database;
  clock: Clock;
  mail: MailSettings;
}

/** Wires a brand's suppliers (list, add, edit, remove, import, tier map, detail) into the API scope. */
export async function suppliersModule(api: FastifyInstance, { db, clock, mail }: SuppliersModuleOptions) {
  await api.register(suppliersRoutes, {
    suppliers: new SuppliersService(db, clock, mail),
    imports: new SupplierImportService(db, clock, mail),
  });
}
