import {
  ZCloseReportInput,
  ZGrievanceReportInput,
  ZProactiveReportInput,
  ZReportResponseInput,
  type TLaborRiskInput,
} from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import type { MailSettings } from '../lib/mail/mail-settings.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { FilesService } from '../modules/files/index.ts';
import { IncidentsService } from '../modules/incidents/index.ts';
import { findTaxonomy } from '../modules/indicators/index.ts';
import { configureNotificationMail } from '../modules/notifications/index.ts';
import { demoActor } from './demo-actors.ts';
import { DEMO_PRODUCERS } from './demo-producers.ts';

const DEMO_INCIDENTS_KEY = 'demo_incidents_version';
const DEMO_INCIDENTS_VERSION = '1';
const DAY_MS = 24 * 60 * 60 * 1000;
const INDICATOR = 1;
const SUB_INDICATOR = 2;

/**
 * A few incident reports in every state for the demo producers (issue 20: demo data), made as the people
 * make them on their screens: the administrator logs hotline calls and assigns them, the auditor opens one
 * (VIEWED) and answers another (RESPONSE SENT), the hotline operator records a proactive scan, and the
 * administrator closes a case without follow-up as unfounded. It writes nothing when the indicator list or
 * the demo producers are not there, and only once per data folder.
 */
export async function loadDemoIncidents(db: Database, options: { storage: FileStorage; clock: Clock; mail: MailSettings }): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_INCIDENTS_KEY));
  if (done) return;
  configureNotificationMail(options.mail);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await logDemoReports(tx, options.storage, options.clock);
    await tx.insert(appMeta).values({ key: DEMO_INCIDENTS_KEY, value: DEMO_INCIDENTS_VERSION });
  });
}

async function logDemoReports(tx: Database, storage: FileStorage, clock: Clock): Promise<void> {
  const taxonomy = await findTaxonomy(tx);
  const indicatorIds = new Set(taxonomy.filter((row) => row.type === INDICATOR).map((row) => row.id));
  const pairs: Omit<TLaborRiskInput, 'severity'>[] = taxonomy
    .filter((row) => row.type === SUB_INDICATOR && row.parentId !== null && indicatorIds.has(row.parentId))
    .slice(0, 4)
    .map((row) => ({ indicatorId: row.parentId as string, subIndicatorId: row.id }));
  if (pairs.length < 4) return;
  const [wages, hours, children, deposits] = pairs as [
    Omit<TLaborRiskInput, 'severity'>,
    Omit<TLaborRiskInput, 'severity'>,
    Omit<TLaborRiskInput, 'severity'>,
    Omit<TLaborRiskInput, 'severity'>,
  ];

  const admin = await demoActor(tx, 'admin@demo.opentrace.local');
  const auditor = await demoActor(tx, 'auditor@demo.opentrace.local');
  const hotline = await demoActor(tx, 'hotline@demo.opentrace.local');
  const apiUser = await demoActor(tx, 'api@demo.opentrace.local');
  const ginner = (await demoActor(tx, DEMO_PRODUCERS.ginner.email)).principal.facilityId;
  const spinner = (await demoActor(tx, DEMO_PRODUCERS.spinner.email)).principal.facilityId;
  const mill = (await demoActor(tx, DEMO_PRODUCERS.mill.email)).principal.facilityId;
  if (!ginner || !spinner || !mill) return;

  const incidents = new IncidentsService(tx, clock, new FilesService(tx, storage), storage);
  const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS).toISOString();
  const hotlineCall = (fields: Record<string, unknown>) =>
    incidents.createHotline(admin.principal, ZGrievanceReportInput.parse(fields), admin.context);

  await hotlineCall({
    facilityId: ginner,
    location: 'Multan Ginning Factory, main gate',
    recordedAt: daysAgo(2),
    priority: 2,
    laborRisks: [{ ...wages, severity: 3 }],
    message: 'A caller says seasonal workers have not been paid for the last two months.',
    assigneeId: auditor.principal.userId,
    reason: 'HIGH_RISK_PROFILE',
    retaliationRisk: true,
    reporterName: 'Caller asked to stay unnamed',
  });

  const viewed = await hotlineCall({
    facilityId: spinner,
    location: 'Faisalabad Spinning Mills, hostel',
    recordedAt: daysAgo(6),
    priority: 3,
    laborRisks: [{ ...hours, severity: 2 }],
    message: 'Night shift reportedly runs fourteen hours without a rest day.',
    assigneeId: auditor.principal.userId,
    reason: 'MEDIUM_RISK_PROFILE',
  });
  await incidents.detail(auditor.principal, viewed.id, auditor.context);

  const answered = await hotlineCall({
    facilityId: mill,
    location: 'Lahore Fabric Mill, dyeing unit',
    recordedAt: daysAgo(12),
    priority: 2,
    laborRisks: [{ ...children, severity: 3 }],
    message: 'A neighbour reports children carrying dye drums after school hours.',
    assigneeId: auditor.principal.userId,
    reason: 'ANNUAL',
  });
  await incidents.detail(auditor.principal, answered.id, auditor.context);
  await incidents.respond(
    auditor.principal,
    answered.id,
    ZReportResponseInput.parse({
      recordedAt: daysAgo(9),
      priority: 1,
      laborRisks: [{ ...children, severity: 2 }],
      message: 'Site visit: two minors found in the dyeing unit; the mill agreed to a remediation plan.',
      auditReportNumber: 'FLA-2026-031',
    }),
    auditor.context,
  );

  await incidents.createProactive(
    hotline.principal,
    ZProactiveReportInput.parse({
      facilityId: ginner,
      location: 'Multan Ginning Factory, bale yard',
      recordedAt: daysAgo(4),
      priority: 4,
      laborRisks: [{ ...deposits, severity: 1 }],
      message: 'Workers mention a recruitment deposit deducted from their first wage.',
    }),
    hotline.context,
  );

  await hotlineCall({
    facilityId: mill,
    location: 'Lahore Fabric Mill',
    recordedAt: daysAgo(3),
    priority: 5,
    laborRisks: [{ ...hours, severity: 1 }],
    message: 'A caller asks whether overtime is voluntary at the mill.',
    assigneeId: apiUser.principal.userId,
    reason: 'OTHER',
  });

  const closed = await hotlineCall({
    facilityId: spinner,
    location: 'Faisalabad Spinning Mills',
    recordedAt: daysAgo(20),
    priority: 4,
    laborRisks: [{ ...wages, severity: 1 }],
    message: 'An anonymous message about late wages in one department.',
    isNoFollowUp: true,
    reason: null,
  });
  await incidents.close(
    admin.principal,
    closed.id,
    ZCloseReportInput.parse({ outcome: 'UNFOUNDED', reasons: 'Payroll records for the period show every wage paid on time.' }),
    admin.context,
  );
}
