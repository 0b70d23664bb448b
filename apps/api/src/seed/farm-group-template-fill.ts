import ExcelJS from 'exceljs';

/*
 * Filling the pilot's farm-group template in code, as a field officer fills it by hand: for the
 * demo seed, tests and end-to-end tests. Depends on nothing but the workbook library, so the
 * end-to-end tests can use it without the API.
 */

/** Questionnaire texts, to find each question's column in the template by its title. */
export interface QuestionTitles {
  name: string;
  questions: { index: number; title: string }[];
}

/** Answers by question index: the option's text, or the number or text written in the cell. */
export type AnswersByIndex = Record<number, string>;

export interface FarmGroupFill {
  site: { code: string; name: string; country: string; province: string; district: string };
  community: AnswersByIndex;
  farms: {
    code: string;
    name: string;
    firstName: string;
    lastName: string;
    address?: string;
    phone?: string;
    certification?: string;
    expiry?: string;
    answers: AnswersByIndex;
  }[];
}

const SITE_ROWS: Record<keyof FarmGroupFill['site'], number> = { code: 1, name: 2, country: 3, province: 4, district: 5 };
const FARM_COLUMNS = {
  code: 'ID',
  name: 'Facility Name',
  address: 'Address',
  firstName: 'Contact first name',
  lastName: 'Contact last name',
  phone: 'Contact phone number',
  certification: 'Certification',
} as const;
const COMMUNITY_SHEET = 'Community Level Risk Assessment';
const FACILITY_SHEET = 'Facility Level Risk Assessment';

const sameTitle = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

function columnOf(sheet: ExcelJS.Worksheet, title: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, column) => {
    if (!found && typeof cell.value === 'string' && sameTitle(cell.value, title)) found = column;
  });
  if (!found) throw new Error(`The template has no column "${title}" in ${sheet.name}`);
  return found;
}

function writeAnswers(sheet: ExcelJS.Worksheet, row: number, group: QuestionTitles | undefined, answers: AnswersByIndex): void {
  for (const [index, answer] of Object.entries(answers)) {
    const question = group?.questions.find((candidate) => candidate.index === Number(index));
    if (!question) throw new Error(`The questionnaire has no question ${index} in ${group?.name ?? 'this group'}`);
    sheet.getRow(row).getCell(columnOf(sheet, question.title)).value = answer;
  }
}

/**
 * The pilot's farm-group template (cotton `farm_template.xlsx`) filled in as a field officer would:
 * the site definition, the community answer row, and one row per farm with its answers.
 */
export async function fillFarmGroupTemplate(
  template: Buffer,
  questionnaire: readonly QuestionTitles[],
  fill: FarmGroupFill,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = (name: string) => {
    const found = workbook.worksheets.find((candidate) => candidate.name.trim() === name);
    if (!found) throw new Error(`The template has no sheet ${name}`);
    return found;
  };
  const group = (name: string) => questionnaire.find((candidate) => candidate.name === name);

  const site = sheet('Site definition');
  for (const [field, row] of Object.entries(SITE_ROWS)) site.getRow(row).getCell(2).value = fill.site[field as keyof FarmGroupFill['site']];
  writeAnswers(sheet(COMMUNITY_SHEET), 2, group('Community'), fill.community);

  const farms = sheet(FACILITY_SHEET);
  for (const [offset, farm] of fill.farms.entries()) {
    const row = 2 + offset;
    for (const [field, title] of Object.entries(FARM_COLUMNS)) {
      const value = farm[field as keyof typeof FARM_COLUMNS];
      if (value !== undefined) farms.getRow(row).getCell(columnOf(farms, title)).value = value;
    }
    if (farm.expiry) farms.getRow(row).getCell(columnOf(farms, 'Certification expiry date(Enter in dd/mm/yyyy)')).value = farm.expiry;
    writeAnswers(farms, row, group('Labor'), farm.answers);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Community answers of a Punjab cotton village, on every question's route. */
export const DEMO_COMMUNITY_ANSWERS: AnswersByIndex = {
  1: 'No',
  2: 'Yes - Primary only',
  3: 'No',
  4: 'Government schools',
  5: 'Yes',
  6: 'Yes',
  7: 'Yes',
  8: 'No',
};

/**
 * A farm's answers along one complete route of the cotton Labor questions: tenants, sharecroppers,
 * migrant workers, accommodation, ID documents, training and worker organisations all "No", which
 * skips their follow-up questions, and no complaints, which ends the questionnaire.
 */
export function demoFarmAnswers(overrides: AnswersByIndex = {}): AnswersByIndex {
  return {
    1: 'Less than 10 acres',
    2: 'Yes',
    3: '6',
    4: '4',
    5: 'Less than 40%',
    6: 'No',
    7: 'No',
    8: 'Yes',
    9: 'Yes',
    10: 'No',
    12: 'No',
    14: 'Yes',
    15: 'No',
    17: 'No',
    18: 'No',
    19: 'Yes',
    20: 'No',
    21: 'No',
    23: 'No',
    24: '1',
    25: '0',
    26: '0',
    27: 'No',
    28: 'No',
    29: 'No',
    30: 'Yes',
    31: 'Yes',
    32: 'No',
    33: 'Yes',
    34: 'No',
    35: 'Yes',
    36: 'No',
    37: 'Yes',
    38: 'No',
    40: 'No',
    41: 'No',
    42: 'No',
    44: 'No',
    46: '0%',
    47: 'No',
    ...overrides,
  };
}
