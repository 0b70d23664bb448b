import { type TImprovementPlanDetail, ZImprovementPlanInput } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { type Clock, ManualClock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import type { MailSettings } from '../lib/mail/mail-settings.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { ImprovementPlansService, sweepImprovementPlans } from '../modules/improvement-plans/index.ts';
import { findTaxonomy } from '../modules/indicators/index.ts';
import { configureNotificationMail } from '../modules/notifications/index.ts';
import { demoActor, type DemoActor } from './demo-actors.ts';
import { DEMO_PRODUCERS } from './demo-producers.ts';

const DEMO_PLANS_KEY = 'demo_improvement_plans_version';
const DEMO_PLANS_VERSION = '1';
const DAY_MS = 24 * 60 * 60 * 1000;
const SUB_INDICATOR = 2;
/** The demo brand works from Paris: its plans fall due by the Paris calendar. */
const BRAND_TIME_ZONE = 'Europe/Paris';

/**
 * The demo brand's improvement plans in each state (issue 22: demo data), made as people make them on their
 * screens: a New plan for the mill, one the ginner has started and commented on, one the garment maker marked
 * done (Under review), one the brand accepted with Medium for the spinner, and one the ginner let run late,
 * with an extension request waiting for the brand. The garment maker keeps its Extreme risk: an accepted plan
 * weighs heavily under the pilot's weights, and the demo must still show a supplier at risk. Nothing is written without the indicator list or the brand's
 * suppliers, and only once per data folder.
 */
export async function loadDemoImprovementPlans(
  db: Database,
  options: { storage: FileStorage; clock: Clock; mail: MailSettings },
): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_PLANS_KEY));
  if (done) return;
  configureNotificationMail(options.mail);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await assignDemoPlans(tx, options.storage, options.clock);
    await tx.insert(appMeta).values({ key: DEMO_PLANS_KEY, value: DEMO_PLANS_VERSION });
  });
}

async function assignDemoPlans(tx: Database, storage: FileStorage, clock: Clock): Promise<void> {
  // Issues after the four the demo reports name, so the demo's reports and plans tell different stories.
  const issues = (await findTaxonomy(tx)).filter((row) => row.type === SUB_INDICATOR).slice(4, 9);
  if (issues.length < 5) return;
  const [late, started, reviewed, fresh, accepted] = issues.map((row) => row.id) as [string, string, string, string, string];

  const brand = await demoActor(tx, 'brand@demo.opentrace.local');
  const producers = {
    ginner: await demoActor(tx, DEMO_PRODUCERS.ginner.email),
    spinner: await demoActor(tx, DEMO_PRODUCERS.spinner.email),
    mill: await demoActor(tx, DEMO_PRODUCERS.mill.email),
    assembly: await demoActor(tx, DEMO_PRODUCERS.assembly.email),
  };
  const facilityOf = (actor: DemoActor) => actor.principal.facilityId as string;

  // The late plan is assigned six weeks ago, due two weeks ago: the seed's own clock stands then.
  const then = new ManualClock(new Date(clock.now().getTime() - 42 * DAY_MS));
  const past = new ImprovementPlansService(tx, then, storage);
  const plans = new ImprovementPlansService(tx, clock, storage);
  const day = (at: Clock, days: number) => new Date(at.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);
  const assign = (service: ImprovementPlansService, supplier: DemoActor, subIndicatorId: string, fields: Record<string, unknown>) =>
    service.assign(
      brand.principal,
      facilityOf(supplier),
      ZImprovementPlanInput.parse({ subIndicatorId, verificationMethod: 'DESKTOP_REVIEW', timeZone: BRAND_TIME_ZONE, ...fields }),
      brand.context,
    );
  const open = (supplier: DemoActor, plan: TImprovementPlanDetail) => plans.open(supplier.principal, plan.id, supplier.context);

  const overdue = await assign(past, producers.ginner, late, {
    action: 'Return the identity documents held by the labour contractor to every seasonal worker',
    rootCause: 'The contractor keeps documents as a guarantee that workers finish the season',
    correctiveAction: 'Collect the documents from the contractor and hand them back against a signature',
    targetDate: day(then, 28),
    verificationMethod: 'FOLLOW_UP_VISIT',
  });
  await past.open(producers.ginner.principal, overdue.id, producers.ginner.context);
  await sweepImprovementPlans(tx, clock.now());
  await plans.requestExtension(
    producers.ginner.principal,
    overdue.id,
    { period: '2W', reason: 'The contractor returns from Karachi next week with the last documents' },
    producers.ginner.context,
  );

  const inProgress = await assign(plans, producers.ginner, started, {
    action: 'Pay overtime at the legal rate for the 2026 ginning season',
    rootCause: 'Overtime was paid at the normal hourly rate',
    correctiveAction: 'Recalculate and pay the difference to every worker',
    preventiveAction: 'Payroll software computes overtime from the time register',
    targetDate: day(clock, 30),
  });
  await open(producers.ginner, inProgress);
  await plans.comment(
    producers.ginner.principal,
    inProgress.id,
    { text: 'Payroll recalculated for May and June; payments go out with the July wages.', files: [] },
    producers.ginner.context,
  );

  const underReview = await assign(plans, producers.assembly, reviewed, {
    action: 'Give every night-shift worker one rest day in seven',
    targetDate: day(clock, 14),
  });
  await open(producers.assembly, underReview);
  await plans.comment(
    producers.assembly.principal,
    underReview.id,
    { text: 'New shift roster from 1 June: rest day on Fridays for both night crews.', files: [] },
    producers.assembly.context,
  );
  await plans.transition(producers.assembly.principal, underReview.id, { action: 'SUBMIT' }, producers.assembly.context);

  await assign(plans, producers.mill, fresh, {
    action: 'Publish a grievance channel in Urdu and Punjabi on the factory floor',
    targetDate: day(clock, 45),
  });

  const resolved = await assign(plans, producers.spinner, accepted, {
    action: 'Install working fire exits on the second floor of the spinning hall',
    targetDate: day(clock, 7),
    verificationMethod: 'FOLLOW_UP_VISIT',
  });
  await open(producers.spinner, resolved);
  await plans.comment(
    producers.spinner.principal,
    resolved.id,
    { text: 'Two exits installed and signposted; fire drill held on 12 June.', files: [] },
    producers.spinner.context,
  );
  await plans.transition(producers.spinner.principal, resolved.id, { action: 'SUBMIT' }, producers.spinner.context);
  await plans.transition(brand.principal, resolved.id, { action: 'ACCEPT', level: 'MEDIUM' }, brand.context);
}
