import {
  DNA_RISK_SUB_INDICATOR,
  type TProductDefinition,
  type TRiskItem,
  type TRiskSettings,
  withoutItemsBeforeAcceptedPlans,
} from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { readBusinessDetails } from '../configuration/index.ts';
import { findDnaRiskSources } from '../dna-tests/index.ts';
import { findAcceptedPlans } from '../improvement-plans/index.ts';
import { findReportRiskSources, findResponseRiskSources } from '../incidents/index.ts';
import { findCountryRiskInputs, findListingRiskInputs, findTaxonomy } from '../indicators/index.ts';
import { findDefinitions } from '../product-definitions/index.ts';
import type { RiskSubjectRow } from '../profiles/index.ts';
import { findRoleRowsByIds } from '../roles/index.ts';
import { findAnswerRisks } from '../self-assessments/index.ts';
import { findLines } from '../supply-chain/index.ts';
import { answerItems, countryItem, dnaItems, listingItems, planItems, reportItems, type TaxonomyIndex } from './risk-items.rules.ts';

/** What every recalculation of a run shares: read once per batch, not once per facility. */
export interface RiskReference {
  settings: TRiskSettings;
  taxonomy: TaxonomyIndex;
  /** "Failed DNA Test" under "Product Testing", where DNA tests count; null when the list has no such sub-indicator. */
  dnaSubIndicatorId: string | null;
  /** The goods a facility is taken to make, by role, when its profile chooses none. */
  goodsOf(subject: RiskSubjectRow): string[];
}

