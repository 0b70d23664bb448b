import {
  nameIn,
  roleAttributeValueProblem,
  type TAnsweredIdentityAttribute,
  type TFieldError,
  type TLanguage,
  type TProfileAttributeAnswer,
  ZProfileAttachments,
  ZProfilePlace,
} from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { findFacilityBlobNames, findLocationRows, type RoleAttributeRow } from './facility-profile.repository.ts';
import { locationProblems, type TLocationIds, type TLocationLevel } from './location-rules.ts';

/** An attribute of the role with what the facility answered, stored or just sent. */
interface Answered {
  attribute: RoleAttributeRow;
  value: string | null;
  /** Where the answer sits in the request; undefined when it comes from what is stored. */
  index?: number;
}

export interface CheckedAnswers {
  /** Every attribute of the role with its answer after this save, for deriving the facility's identity. */
  answered: TAnsweredIdentityAttribute[];
  /** The answers to write, with the display label of ids (location names, in English). */
  writes: { attributeId: string; value: string | null; label: string | null }[];
}

const LOCATION_LEVEL_CATEGORIES = { country: 'COUNTRY', province: 'PROVINCE', district: 'DISTRICT' } as const;

export function attributeNameIn(attribute: RoleAttributeRow, language: TLanguage): string {
  return nameIn({ ...attribute.nameTranslations, en: attribute.name }, language);
}

const parseJson = (text: string): unknown => JSON.parse(text);

/**
 * The role-attribute rules of a profile save (DOMAIN.md §10.1): answers belong to the role and come
 * once each, every non-optional attribute has an answer, each answer has its category's shape,
 * locations exist with the right parent within their identifier system, and attachments are the
 * facility's own uploads. Problems are field errors at `roleAttributes.{index}.…`, or at
 * `roleAttributes` for a required attribute the request left out. Unique IDs are checked apart,
 * inside the saving transaction (unique-ids.ts).
 */
export async function checkAttributeAnswers(
  tx: Executor,
  facilityId: string,
  stored: readonly { attribute: RoleAttributeRow; value: string | null }[],
  answers: readonly TProfileAttributeAnswer[],
  context: Pick<RequestContext, 'language' | 't'>,
): Promise<{ problems: TFieldError[]; checked: CheckedAnswers }> {
  const problems: TFieldError[] = [];
  const byId = new Map(stored.map((row) => [row.attribute.id, { ...row } as Answered]));
  const seen = new Set<string>();
  answers.forEach((answer, index) => {
    const entry = byId.get(answer.attributeId);
    if (!entry) {
      problems.push({ path: `roleAttributes.${index}.attributeId`, message: context.t('profile.attributeNotOfRole') });
    } else if (seen.has(answer.attributeId)) {
      problems.push({ path: `roleAttributes.${index}.attributeId`, message: context.t('profile.attributeRepeated') });
    } else {
      const value = answer.value?.trim() ?? '';
      entry.value = value === '' ? null : value;
      entry.index = index;
    }
    seen.add(answer.attributeId);
  });
  const entries = [...byId.values()];
  const nameOf = (entry: Answered) => attributeNameIn(entry.attribute, context.language);
  const pathOf = (entry: Answered, field = 'value') =>
    entry.index === undefined ? 'roleAttributes' : `roleAttributes.${entry.index}.${field}`;
  const report = (entry: Answered, message: string) => problems.push({ path: pathOf(entry), message });

  const wellFormed: Answered[] = [];
  for (const entry of entries) {
    if (entry.value === null) {
      if (!entry.attribute.isOptional) report(entry, context.t('profile.attributeRequired', { name: nameOf(entry) }));
      continue;
    }
    const problem = entry.index === undefined ? null : roleAttributeValueProblem({ ...entry.attribute, name: nameOf(entry) }, entry.value);
    if (problem) report(entry, context.t(problem.key, problem.params));
    else wellFormed.push(entry);
  }

  await checkLocations(tx, wellFormed, context, report, nameOf);
  await checkAttachments(tx, facilityId, wellFormed, context, report, nameOf);

  const labels = await locationLabels(tx, wellFormed);
  return {
    problems,
    checked: {
      answered: entries.map((entry) => ({
        identifierSystem: entry.attribute.identifierSystem,
        name: entry.attribute.name,
        category: entry.attribute.category,
        value: entry.value,
      })),
      writes: entries
        .filter((entry) => entry.index !== undefined)
        .map((entry) => ({
          attributeId: entry.attribute.id,
          value: entry.value,
          label: entry.value === null ? null : (labels.get(entry.value) ?? null),
        })),
    },
  };
}

