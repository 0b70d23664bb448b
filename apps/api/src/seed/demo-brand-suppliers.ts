import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { facilities } from '../db/schema/index.ts';
import type { MailSettings } from '../lib/mail/mail-settings.ts';
import { SuppliersService } from '../modules/suppliers/index.ts';
import { demoActor } from './demo-actors.ts';
import type { DemoActors } from './demo-producers.ts';

const DEMO_BRAND = 'brand@demo.opentrace.local';

/**
 * The demo brand's suppliers, tier by tier as the brand would add them on its Suppliers screen: the farm
 * group first, then each producer with the one it buys from as its partner, so the tier map shows the chain.
 */
export async function seedDemoBrandSuppliers(
  db: Database,
  services: { clock: Clock; mail: MailSettings },
  actors: DemoActors,
  farmGroupName: string,
): Promise<void> {
  const brand = await demoActor(db, DEMO_BRAND);
  const suppliers = new SuppliersService(db, services.clock, services.mail);
  const [group] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(and(eq(facilities.name, farmGroupName), isNull(facilities.farmGroupId), isNull(facilities.deletedAt)));
  const chain = [
    group?.id,
    actors.ginner.principal.facilityId,
    actors.spinner.principal.facilityId,
    actors.mill.principal.facilityId,
    actors.assembly.principal.facilityId,
  ].filter((id): id is string => typeof id === 'string');
  let previous: string | undefined;
  for (const facilityId of chain) {
    await suppliers.add(brand.principal, { facilityId, businessPartnerIds: previous ? [previous] : [] }, brand.context);
    previous = facilityId;
  }
}