export async function readRiskReference(db: Executor): Promise<RiskReference> {
  const [details, taxonomyRows, lines, definitions] = await Promise.all([
    readBusinessDetails(db),
    findTaxonomy(db),
    findLines(db),
    findDefinitions(db),
  ]);
  const indicators = new Map(taxonomyRows.filter((row) => row.type === INDICATOR_TYPE.INDICATOR).map((row) => [row.id, row]));
  const taxonomy = new Map(
    taxonomyRows.flatMap((row) => {
      const indicator = row.type === INDICATOR_TYPE.SUB_INDICATOR && row.parentId ? indicators.get(row.parentId) : undefined;
      if (!indicator?.categoryId) return [];
      return [[row.id, { categoryId: indicator.categoryId, indicatorId: indicator.id, severity: row.riskSeverity ?? 1 }] as const];
    }),
  );
  const goodsByDefinition = new Map<string, TProductDefinition['goods']>(
    definitions.map((definition) => [definition.id, definition.goods]),
  );
  const outputsByRole = new Map<string, string[]>();
  for (const line of lines) outputsByRole.set(line.roleId, [...(outputsByRole.get(line.roleId) ?? []), ...line.outputProductDefinitionIds]);
  return {
    settings: { methodology: details.riskMethodology, weights: details.riskWeights },
    taxonomy,
    dnaSubIndicatorId: findDnaSubIndicator(taxonomyRows),
    // DOMAIN.md §6.5: extractors use their outputs' goods; others choose among them in their profile.
    goodsOf(subject) {
      const ids =
        subject.goodsProductDefinitionIds.length > 0 ? subject.goodsProductDefinitionIds : (outputsByRole.get(subject.roleId) ?? []);
      return [...new Set(ids.flatMap((id) => goodsByDefinition.get(id) ?? []))];
    },
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/** The sub-indicator named for failed DNA tests, under an indicator or category named for product testing. */
function findDnaSubIndicator(
  rows: readonly { id: string; type: number; name: string; parentId: string | null; categoryId: string | null }[],
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const match = rows.find((row) => {
    if (row.type !== INDICATOR_TYPE.SUB_INDICATOR || !sameName(row.name, DNA_RISK_SUB_INDICATOR.subIndicator)) return false;
    const indicator = row.parentId ? byId.get(row.parentId) : undefined;
    const category = indicator?.categoryId ? byId.get(indicator.categoryId) : undefined;
    return [indicator, category].some((parent) => parent && sameName(parent.name, DNA_RISK_SUB_INDICATOR.parent));
  });
  return match?.id ?? null;
}

/** Items recorded on a facility by people: answers and reports (not its country or goods, which are the facility's own). */
const RECORDED = new Set<TRiskItem['source']>(['SAQ', 'HOTLINE', 'REPORT', 'CAP', 'DNA']);
const REPORTED = new Set<TRiskItem['source']>(['HOTLINE', 'REPORT']);

/** A live farm of one of the subjects (the subjects' farm groups' farms). */
export interface LiveFarm {
  id: string;
  farmGroupId: string;
}

/**
 * Every risk item of each subject (DOMAIN.md §6.5): its answers and reports, its country and List of Goods rows,
 * and for farm groups (DOMAIN.md §6.5 "Farm groups") their farms' recorded items, for farms their group's reports.
 */
export async function collectRiskItems(
  db: Executor,
  subjects: readonly RiskSubjectRow[],
  reference: RiskReference,
  farms: readonly LiveFarm[],
): Promise<Map<string, TRiskItem[]>> {
  const subjectIds = subjects.map((subject) => subject.id);
  const groupIds = [...new Set(subjects.flatMap((subject) => (subject.farmGroupId ? [subject.farmGroupId] : [])))];
  const recordedOn = [...new Set([...subjectIds, ...farms.map((farm) => farm.id), ...groupIds])];
  const countryIds = [...new Set(subjects.flatMap((subject) => (subject.countryId ? [subject.countryId] : [])))];

  const [answers, reports, countries, listings, plans, dnaTests] = await Promise.all([
    findAnswerRisks(db, recordedOn),
    findReportRiskSources(db, recordedOn),
    findCountryRiskInputs(db, countryIds),
    findListingRiskInputs(db, countryIds),
    findAcceptedPlans(db, recordedOn),
    reference.dnaSubIndicatorId ? findDnaRiskSources(db, recordedOn) : Promise.resolve([]),
  ]);
  const [responses, reporterRoles] = await Promise.all([
    findResponseRiskSources(db, [...new Set(reports.map((row) => row.reportId))]),
    findRoleRowsByIds(db, [...new Set(reports.flatMap((row) => (row.reporterRoleId ? [row.reporterRoleId] : [])))]),
  ]);
  const roles = new Map(reporterRoles.map((role) => [role.id, role.type]));

  const recorded = new Map<string, TRiskItem[]>();
  for (const item of [
    ...answerItems(answers, reference.taxonomy),
    ...reportItems(reports, responses, reference.taxonomy, (id) => roles.get(id)),
    ...planItems(plans, reference.taxonomy),
    ...dnaItems(dnaTests, reference.dnaSubIndicatorId, reference.taxonomy),
  ]) {
    // Appended in place: copying the list for each item made a facility with hundreds of items quadratic.
    const list = recorded.get(item.facilityId);
    if (list) list.push(item);
    else recorded.set(item.facilityId, [item]);
  }
  const farmsOf = new Map<string, string[]>();
  for (const farm of farms) {
    const list = farmsOf.get(farm.farmGroupId);
    if (list) list.push(farm.id);
    else farmsOf.set(farm.farmGroupId, [farm.id]);
  }
  const countryById = new Map(countries.map((country) => [country.countryId, country]));

  return new Map(
    subjects.map((subject) => {
      const country = subject.countryId ? countryById.get(subject.countryId) : undefined;
      const fromFarms = (farmsOf.get(subject.id) ?? []).flatMap((farmId) =>
        (recorded.get(farmId) ?? []).filter((item) => RECORDED.has(item.source)),
      );
      const fromGroup = subject.farmGroupId ? (recorded.get(subject.farmGroupId) ?? []).filter((item) => REPORTED.has(item.source)) : [];
      const items = [
        ...(recorded.get(subject.id) ?? []),
        ...fromFarms,
        ...fromGroup,
        ...listingItems(
          subject.id,
          reference.goodsOf(subject),
          listings.filter((listing) => listing.countryId === subject.countryId),
          reference.taxonomy,
        ),
        ...(country ? [countryItem(subject.id, country)] : []),
      ];
      return [subject.id, withoutItemsBeforeAcceptedPlans(items)];
    }),
  );
}