type Report = (entry: Answered, message: string) => void;

function onlyLevel(level: TLocationLevel, id: string | null): TLocationIds {
  return {
    countryId: level === 'country' ? id : null,
    provinceId: level === 'province' ? id : null,
    districtId: level === 'district' ? id : null,
  };
}

/**
 * Within each identifier system the first country, province and district attributes form one chain
 * (Open Supply Hub's Country → Province/State → District); a single COUNTRY_PROVINCE_DISTRICT answer
 * is a chain of its own. Chains are checked only where the request changed one of their answers.
 */
async function checkLocations(
  tx: Executor,
  entries: readonly Answered[],
  context: Pick<RequestContext, 't'>,
  report: Report,
  nameOf: (entry: Answered) => string,
): Promise<void> {
  const systems = [...new Set(entries.map((entry) => entry.attribute.identifierSystem))];
  for (const system of systems) {
    const inSystem = entries.filter((entry) => entry.attribute.identifierSystem === system);
    const levels = Object.fromEntries(
      Object.entries(LOCATION_LEVEL_CATEGORIES).map(([level, category]) => [
        level,
        inSystem.find((entry) => entry.attribute.category === category),
      ]),
    ) as Record<TLocationLevel, Answered | undefined>;
    const chained = Object.values(levels).filter((entry) => entry !== undefined);
    // Further location attributes of a system (a role's own extras) must at least exist.
    const loose = inSystem.filter(
      (entry) => Object.values(LOCATION_LEVEL_CATEGORIES).some((c) => c === entry.attribute.category) && !chained.includes(entry),
    );
    if (chained.some((entry) => entry.index !== undefined)) {
      const ids: TLocationIds = {
        countryId: levels.country?.value ?? null,
        provinceId: levels.province?.value ?? null,
        districtId: levels.district?.value ?? null,
      };
      const found = await locationProblems(tx, ids, { mode: 'answers' });
      for (const [level, key] of Object.entries(found) as [TLocationLevel, NonNullable<(typeof found)[TLocationLevel]>][]) {
        const entry = levels[level];
        if (entry) report(entry, `${nameOf(entry)}: ${context.t(key)}`);
      }
    }
    for (const entry of loose.filter((e) => e.index !== undefined)) {
      const level = (Object.keys(LOCATION_LEVEL_CATEGORIES) as TLocationLevel[]).find(
        (l) => LOCATION_LEVEL_CATEGORIES[l] === entry.attribute.category,
      );
      if (!level) continue;
      const key = (await locationProblems(tx, onlyLevel(level, entry.value), { mode: 'answers' }))[level];
      if (key) report(entry, `${nameOf(entry)}: ${context.t(key)}`);
    }
  }
  for (const entry of entries.filter((e) => e.attribute.category === 'COUNTRY_PROVINCE_DISTRICT' && e.index !== undefined)) {
    const place = ZProfilePlace.parse(parseJson(entry.value ?? ''));
    const found = await locationProblems(tx, place, { mode: 'answers' });
    const key = found.country ?? found.province ?? found.district;
    if (key) report(entry, `${nameOf(entry)}: ${context.t(key)}`);
  }
}

/** Attachments must be files that a user of this facility uploaded, so nobody links another's files. */
async function checkAttachments(
  tx: Executor,
  facilityId: string,
  entries: readonly Answered[],
  context: Pick<RequestContext, 't'>,
  report: Report,
  nameOf: (entry: Answered) => string,
): Promise<void> {
  for (const entry of entries.filter((e) => e.attribute.category === 'ATTACHMENTS' && e.index !== undefined)) {
    const attached = ZProfileAttachments.parse(parseJson(entry.value ?? '')).map((file) => file.blobName);
    const own = await findFacilityBlobNames(tx, facilityId, attached);
    if (attached.some((blobName) => !own.has(blobName))) report(entry, context.t('profile.attachmentNotYours', { name: nameOf(entry) }));
  }
}

/** English names of the location ids answered, kept beside the ids as their display label. */
async function locationLabels(tx: Executor, entries: readonly Answered[]): Promise<Map<string, string>> {
  const idsOf = (category: string) =>
    entries.filter((e) => e.attribute.category === category && e.value !== null).map((e) => e.value as string);
  const rows = await findLocationRows(tx, { countryIds: idsOf('COUNTRY'), provinceIds: idsOf('PROVINCE'), districtIds: idsOf('DISTRICT') });
  return new Map([...rows.countries.values(), ...rows.provinces.values(), ...rows.districts.values()].map((row) => [row.id, row.name]));
}
