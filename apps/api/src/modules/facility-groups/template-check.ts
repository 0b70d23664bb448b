import {
  FACILITY_GROUP_CODE_MAX,
  FACILITY_GROUP_CODE_MIN,
  FACILITY_GROUP_MAX_FARMS,
  FARM_CODE_LENGTH,
  routeAnswers,
  routingGroupsOf,
  type TAnswerValue,
  type TFacilityGroupImportPlan,
  type TMessageKey,
  type TMessageParams,
} from '@opentrace/domain';
import type { SheetRows } from '../../lib/xlsx-sheets.ts';
import { questionnaireForReader, type StoredGroup } from '../self-assessments/index.ts';
import { answerFromCell, type HeaderCell, mapQuestionColumns } from './answer-matching.ts';
import {
  ANSWER_SHEET_GROUP,
  COMMUNITY_ANSWER_ROW,
  defaultGroupName,
  FARM_COLUMNS,
  FARM_FIELDS,
  FARM_REFERENCE_COLUMN,
  farmFieldOf,
  GROUP_REFERENCE_LABEL,
  GROUP_REFERENCE_SHEET,
  HEADER_ROW,
  headerKey,
  SITE_FIELDS,
  SITE_LABELS,
  TEMPLATE_SHEETS,
  type TFarmField,
  type TSiteField,
} from './template-format.ts';
import type { TemplateWorkbook } from './template-reader.ts';

export interface TemplateMessage {
  key: TMessageKey;
  params?: TMessageParams;
}

export interface TemplateProblem {
  sheet: string;
  /** The spreadsheet row the problem is on. */
  row: number;
  message: TemplateMessage;
}

export interface PlaceLookup {
  /** Ids of the country, province and district with these names (any language), null if none. */
  country(name: string): Promise<string | null>;
  province(countryId: string, name: string): Promise<string | null>;
  district(provinceId: string, name: string): Promise<string | null>;
  /** The fixed Other entries, for the parts under an Other country or province. */
  other: { country: string; province: string; district: string };
}

export interface CheckContext {
  /** The role's own template: the upload must keep its sheets and columns. */
  roleTemplate: TemplateWorkbook;
  questionnaire: StoredGroup[];
  /** Farm certifications (and "No Certification"): code and every name. */
  certifications: { code: string; names: string[]; isNone: boolean }[];
  places: PlaceLookup;
  /** Live groups by code, to keep codes unique. */
  groupIdsByCode: ReadonlyMap<string, string>;
  /** An update names the group and its live farms; a new group has none. */
  group: { id: string; farms: { id: string; code: string }[] } | null;
}

export interface CheckedGroup {
  code: string;
  /** As the file names it, or after its code when the file leaves it empty. */
  name: string;
  countryId: string;
  provinceId: string;
  districtId: string;
}

export interface CheckedFarm {
  row: number;
  /** The farm the row updates; null for a new farm. */
  existingId: string | null;
  values: Record<Exclude<TFarmField, 'certification' | 'certificationExpiresOn'>, string | null> & {
    certification: string | null;
    certificationExpiresOn: string | null;
  };
  /** The farm's answers with the group's community answers: what its self-assessment stores. */
  answers: Map<string, TAnswerValue[]>;
  completesQuestionnaire: boolean;
}

