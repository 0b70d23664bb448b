import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDetails } from '../../db/schema/index.ts';
import { multipartBody, SAMPLE_FILES } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { alteredWorkbook, cottonFile, countQuestionnaire, roleIdByCode, seedCottonIndicators } from '../../test/world/questionnaires.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let producer: Record<string, string>;
const role: Record<'GINNER' | 'SPINNER' | 'FARM' | 'BRAND', string> = { GINNER: '', SPINNER: '', FARM: '', BRAND: '' };

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  await seedCottonIndicators(t.database.db);
  for (const code of Object.keys(role) as (keyof typeof role)[]) role[code] = await roleIdByCode(t.database.db, code);
});
afterAll(async () => t.close());

interface Validation {
  fileId: string;
  totalItems: number;
  validItems: number;
  failedItems: number;
  errors: { index: number; sheet: string; errors: string[] }[];
  warnings: { index: number; sheet: string; errors: string[] }[];
  suggestions: { index: number; sheet: string; field: string; given: string; suggestion: string }[];
  unmapped: { index: number; sheet: string; option: string; indicator: string; subIndicator: string }[];
  importable: boolean;
}
interface Questionnaire {
  groups: {
    name: string;
    questions: {
      id: string;
      index: number;
      title: string;
      type: string;
      isConditional: boolean;
      translations: Record<string, string>;
      options: {
        id: string;
        option: string;
        goTo: string | null;
        riskLevel: number | null;
        indicator: string | null;
        subIndicator: string | null;
        isOther: boolean;
        translations: Record<string, string>;
      }[];
    }[];
  }[];
}

function validate(
  roleId: string,
  data: Buffer,
  options: { fileName?: string; applySuggestions?: string; headers?: Record<string, string> } = {},
) {
  const parts: Parameters<typeof multipartBody>[0] = [{ field: 'file', fileName: options.fileName ?? 'questionnaire.xlsx', data }];
  if (options.applySuggestions !== undefined) parts.push({ field: 'applySuggestions', data: options.applySuggestions });
  const body = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/saqs/${roleId}/validate`,
    headers: { ...superAdmin, ...body.headers, ...options.headers },
    payload: body.payload,
  });
}
const importFile = (roleId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/saqs/${roleId}/import`, headers: superAdmin, payload });
function setCell(workbook: ExcelJS.Workbook, sheet: string, row: number, column: number, value: ExcelJS.CellValue) {
  const worksheet = workbook.getWorksheet(sheet);
  if (!worksheet) throw new Error(`No sheet ${sheet}`);
  worksheet.getRow(row).getCell(column).value = value;
}
const questionnaire = (roleId: string) => t.app.inject({ method: 'GET', url: `/api/saqs/${roleId}`, headers: superAdmin });

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

function counts(saq: Questionnaire) {
  const questions = saq.groups.flatMap((group) => group.questions);
  return {
    groups: saq.groups.map((group) => group.name),
    questions: questions.length,
    options: questions.reduce((sum, q) => sum + q.options.length, 0),
  };
}

/** Validates with the suggestions applied and imports confirming the unmapped options. */
async function importCleanly(roleId: string, data: Buffer) {
  const validation = (await validate(roleId, data, { applySuggestions: 'true' })).json() as Validation;
  expect(validation.importable).toBe(true);
  const imported = await importFile(roleId, { fileId: validation.fileId, confirmUnmapped: true });
  expect(imported.statusCode).toBe(200);
  return imported.json();
}

