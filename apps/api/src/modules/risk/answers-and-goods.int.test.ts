import { answersAlongRoute } from '../../seed/demo-self-assessment.ts';
import type { TFacilityRisk, TSelfAssessmentGroup } from '@opentrace/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countries,
  facilities,
  indicators,
  jobs,
  saqQuestionResponses,
  selfAssessmentAnswers,
  selfAssessments,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { configureCottonPilot } from '../../test/world/cotton-pilot-world.ts';
import { importGinnerQuestionnaire, seedCottonIndicators } from '../../test/world/questionnaires.ts';

/*
 * Risk from questionnaire answers and from the List of Goods on the cotton pilot: the demo ginner (Pakistan,
 * cotton) answers its questionnaire along the route, the super administrator loads the ILAB list, and the
 * engine's items are checked against the answers and listings read straight from the tables.
 */

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
let ginner: Record<string, string>;
let ginnerId: string;
let mappedListings: number;

const riskOf = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/facilities/${ginnerId}/risk${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TFacilityRisk;
};
const itemsOf = (risk: TFacilityRisk) =>
  risk.categories.flatMap((c) => c.indicators.flatMap((i) => i.subIndicators.flatMap((s) => s.items)));

beforeAll(async () => {
  t = await createTestApp();
  ({ superAdmin } = await configureCottonPilot(t));
  const db = t.database.db;
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  ginner = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  const [row] = await db
    .select({ facilityId: users.facilityId })
    .from(users)
    .where(and(eq(users.email, 'ginner@demo.opentrace.local'), isNull(users.deletedAt)));
  ginnerId = row!.facilityId!;
  const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  // The ginner's own profile would say Pakistan; the demo leaves it unset on an unconfigured start.
  await db.update(facilities).set({ countryId: pakistan!.id }).where(eq(facilities.id, ginnerId));

  await seedCottonIndicators(db);
  await importGinnerQuestionnaire(t, superAdmin);
  const ilab = await t.app.inject({ method: 'POST', url: '/api/product-risk-listings/ilab', headers: superAdmin });
  expect(ilab.statusCode, ilab.body).toBe(200);
  mappedListings = (ilab.json() as { mappedToSubIndicators: number }).mappedToSubIndicators;
  await t.app.jobs.drain();
}, 180_000);
afterAll(async () => t?.close());

describe('questionnaire answers', () => {
  it('queue the facility’s recalculation with each submission', async () => {
    const saq = (await t.app.inject({ method: 'GET', url: '/api/self-assessments/me', headers: ginner })).json() as {
      groups: TSelfAssessmentGroup[];
    };
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/self-assessments/answers',
      headers: ginner,
      payload: { answers: answersAlongRoute(saq.groups) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const queued = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, `risk:${ginnerId}`), eq(jobs.status, 'pending')));
    expect(queued).toEqual([{ kind: 'risk.facility-changed' }]);
    await t.app.jobs.drain();
  });

  it('become one item per chosen option that carries a risk, scored as its level × the sub-indicator’s severity ("No weight" as 1)', async () => {
    const chosen = await t.database.db
      .select({ riskLevel: saqQuestionResponses.riskLevel, severity: indicators.riskSeverity, option: saqQuestionResponses.option })
      .from(selfAssessmentAnswers)
      .innerJoin(selfAssessments, eq(selfAssessments.id, selfAssessmentAnswers.selfAssessmentId))
      .innerJoin(saqQuestionResponses, eq(saqQuestionResponses.id, selfAssessmentAnswers.responseId))
      .innerJoin(indicators, eq(indicators.id, saqQuestionResponses.subIndicatorId))
      .where(and(eq(selfAssessments.facilityId, ginnerId), isNotNull(saqQuestionResponses.riskLevel), isNull(indicators.deletedAt)));
    expect(chosen.length).toBeGreaterThan(0);
    const saqItems = itemsOf(await riskOf('?sources=SAQ'));
    expect(saqItems.map((item) => item.score).sort((a, b) => a - b)).toEqual(
      chosen.map((row) => Math.max(1, row.riskLevel!) * row.severity!).sort((a, b) => a - b),
    );
    expect(saqItems.every((item) => item.sourceLabel === 'Self-assessment' && item.reference.kind === 'answer' && item.note)).toBe(true);
  });
});

describe('the List of Goods', () => {
  it('gives an item for each listing of the facility’s country and goods that names a sub-indicator of the list', async () => {
    expect(mappedListings).toBeGreaterThan(0);
    // ILAB lists Pakistan's cotton once, for forced labour; the pilot's list weighs that sub-indicator 5: 3 × 5.
    expect(
      itemsOf(await riskOf('?sources=PRODUCT_LISTING')).map((item) => [
        item.note,
        item.severity,
        item.subIndicatorWeight,
        item.score,
        item.sourceLabel,
      ]),
    ).toEqual([['Cotton', 3, 5, 15, 'List of Goods']]);
  });

  it('weighs each source as the pilot configured it under weighted average', async () => {
    const risk = await riskOf();
    expect(risk.method?.methodology).toBe('WEIGHTED_AVERAGE');
    const items = [...risk.country, ...itemsOf(risk)];
    const weightOf = new Map(risk.method!.weights.map((weight) => [weight.source, weight.weight]));
    expect(items.filter((item) => item.source === 'SAQ').every((item) => item.weight === weightOf.get('SAQ'))).toBe(true);
    const expected = items.reduce((sum, item) => sum + item.score * item.weight, 0) / items.reduce((sum, item) => sum + item.weight, 0);
    expect(risk.score).toBe(Math.round(expected * 100) / 100);
  });
});