export interface CheckedTemplate {
  problems: TemplateProblem[];
  totalItems: number;
  failedItems: number;
  group: CheckedGroup | null;
  farms: CheckedFarm[];
  removedFarmIds: string[];
  plan: TFacilityGroupImportPlan | null;
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[\s'-][\p{L}\p{M}]+)*$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEXT_MAX = 255;
const UNKNOWN_PLACE = {
  country: 'facilityGroups.countryUnknown',
  province: 'facilityGroups.provinceUnknown',
  district: 'facilityGroups.districtUnknown',
} as const satisfies Record<string, TMessageKey>;
const PHONE_MAX = 50;

/** dd/mm/yyyy → YYYY-MM-DD, or null for a date that does not exist. */
export function isoDateOf(text: string): string | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const findSheet = (workbook: TemplateWorkbook, name: string) => workbook.find((sheet) => headerKey(sheet.name) === headerKey(name));
const headerOf = (sheet: SheetRows | undefined): HeaderCell[] =>
  (sheet?.rows.find((row) => row.rowNumber === HEADER_ROW)?.cells ?? []).flatMap((title, position) =>
    title === '' ? [] : [{ position, title }],
  );

/**
 * Where a workbook's Site definition keeps each value: the row of its label (column A), the value
 * in column B. Column D holds the template's instructions, never a value.
 */
function siteValues(sheet: SheetRows): Map<TSiteField, { row: number; value: string }> {
  const found = new Map<TSiteField, { row: number; value: string }>();
  for (const { rowNumber, cells } of sheet.rows) {
    const label = headerKey(cells[0] ?? '');
    const field = SITE_FIELDS.find((candidate) => SITE_LABELS[candidate].some((name) => headerKey(name) === label));
    if (field && !found.has(field)) found.set(field, { row: rowNumber, value: cells[1] ?? '' });
  }
  return found;
}

class ProblemList {
  readonly items: TemplateProblem[] = [];
  add(sheet: string, row: number, key: TMessageKey, params?: TMessageParams): void {
    this.items.push({ sheet, row, message: { key, params } });
  }
  rowsWithProblems(sheet: string): Set<number> {
    return new Set(this.items.filter((item) => item.sheet === sheet).map((item) => item.row));
  }
}

interface Layout {
  site: SheetRows;
  community: SheetRows;
  facility: SheetRows;
  communityColumns: Map<string, number>;
  facilityColumns: Map<string, number>;
  farmColumns: Map<TFarmField, number>;
  referenceColumn: number | null;
  groupReference: string | null;
}

/**
 * The structure: the three sheets, the Site definition rows, every column of the role's own
 * template, and a column for every question. A file that lost any of them is "altered", and its
 * rows are not read: every one of them would be suspect.
 */
function checkStructure(workbook: TemplateWorkbook, context: CheckContext, problems: ProblemList): Layout | null {
  const sheets = {
    site: findSheet(workbook, TEMPLATE_SHEETS.site),
    community: findSheet(workbook, TEMPLATE_SHEETS.community),
    facility: findSheet(workbook, TEMPLATE_SHEETS.facility),
  };
  for (const [key, sheet] of Object.entries(sheets)) {
    if (!sheet)
      problems.add(TEMPLATE_SHEETS[key as keyof typeof TEMPLATE_SHEETS], HEADER_ROW, 'facilityGroups.sheetMissing', {
        sheet: TEMPLATE_SHEETS[key as keyof typeof TEMPLATE_SHEETS],
      });
  }
  if (!sheets.site || !sheets.community || !sheets.facility) return null;

  const labels = siteValues(sheets.site);
  for (const field of SITE_FIELDS) {
    if (!labels.has(field))
      problems.add(TEMPLATE_SHEETS.site, HEADER_ROW, 'facilityGroups.labelMissing', { label: SITE_LABELS[field][0] as string });
  }

  const answerColumns = (sheetKey: 'community' | 'facility', sheet: SheetRows) => {
    const sheetName = TEMPLATE_SHEETS[sheetKey];
    const header = headerOf(sheet);
    const present = new Set(header.map((cell) => headerKey(cell.title)));
    for (const expected of headerOf(findSheet(context.roleTemplate, sheetName))) {
      if (!present.has(headerKey(expected.title)))
        problems.add(sheetName, HEADER_ROW, 'facilityGroups.columnMissing', { column: expected.title, sheet: sheetName });
    }
    const groupName = ANSWER_SHEET_GROUP[sheetKey];
    const group = context.questionnaire.find((candidate) => headerKey(candidate.name) === headerKey(groupName));
    const questionHeaders = header.filter(
      (cell) => farmFieldOf(cell.title) === null && headerKey(cell.title) !== headerKey(FARM_REFERENCE_COLUMN),
    );
    const { columns, missing } = mapQuestionColumns(questionHeaders, group?.questions ?? []);
    for (const question of missing) {
      problems.add(sheetName, HEADER_ROW, 'facilityGroups.questionColumnMissing', {
        index: question.index,
        group: groupName,
        title: question.title,
        sheet: sheetName,
      });
    }
    return { header, columns };
  };
  const community = answerColumns('community', sheets.community);
  const facility = answerColumns('facility', sheets.facility);

  const farmColumns = new Map<TFarmField, number>();
  for (const cell of facility.header) {
    const field = farmFieldOf(cell.title);
    if (field && !farmColumns.has(field)) farmColumns.set(field, cell.position);
  }
  const reported = new Set(problems.items.map((problem) => headerKey(String(problem.message.params?.column ?? ''))));
  for (const field of FARM_FIELDS) {
    if (FARM_COLUMNS[field].required && !farmColumns.has(field) && !reported.has(headerKey(FARM_COLUMNS[field].title))) {
      problems.add(TEMPLATE_SHEETS.facility, HEADER_ROW, 'facilityGroups.columnMissing', {
        column: FARM_COLUMNS[field].title,
        sheet: TEMPLATE_SHEETS.facility,
      });
    }
  }
  if (problems.items.length > 0) return null;

  const referenceSheet = findSheet(workbook, GROUP_REFERENCE_SHEET);
  const referenceRow = referenceSheet?.rows.find((row) => headerKey(row.cells[0] ?? '') === headerKey(GROUP_REFERENCE_LABEL));
  return {
    site: sheets.site,
    community: sheets.community,
    facility: sheets.facility,
    communityColumns: community.columns,
    facilityColumns: facility.columns,
    farmColumns,
    referenceColumn: facility.header.find((cell) => headerKey(cell.title) === headerKey(FARM_REFERENCE_COLUMN))?.position ?? null,
    groupReference: referenceRow?.cells[1] || null,
  };
}

async function checkSite(layout: Layout, context: CheckContext, problems: ProblemList): Promise<CheckedGroup | null> {
  const sheet = TEMPLATE_SHEETS.site;
  const values = siteValues(layout.site);
  const at = (field: TSiteField) => values.get(field) as { row: number; value: string };
  const before = problems.items.length;

  const code = at('code');
  const number = Number(code.value);
  if (code.value === '') problems.add(sheet, code.row, 'facilityGroups.required', { field: SITE_LABELS.code[0] as string });
  else if (!/^\d{4}$/.test(code.value) || number < FACILITY_GROUP_CODE_MIN || number > FACILITY_GROUP_CODE_MAX) {
    problems.add(sheet, code.row, 'facilityGroups.groupCodeInvalid', {
      value: code.value,
      min: FACILITY_GROUP_CODE_MIN,
      max: FACILITY_GROUP_CODE_MAX,
    });
  } else {
    const holder = context.groupIdsByCode.get(code.value);
    if (holder !== undefined && holder !== context.group?.id)
      problems.add(sheet, code.row, 'facilityGroups.groupCodeTaken', { code: code.value });
  }
  const name = at('name');
  if (name.value.length > TEXT_MAX)
    problems.add(sheet, name.row, 'facilityGroups.tooLong', { field: SITE_LABELS.name[0] as string, max: TEXT_MAX });

  const { other } = context.places;
  const place = async (
    field: 'country' | 'province' | 'district',
    parentId: string | null,
    find: (name: string) => Promise<string | null>,
  ) => {
    const { row, value } = at(field);
    const label = SITE_LABELS[field][0] as string;
    // Under an Other country or province the lower parts are Other too (DOMAIN.md §10.4).
    if (parentId === other.country || parentId === other.province) return field === 'province' ? other.province : other.district;
    if (value === '') {
      problems.add(sheet, row, 'facilityGroups.required', { field: label });
      return null;
    }
    const id = await find(value);
    if (id === null) problems.add(sheet, row, UNKNOWN_PLACE[field], { value });
    return id;
  };
  const countryId = await place('country', null, (value) => context.places.country(value));
  const provinceId = countryId ? await place('province', countryId, (value) => context.places.province(countryId, value)) : null;
  const districtId = provinceId ? await place('district', provinceId, (value) => context.places.district(provinceId, value)) : null;

  if (problems.items.length > before || !countryId || !provinceId || !districtId) return null;
  return { code: code.value, name: name.value || defaultGroupName(code.value), countryId, provinceId, districtId };
}

/**
 * The answers of one row to one sheet's questions. Every bad cell is a problem of that row; its
 * question is "given" (so it is not reported again as unanswered) but has no answer.
 */
function rowAnswers(
  cells: readonly string[],
  columns: ReadonlyMap<string, number>,
  group: StoredGroup | undefined,
  report: (key: TMessageKey, params: TMessageParams) => void,
): { answers: Map<string, TAnswerValue[]>; given: Set<string> } {
  const answers = new Map<string, TAnswerValue[]>();
  const given = new Set<string>();
  for (const question of group?.questions ?? []) {
    const position = columns.get(question.id);
    const answer = position === undefined ? null : answerFromCell(question, cells[position] ?? '');
    if (answer === null) continue;
    given.add(question.id);
    if ('problem' in answer) report(answer.problem.key, { ...answer.problem.params, index: question.index, title: question.title });
    else answers.set(question.id, answer.values);
  }
  return { answers, given };
}

function certificationOf(text: string, context: CheckContext) {
  const key = headerKey(text);
  return context.certifications.find((certification) =>
    [certification.code, ...certification.names].some((name) => headerKey(name) === key),
  );
}

interface FarmRow {
  row: number;
  cells: string[];
  reference: string;
}

/** Rows with something besides the farm ID (the blank template numbers its rows 001…100). */
function farmRowsOf(layout: Layout): FarmRow[] {
  const codeColumn = layout.farmColumns.get('code') as number;
  return layout.facility.rows
    .filter((row) => row.rowNumber > HEADER_ROW)
    .map((row) => ({
      row: row.rowNumber,
      cells: row.cells,
      reference: layout.referenceColumn === null ? '' : (row.cells[layout.referenceColumn] ?? ''),
    }))
    .filter(({ cells }) => cells.some((cell, position) => cell !== '' && position !== codeColumn && position !== layout.referenceColumn));
}

/**
 * Checks a filled facility-group template against the role's template and questionnaire, the
 * locations, the certifications and the groups already there (DOMAIN.md §10.3), collecting every
 * problem with its sheet and row so the administrator can correct the file in one pass. The checked
 * group and farms come back only when nothing is wrong.
 */
export async function checkTemplate(workbook: TemplateWorkbook, context: CheckContext): Promise<CheckedTemplate> {
  const problems = new ProblemList();
  const nothing = (totalItems = 0): CheckedTemplate => ({
    problems: problems.items,
    totalItems,
    failedItems: totalItems,
    group: null,
    farms: [],
    removedFarmIds: [],
    plan: null,
  });
  const layout = checkStructure(workbook, context, problems);
  if (!layout) return nothing();

  // An update must come from this group's own pre-filled file; a new group from a blank one.
  if (context.group && layout.groupReference !== context.group.id) {
    problems.add(
      TEMPLATE_SHEETS.site,
      HEADER_ROW,
      layout.groupReference ? 'facilityGroups.otherGroupFile' : 'facilityGroups.notAnUpdateFile',
    );
    return nothing();
  }
  if (!context.group && layout.groupReference) {
    problems.add(TEMPLATE_SHEETS.site, HEADER_ROW, 'facilityGroups.updateFileForNewGroup');
    return nothing();
  }

  const group = await checkSite(layout, context, problems);
  const [communityGroup, laborGroup] = [ANSWER_SHEET_GROUP.community, ANSWER_SHEET_GROUP.facility].map((name) =>
    context.questionnaire.find((candidate) => headerKey(candidate.name) === headerKey(name)),
  );
  const communitySheet = TEMPLATE_SHEETS.community;
  const communityDataRows = layout.community.rows.filter((row) => row.rowNumber > HEADER_ROW);
  for (const extra of communityDataRows.filter((row) => row.rowNumber !== COMMUNITY_ANSWER_ROW)) {
    problems.add(communitySheet, extra.rowNumber, 'facilityGroups.communityOneRow', { row: COMMUNITY_ANSWER_ROW });
  }
  const communityCells = communityDataRows.find((row) => row.rowNumber === COMMUNITY_ANSWER_ROW)?.cells ?? [];
  const community = rowAnswers(communityCells, layout.communityColumns, communityGroup, (key, params) =>
    problems.add(communitySheet, COMMUNITY_ANSWER_ROW, key, params),
  );
  const communityAnswers = community.answers;

  const routing = routingGroupsOf(questionnaireForReader(context.questionnaire, 'en'));
  const laborQuestionIds = new Set(laborGroup?.questions.map((question) => question.id) ?? []);
  const communityQuestionIds = new Set(communityGroup?.questions.map((question) => question.id) ?? []);
  const indexOf = new Map(
    context.questionnaire.flatMap((candidate) => candidate.questions.map((question) => [question.id, question.index] as const)),
  );

  const facilitySheet = TEMPLATE_SHEETS.facility;
  const rows = farmRowsOf(layout);
  const knownFarms = new Map(context.group?.farms.map((farm) => [farm.id.toLowerCase(), farm]) ?? []);
  const firstRowOfCode = new Map<string, number>();
  const firstRowOfReference = new Map<string, number>();
  const farms: CheckedFarm[] = [];
  let surveyed = 0;

  if (rows.length === 0) problems.add(facilitySheet, HEADER_ROW + 1, 'facilityGroups.noFarms');
  if (rows.length > FACILITY_GROUP_MAX_FARMS)
    problems.add(facilitySheet, HEADER_ROW, 'facilityGroups.tooManyFarms', { count: rows.length, max: FACILITY_GROUP_MAX_FARMS });

  for (const { row, cells, reference } of rows) {
    const report = (key: TMessageKey, params?: TMessageParams) => problems.add(facilitySheet, row, key, params);
    const cell = (field: TFarmField) => {
      const position = layout.farmColumns.get(field);
      return position === undefined ? '' : (cells[position] ?? '');
    };
    const text = (field: TFarmField, required: boolean, max = TEXT_MAX) => {
      const value = cell(field);
      const title = FARM_COLUMNS[field].title;
      if (value === '') {
        if (required) report('facilityGroups.required', { field: title });
        return null;
      }
      if (value.length > max) report('facilityGroups.tooLong', { field: title, max });
      return value;
    };

    const code = text('code', true);
    if (code !== null) {
      const key = code.toUpperCase();
      if (code.length !== FARM_CODE_LENGTH) report('facilityGroups.farmCodeLength', { value: code, length: FARM_CODE_LENGTH });
      else if (firstRowOfCode.has(key)) report('facilityGroups.farmCodeRepeated', { code, row: firstRowOfCode.get(key) as number });
      else firstRowOfCode.set(key, row);
    }
    const personName = (field: 'contactFirstName' | 'contactLastName') => {
      const value = text(field, true, 100);
      if (value !== null && !PERSON_NAME.test(value)) report('facilityGroups.nameLetters', { field: FARM_COLUMNS[field].title });
      return value;
    };
    const values: CheckedFarm['values'] = {
      code,
      name: text('name', true),
      address: text('address', false),
      businessRegisterNumber: text('businessRegisterNumber', false),
      contactFirstName: personName('contactFirstName'),
      contactLastName: personName('contactLastName'),
      phoneNumber: text('phoneNumber', false, PHONE_MAX),
      certification: null,
      certificationExpiresOn: null,
    };
    const certificationText = cell('certification');
    const certification = certificationText === '' ? undefined : certificationOf(certificationText, context);
    if (certificationText !== '' && !certification) report('facilityGroups.certificationUnknown', { value: certificationText });
    values.certification = certification?.code ?? null;
    const expiry = cell('certificationExpiresOn');
    if (expiry !== '') {
      values.certificationExpiresOn = isoDateOf(expiry);
      if (values.certificationExpiresOn === null)
        report('facilityGroups.dateInvalid', { field: FARM_COLUMNS.certificationExpiresOn.title, value: expiry });
      else if (!certification || certification.isNone) report('facilityGroups.expiryNeedsCertification');
    }

    let existingId: string | null = null;
    if (reference !== '') {
      const known = UUID.test(reference) ? knownFarms.get(reference.toLowerCase()) : undefined;
      if (!known) report('facilityGroups.farmReferenceUnknown');
      else if (firstRowOfReference.has(known.id))
        report('facilityGroups.farmReferenceRepeated', { row: firstRowOfReference.get(known.id) as number });
      else {
        firstRowOfReference.set(known.id, row);
        existingId = known.id;
      }
    }

    const farm = rowAnswers(cells, layout.facilityColumns, laborGroup, (key, params) => report(key, params));
    const answers = new Map([...communityAnswers, ...farm.answers]);
    const route = routeAnswers(routing, answers);
    if (farm.given.size > 0) {
      surveyed += 1;
      const open = route.unanswered.filter((questionId) => laborQuestionIds.has(questionId) && !farm.given.has(questionId));
      if (open.length > 0)
        report('facilityGroups.farmUnanswered', {
          questions: open.map((questionId) => indexOf.get(questionId)).join(', '),
          group: ANSWER_SHEET_GROUP.facility,
        });
    }
    farms.push({ row, existingId, values, answers, completesQuestionnaire: route.unanswered.length === 0 });
  }

  // The community row is every farm's too: surveyed farms need all of it that their route reaches.
  if (surveyed > 0 || community.given.size > 0) {
    const open = routeAnswers(routing, communityAnswers).unanswered.filter(
      (questionId) => communityQuestionIds.has(questionId) && !community.given.has(questionId),
    );
    if (open.length > 0)
      problems.add(communitySheet, COMMUNITY_ANSWER_ROW, 'facilityGroups.communityUnanswered', {
        questions: open.map((questionId) => indexOf.get(questionId)).join(', '),
        group: ANSWER_SHEET_GROUP.community,
      });
  }

  const groupWide = problems.items.some((problem) => problem.sheet !== facilitySheet || problem.row === HEADER_ROW);
  const failedRows = problems.rowsWithProblems(facilitySheet);
  const failedItems = groupWide ? rows.length : rows.filter((row) => failedRows.has(row.row)).length;
  if (problems.items.length > 0 || !group) return { ...nothing(rows.length), failedItems };

  const referenced = new Set(farms.flatMap((farm) => (farm.existingId ? [farm.existingId] : [])));
  const removedFarmIds = (context.group?.farms ?? []).filter((farm) => !referenced.has(farm.id)).map((farm) => farm.id);
  return {
    problems: [],
    totalItems: rows.length,
    failedItems: 0,
    group,
    farms,
    removedFarmIds,
    plan: {
      code: group.code,
      name: group.name,
      farms: farms.length,
      addedFarms: farms.filter((farm) => farm.existingId === null).length,
      updatedFarms: referenced.size,
      removedFarms: removedFarmIds.length,
      completedQuestionnaires: farms.filter((farm) => farm.completesQuestionnaire).length,
    },
  };
}