describe('questionnaires: the real cotton files', () => {
  it('lists the roles that answer a questionnaire, with nothing uploaded yet', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/saqs', headers: producer });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as {
      roleId: string;
      completion: string;
      hasQuestionnaire: boolean;
      hasFacilityGroupTemplate: boolean | null;
    }[];
    expect(rows.find((row) => row.roleId === role.GINNER)).toMatchObject({
      completion: 'SELF',
      hasQuestionnaire: false,
      hasFacilityGroupTemplate: null,
    });
    expect(rows.find((row) => row.roleId === role.FARM)).toMatchObject({
      completion: 'ADMINISTRATOR',
      hasQuestionnaire: false,
      hasFacilityGroupTemplate: false,
    });
    expect(rows.some((row) => row.roleId === role.BRAND)).toBe(false);
  });

  it('offers a template with the sheets and exact columns of each kind of role', async () => {
    for (const [roleId, sheets] of [
      [role.GINNER, ['Product', 'Labor']],
      [role.FARM, ['Community', 'Labor']],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/saqs/${roleId}/template`, headers: producer });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.slice(0, 2).map((sheet) => sheet.name)).toEqual(sheets);
      expect((workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual([
        'Index',
        'Question',
        'Method of Collecting data',
        'Conditional question',
        'Response Type',
        'Response Options',
        'Option Type',
        'Go to',
        'Risk category/weight',
        'Indicator',
        'Sub indicator',
      ]);
    }
  });

  it('reports the misspelt indicator of the ginner file with a suggestion, and imports nothing yet', async () => {
    const response = await validate(role.GINNER, cottonFile('ginner_definition.xlsx'));
    expect(response.statusCode).toBe(200);
    const validation = response.json() as Validation;
    const expected = await countQuestionnaire(cottonFile('ginner_definition.xlsx'), ['Product', 'Labor']);
    expect(validation.totalItems).toBe(expected.options);
    expect(validation.validItems + validation.failedItems).toBe(validation.totalItems);
    expect(validation.importable).toBe(false);
    // Row 51 names a pair that exists under no spelling: importable unmapped, so a warning, not a failure.
    expect(validation.errors.some((entry) => entry.index === 51)).toBe(false);
    const unionRow = validation.warnings.find((entry) => entry.sheet === 'Labor' && entry.index === 51);
    expect(unionRow?.errors).toEqual([
      'Index 51: the indicator "Freedom of assoication and collective bargaining" is not in the indicator list; did you mean \'Freedom of association and collective bargaining\'?',
      'Index 51: the sub-indicator "Worker unions and associations are not recognised in the workplace" is not under indicator "Freedom of association and collective bargaining"',
    ]);
    // Rows 56–58 name an existing sub-indicator under the misspelt indicator: fixable in one step.
    expect(validation.suggestions.map((suggestion) => suggestion.index)).toEqual([56, 57, 58]);
    expect(validation.unmapped).toContainEqual({
      index: 51,
      sheet: 'Labor',
      option: 'Yes',
      indicator: 'Freedom of assoication and collective bargaining',
      subIndicator: 'Worker unions and associations are not recognised in the workplace',
    });
    expect(validation.suggestions).toContainEqual({
      index: 56,
      sheet: 'Labor',
      field: 'indicator',
      given: 'Freedom of assoication and collective bargaining',
      suggestion: 'Freedom of association and collective bargaining',
    });

    const refused = await importFile(role.GINNER, { fileId: validation.fileId, confirmUnmapped: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/rows with errors/);
    expect((await questionnaire(role.GINNER)).statusCode).toBe(404);
  });

  it('names unmapped options and imports them only once confirmed', async () => {
    const validation = (
      await validate(role.GINNER, cottonFile('ginner_definition.xlsx'), { applySuggestions: 'true' })
    ).json() as Validation;
    expect(validation.importable).toBe(true);
    expect(validation.suggestions).toEqual([]);
    expect(validation.unmapped.length).toBeGreaterThan(0);
    expect(validation.errors).toEqual([]);
    expect(validation).toMatchObject({ failedItems: 0, validItems: validation.totalItems });
    for (const entry of validation.unmapped) {
      expect(
        validation.warnings.find((warning) => warning.sheet === entry.sheet && warning.index === entry.index)?.errors.length,
      ).toBeGreaterThan(0);
    }

    const unconfirmed = await importFile(role.GINNER, { fileId: validation.fileId });
    expect(unconfirmed.statusCode).toBe(422);
    expect(unconfirmed.json().message).toBe(
      `${validation.unmapped.length} options name no known indicator pair; confirm importing them without a risk mapping.`,
    );
    expect((await questionnaire(role.GINNER)).statusCode).toBe(404);

    const imported = await importFile(role.GINNER, { fileId: validation.fileId, confirmUnmapped: true });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().unmappedOptions).toEqual(validation.unmapped);
    expect(imported.json().suggestionsApplied).toBeGreaterThan(0);
  });

  it('holds every question and option of the ginner file, with routing and risk mapping', async () => {
    const saq = (await questionnaire(role.GINNER)).json() as Questionnaire;
    const expected = await countQuestionnaire(cottonFile('ginner_definition.xlsx'), ['Product', 'Labor']);
    expect(counts(saq)).toEqual({ groups: ['Product', 'Labor'], ...expected });

    const [product, labor] = saq.groups;
    const certification = product?.questions.find((question) => question.index === 13);
    expect(certification).toMatchObject({ type: 'YES_NO', isConditional: true });
    expect(certification?.options.map((option) => [option.option, option.goTo, option.riskLevel])).toEqual([
      ['Yes', '14', 1],
      ['No', '15', 3],
    ]);
    // Confirmed as unmapped: the sub-indicator is not in the list, so no risk mapping.
    const unions = labor?.questions.find((question) => question.index === 27);
    expect(unions?.options.map((option) => [option.riskLevel, option.indicator])).toEqual([
      [null, null],
      [null, null],
    ]);
    // Rows whose sub-indicator exists carry the corrected indicator after the suggestion.
    const corrected = labor?.questions
      .flatMap((question) => question.options)
      .filter((option) => option.indicator === 'Freedom of association and collective bargaining');
    expect(corrected).toHaveLength(3);
    expect(corrected?.every((option) => option.riskLevel !== null && option.subIndicator !== null)).toBe(true);
    const training = labor?.questions.find((question) => question.index === 35);
    expect(training?.options.map((option) => option.goTo)).toEqual(['35', 'END']);
    const tracking = product?.questions.find((question) => question.index === 7);
    expect(tracking?.type).toBe('MULTI_CHOICE');
    expect(tracking?.options.filter((option) => option.isOther).map((option) => option.option)).toEqual(['Other (Please specify)']);
    expect(labor?.questions[0]?.type).toBe('NUMBER');
  });

  it('imports the spinner (product role) file the same way', async () => {
    const summary = await importCleanly(role.SPINNER, cottonFile('product_role_definition.xlsx'));
    const expected = await countQuestionnaire(cottonFile('product_role_definition.xlsx'), ['Product', 'Labor']);
    expect({ questions: summary.questions, options: summary.options }).toEqual(expected);
    const saq = (await questionnaire(role.SPINNER)).json() as Questionnaire;
    expect(counts(saq)).toEqual({ groups: ['Product', 'Labor'], ...expected });
  });

  it('imports the farm file (administrator-completed: Community and Labor)', async () => {
    const summary = await importCleanly(role.FARM, cottonFile('farm_definition.xlsx'));
    const expected = await countQuestionnaire(cottonFile('farm_definition.xlsx'), ['Community', 'Labor']);
    expect({ groups: summary.groups, questions: summary.questions, options: summary.options }).toEqual({ groups: 2, ...expected });
    const saq = (await questionnaire(role.FARM)).json() as Questionnaire;
    expect(counts(saq)).toEqual({ groups: ['Community', 'Labor'], ...expected });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/saqs', headers: producer })).json() as {
      roleId: string;
      hasQuestionnaire: boolean;
    }[];
    expect(listed.find((row) => row.roleId === role.FARM)?.hasQuestionnaire).toBe(true);
  });
});

describe('questionnaires: malformed files change nothing', () => {
  const ginner = () => cottonFile('ginner_definition.xlsx');
  let before: Questionnaire;
  beforeAll(async () => {
    before = (await questionnaire(role.GINNER)).json() as Questionnaire;
  });

  async function expectRejected(data: Buffer, message: string) {
    const response = await validate(role.GINNER, data, { applySuggestions: 'true' });
    expect(response.statusCode).toBe(200);
    const validation = response.json() as Validation;
    expect(validation.importable).toBe(false);
    expect(validation.errors.flatMap((entry) => entry.errors)).toContain(message);
    const refused = await importFile(role.GINNER, { fileId: validation.fileId, confirmUnmapped: true });
    expect(refused.statusCode).toBe(422);
    expect((await questionnaire(role.GINNER)).json()).toEqual(before);
  }

  it('refuses a file whose column is missing: "File structure altered"', async () => {
    const data = await alteredWorkbook(ginner(), (workbook) => {
      setCell(workbook, 'Labor', 1, 8, 'Next');
    });
    await expectRejected(data, 'Index 1: File structure altered: the column "Go to" is missing in sheet Labor.');
  });

  it('refuses a Go to that names no question of the sheet', async () => {
    const data = await alteredWorkbook(ginner(), (workbook) => {
      setCell(workbook, 'Product', 50, 8, 99);
    });
    await expectRejected(data, 'Index 50: Go to "99" is not a question index of sheet Product, End or Break');
  });

  it('refuses a conditional option without a Go to', async () => {
    const data = await alteredWorkbook(ginner(), (workbook) => {
      setCell(workbook, 'Product', 51, 8, null);
    });
    await expectRejected(data, 'Index 51: a conditional question needs a Go to on each option');
  });

  it('refuses a risk category that is not High, Medium, Low or No weight', async () => {
    const data = await alteredWorkbook(ginner(), (workbook) => {
      setCell(workbook, 'Product', 2, 9, 7);
    });
    await expectRejected(data, 'Index 2: Risk category/weight "7" is not High, Medium, Low or No weight');
  });

  it('refuses an unknown response type and a bad option type', async () => {
    const data = await alteredWorkbook(ginner(), (workbook) => {
      setCell(workbook, 'Product', 2, 5, 'Yes/No');
      setCell(workbook, 'Product', 18, 7, 'Another');
    });
    await expectRejected(data, 'Index 2: Response Type "Yes/No" is not one of Boolean, Single select, Multi select, Free text, Integer');
    await expectRejected(data, 'Index 18: Option Type must be empty or Other, not "Another"');
  });

  it('refuses a file without questions', async () => {
    const template = (await t.app.inject({ method: 'GET', url: `/api/saqs/${role.GINNER}/template`, headers: superAdmin })).rawPayload;
    await expectRejected(template, 'Index 1: The file has no questions: the sheets Product, Labor are empty.');
  });

  it("refuses a file without the role's sheets", async () => {
    await expectRejected(cottonFile('farm_definition.xlsx'), 'Index 1: File structure altered: the sheet "Product" is missing.');
  });

  it('refuses multi select in an administrator-completed questionnaire', async () => {
    const data = await alteredWorkbook(cottonFile('farm_definition.xlsx'), (workbook) => {
      setCell(workbook, 'Community', 4, 5, 'Multi select');
    });
    const validation = (await validate(role.FARM, data, { applySuggestions: 'true' })).json() as Validation;
    expect(validation.errors.flatMap((entry) => entry.errors)).toContain(
      'Index 4: Multi select is not allowed in a questionnaire that an administrator completes',
    );
    expect(validation.importable).toBe(false);
  });

  it('refuses files that are not xlsx workbooks, naming xls clearly', async () => {
    const png = await validate(role.GINNER, SAMPLE_FILES.png, { fileName: 'saq.png' });
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Wrong file format: saq.png is not an .xlsx workbook.');
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.from('Workbook', 'utf16le'),
      Buffer.alloc(512),
    ]);
    const legacy = await validate(role.GINNER, xls, { fileName: 'saq.xls' });
    expect(legacy.statusCode).toBe(415);
    expect(legacy.json().message).toBe('Old Excel .xls files cannot be read; save the file as .xlsx and upload it again.');
    expect((await questionnaire(role.GINNER)).json()).toEqual(before);
  });

  it('refuses a file over 10 MB with the platform message', async () => {
    const response = await validate(role.GINNER, Buffer.alloc(10 * 1024 * 1024 + 1, 0x50));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('File cannot be uploaded as it exceeds 10 MB');
  });

  it('answers field errors for a missing file or a bad applySuggestions', async () => {
    const noFile = multipartBody([{ field: 'applySuggestions', data: 'true' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/saqs/${role.GINNER}/validate`,
      headers: { ...superAdmin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([{ path: 'file', message: 'Attach the file in the form field "file".' }]);
    const bad = await validate(role.GINNER, ginner(), { applySuggestions: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('applySuggestions');
  });

  it('translates row errors into the Language of the request', async () => {
    const validation = (await validate(role.GINNER, ginner(), { headers: { language: 'fr' } })).json() as Validation;
    expect(validation.warnings.find((entry) => entry.sheet === 'Labor' && entry.index === 51)?.errors[0]).toBe(
      "Index 51 : l'indicateur « Freedom of assoication and collective bargaining » ne figure pas dans la liste des indicateurs ; vouliez-vous dire 'Freedom of association and collective bargaining' ?",
    );
  });
});

describe('questionnaires: roles and uploads', () => {
  it('refuses roles that answer no questionnaire, and unknown roles', async () => {
    const brand = await validate(role.BRAND, cottonFile('ginner_definition.xlsx'));
    expect(brand.statusCode).toBe(422);
    expect(brand.json().message).toMatch(/answers no questionnaire/);
    const unknown = await questionnaire('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The role does not exist or has been deleted.');
  });

  it('imports a file only for the role it was validated for', async () => {
    const validation = (
      await validate(role.GINNER, cottonFile('ginner_definition.xlsx'), { applySuggestions: 'true' })
    ).json() as Validation;
    const elsewhere = await importFile(role.SPINNER, { fileId: validation.fileId, confirmUnmapped: true });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('This file was not validated for this role; upload and validate it again.');
    const badBody = await importFile(role.GINNER, { fileId: 'not-a-uuid' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().details[0].path).toBe('fileId');
  });
});

describe('questionnaires: translations', () => {
  it('applies the cotton ginner translation file and round-trips the download', async () => {
    const file = JSON.parse(cottonFile('ginner_translation.json').toString('utf8')) as { title: { en: string; ur: string } }[];
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/saqs/${role.GINNER}/translations`,
      headers: superAdmin,
      payload: file,
    });
    expect(uploaded.statusCode).toBe(200);
    const summary = uploaded.json();
    expect(summary.updatedQuestions + summary.unmatched.length).toBe(file.length);
    // The file was written for an earlier version of the questionnaire: titles that are the same
    // or clearly the same question edited match; new questions ("finished products") do not.
    expect(summary.updatedQuestions).toBeGreaterThanOrEqual(20);
    expect(summary.unmatched).toContainEqual({ index: 1, title: 'What are the finished products you produce?' });

    const saq = (await questionnaire(role.GINNER)).json() as Questionnaire;
    const questions = saq.groups.flatMap((group) => group.questions);
    expect(questions.filter((question) => question.translations.ur)).toHaveLength(summary.updatedQuestions);
    const urduOf = (english: string) => file.find((entry) => sameText(entry.title.en, english))?.title.ur;
    const unions = questions.find((question) => sameText(question.title, 'Does the facility recognise any trade unions?'));
    expect(unions?.translations.ur).toBe(urduOf('Does the facility recognise any trade unions?'));
    // "permenant" in the translation file, "permanent" in the questionnaire: the same question.
    const accommodation = questions.find((question) => question.title.startsWith('Is accommodation (temporary or permanent)'));
    const misspelt = file.find((entry) => entry.title.en.startsWith('Is accommodation (temporary or permenant)'));
    expect(misspelt).toBeDefined();
    expect(accommodation?.translations.ur).toBe(misspelt?.title.ur);
    // "paper based system" and "spreadsheets" are near-twins: each gets its own translation.
    const paper = questions.find((question) => /^Do you use paper based systems? to track/i.test(question.title));
    const spreadsheets = questions.find((question) => /^Do you use spreadsheets to track/i.test(question.title));
    expect(paper?.translations.ur).toBeDefined();
    expect(paper?.translations.ur).not.toBe(spreadsheets?.translations.ur);

    const download = (await t.app.inject({ method: 'GET', url: `/api/saqs/${role.GINNER}/translations`, headers: producer })).json() as {
      title: Record<string, string>;
      questionId: string;
      questionResponses: { translation: Record<string, string> }[];
    }[];
    expect(download).toHaveLength(questions.length);
    const first = download[0] as (typeof download)[number];
    first.title.fr = 'Achetez-vous du coton à des intermédiaires ?';
    const firstResponse = first.questionResponses[0] as { translation: Record<string, string> };
    firstResponse.translation.fr = 'Oui';
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/saqs/${role.GINNER}/translations`,
      headers: superAdmin,
      payload: [first],
    });
    expect(again.json()).toMatchObject({ updatedQuestions: 1, unmatched: [] });
    const after = (await questionnaire(role.GINNER)).json() as Questionnaire;
    const firstQuestion = after.groups[0]?.questions[0];
    expect(firstQuestion?.id).toBe(first.questionId);
    expect(firstQuestion?.translations.fr).toBe('Achetez-vous du coton à des intermédiaires ?');
    expect(firstQuestion?.options[0]?.translations.fr).toBe('Oui');
  });

  it('refuses a translation file of the wrong shape with field errors', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/saqs/${role.GINNER}/translations`,
      headers: superAdmin,
      payload: [{ title: 'x' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.length).toBeGreaterThan(0);
  });
});

describe('questionnaires: facility-group template', () => {
  const upload = (roleId: string, data: Buffer, fileName = 'template.xlsx') => {
    const body = multipartBody([{ field: 'file', fileName, data }]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/saqs/${roleId}/facility-group-template`,
      headers: { ...superAdmin, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores the farm template and gives it back', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/saqs/${role.FARM}/facility-group-template`, headers: producer });
    expect(missing.statusCode).toBe(404);
    const data = cottonFile('farm_template.xlsx');
    const stored = await upload(role.FARM, data, 'farm_template.xlsx');
    expect(stored.statusCode).toBe(204);
    const download = await t.app.inject({ method: 'GET', url: `/api/saqs/${role.FARM}/facility-group-template`, headers: producer });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/saqs', headers: producer })).json() as {
      roleId: string;
      hasFacilityGroupTemplate: boolean | null;
    }[];
    expect(listed.find((row) => row.roleId === role.FARM)?.hasFacilityGroupTemplate).toBe(true);
  });

  it('refuses a template for a self-completed role, a non-workbook and a headerless sheet', async () => {
    const ginner = await upload(role.GINNER, cottonFile('farm_template.xlsx'));
    expect(ginner.statusCode).toBe(422);
    expect(ginner.json().message).toBe('Only roles whose questionnaire an administrator completes have a facility-group template.');
    expect((await upload(role.FARM, SAMPLE_FILES.pdf, 'template.pdf')).statusCode).toBe(415);
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    const headerless = await upload(role.FARM, Buffer.from(await empty.xlsx.writeBuffer()));
    expect(headerless.statusCode).toBe(422);
    expect(headerless.json().message).toBe('The facility-group template must be an .xlsx file whose first sheet starts with a header row.');
  });
});

describe('questionnaires: configuration lock', () => {
  it('refuses every questionnaire write once configuration is complete, but keeps reads open', async () => {
    await t.database.db
      .insert(businessDetails)
      .values({ id: 1, completedConfiguringSystemAt: new Date() })
      .onConflictDoUpdate({ target: businessDetails.id, set: { completedConfiguringSystemAt: new Date() } });
    const locked = await validate(role.GINNER, cottonFile('ginner_definition.xlsx'));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toMatch(/^System configuration is complete/);
    expect((await questionnaire(role.GINNER)).statusCode).toBe(200);
  });
});
