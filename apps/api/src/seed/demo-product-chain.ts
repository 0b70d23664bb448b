import { translateMessage, type TWindowRule } from '@opentrace/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { AppError } from '../core/app-error.ts';
import { ManualClock, type Clock } from '../core/clock.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { loadFacilityForActivities } from '../modules/product-activities/index.ts';
import type { MailSettings } from '../lib/mail/mail-settings.ts';
import { readBusinessDetails } from '../modules/configuration/index.ts';
import type { Database } from '../db/client.ts';
import { appMeta, events, facilities, facilityPartners, roles, users } from '../db/schema/index.ts';
import { currentActivitySpan, DEMO_RECONCILIATION_MONTHS, demoReconciliationStart, timelineInSpan } from './demo-activity-dates.ts';
import { demoActor } from './demo-actors.ts';
import { DEMO_FARM_GROUP_NAME, DEMO_PRODUCERS, type DemoActors, loadDemoActors, registerDemoProducers } from './demo-producers.ts';
import { DEMO_SEASON_DAYS, DemoSeason } from './demo-season.ts';
import { seedDemoBrandSuppliers } from './demo-brand-suppliers.ts';

const DEMO_PRODUCT_CHAIN_KEY = 'demo_product_chain_version';
const DEMO_PRODUCT_CHAIN_VERSION = '1';
/** Prints the ginner's QR labels, as only an administrator may. */
const DEMO_ADMINISTRATOR = 'admin@demo.opentrace.local';

export interface DemoProductChainOptions {
  storage: FileStorage;
  /** "Now" for the demo: everything it seeds is dated before it. */
  clock: Clock;
  /** For the invitation the ginner sends its haulier, as the running server would send it. */
  mail: MailSettings;
}

/**
 * The demo's living cotton chain (issue 6): the demo ginner, spinner, mill and final product
 * assembly registered and partnered down the chain from the demo farm group, then a season of
 * trade between them. It is a step of its own, with its own app_meta key, rather than part of the
 * configuration: a demo data folder configured before this step existed gets the chain at its next
 * start too, and tests that load the configuration keep unregistered demo producers to onboard.
 *
 * It runs once, in one transaction, and only on the cotton demo as the configuration left it
 * (the farm group imported, the demo producers untouched): a system someone has started using
 * is never written into.
 */
export async function loadDemoProductChain(db: Database, options: DemoProductChainOptions): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_PRODUCT_CHAIN_KEY));
  if (done) return;
  try {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      if (await isUntouchedCottonDemo(tx)) await seedProductChain(tx, options);
      await tx.insert(appMeta).values({ key: DEMO_PRODUCT_CHAIN_KEY, value: DEMO_PRODUCT_CHAIN_VERSION });
    });
  } catch (error) {
    // A service refusing the demo is a bug in the demo: say which rule, in the start-up failure.
    if (!(error instanceof AppError)) throw error;
    const refusal = translateMessage('en', error.messageKey, error.params);
    throw new Error(`The demo product chain was refused: ${refusal} ${JSON.stringify(error.details ?? [])}`, { cause: error });
  }
}

/** The configured cotton demo with its farm group, and demo producers nobody has signed in to change. */
async function isUntouchedCottonDemo(tx: Database): Promise<boolean> {
  const details = await readBusinessDetails(tx);
  if (details.completedConfiguringSystemAt === null) return false;
  const [group] = await tx
    .select({ id: facilities.id })
    .from(facilities)
    .innerJoin(roles, eq(roles.id, facilities.roleId))
    .where(
      and(eq(facilities.name, DEMO_FARM_GROUP_NAME), eq(roles.code, 'FARM'), isNull(facilities.farmGroupId), isNull(facilities.deletedAt)),
    );
  if (!group) return false;

  const emails = Object.values(DEMO_PRODUCERS).map((producer) => producer.email);
  const accounts = await tx
    .select({ facilityId: users.facilityId, updatedProfileAt: users.updatedProfileAt, facility: facilities })
    .from(users)
    .innerJoin(facilities, eq(facilities.id, users.facilityId))
    .where(and(inArray(users.email, emails), isNull(users.deletedAt), isNull(facilities.deletedAt)));
  const untouched = accounts.filter(
    ({ updatedProfileAt, facility }) =>
      updatedProfileAt === null && facility.addedPartnerAt === null && facility.answeredSaqAt === null && facility.oarId === null,
  );
  if (untouched.length !== emails.length) return false;

  const ids = untouched.map((account) => account.facilityId as string);
  const [partnered] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(facilityPartners)
    .where(or(inArray(facilityPartners.facilityId, ids), inArray(facilityPartners.partnerFacilityId, ids)));
  const [traded] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(inArray(events.facilityId, ids));
  return (partnered?.n ?? 0) === 0 && (traded?.n ?? 0) === 0;
}

/**
 * The demo's own calendar: the services date what they record by the clock they are given, so the
 * seed hands them a clock it sets to each step's moment in turn.
 *
 * The dating rule: every step lies in the past, inside the windows current at `now` (the Farm
 * role's harvest season and the producers' reconciliation window), or the services would refuse it.
 * The schedule ends just before `now` and is squeezed into the current windows when they began
 * more recently than the schedule is long (demo-activity-dates.ts). When no season has begun yet
 * (a clock before the first one), the producers register at `now` and no trade is seeded, as none
 * could have happened.
 */
async function seedProductChain(tx: Database, options: DemoProductChainOptions): Promise<void> {
  const now = options.clock.now();
  const actors = await loadDemoActors(tx);
  const reconciliationStart = demoReconciliationStart(now);
  const span = currentActivitySpan(
    [...(await extractorSeasons(tx, actors)), { kind: 'reconciliation', start: reconciliationStart, months: DEMO_RECONCILIATION_MONTHS }],
    now,
  );
  const day = span ? timelineInSpan(span, DEMO_SEASON_DAYS) : null;
  const demoClock = new ManualClock(day ? day(0) : now);
  await registerDemoProducers({ db: tx, clock: demoClock, mail: options.mail }, actors, reconciliationStart);
  await seedDemoBrandSuppliers(tx, { clock: demoClock, mail: options.mail }, actors, DEMO_FARM_GROUP_NAME);
  if (!day) return;
  const administrator = await demoActor(tx, DEMO_ADMINISTRATOR);
  await new DemoSeason({ db: tx, storage: options.storage, clock: demoClock, day }, actors, administrator).run();
}

/** The harvest seasons of the roles the ginner buys raw material from (the Farm role's, 1 April for 9 months). */
async function extractorSeasons(tx: Database, actors: DemoActors): Promise<TWindowRule[]> {
  const ginner = await loadFacilityForActivities(tx, actors.ginner.principal.facilityId as string);
  if (!ginner) throw new Error('The demo ginner has no facility');
  return ginner.extractorSuppliers.map((role) => role.season);
}
