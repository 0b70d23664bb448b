import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnswersByIndex,
  DEMO_COMMUNITY_ANSWERS,
  demoFarmAnswers,
  type FarmGroupFill,
  fillFarmGroupTemplate,
  type QuestionTitles,
} from '../../seed/farm-group-template-fill.ts';
import { auditLog, facilities, jobs, selfAssessments } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_SUPER_ADMIN } from '../../test/test-database.ts';
import { cottonFile, roleIdByCode, seedCottonIndicators } from '../../test/world/questionnaires.ts';

let t: TestApp;
let superAdmin: Record<string, string>;
let admin: Record<string, string>;
let producer: Record<string, string>;
let farmRole = '';
let questionnaire: (QuestionTitles & { questions: { id: string; index: number; title: string; options: { option: string }[] }[] })[] = [];

interface Validation {
  totalItems: number;
  validItems: number;
  failedItems: number;
  errorCount: number;
  errors: { sheet: string; index: number; errors: string[] }[];
  fileId: string | null;
  plan: {
    code: string;
    name: string;
    farms: number;
    addedFarms: number;
    updatedFarms: number;
    removedFarms: number;
    completedQuestionnaires: number;
  } | null;
}
interface Detail {
  id: string;
  code: string;
  name: string;
  location: string;
  farmCount: number;
  answeredCount: number;
  farms: {
    id: string;
    code: string;
    name: string;
    contactFirstName: string;
    certification: { code: string; name: string } | null;
    certificationExpiresOn: string | null;
    answeredSaqAt: string | null;
    answerCount: number;
  }[];
}
interface FarmAnswers {
  groups: { name: string; questions: { index: number; title: string; answers: string[] }[] }[];
}

const BASE_GROUP: FarmGroupFill = {
  site: { code: '1234', name: 'Green Valley Farmers', country: 'Pakistan', province: 'Punjab', district: 'Multan' },
  // The template's own dropdown spells this option "…schools"; the questionnaire says "…school".
  community: { ...DEMO_COMMUNITY_ANSWERS, 4: 'Private and government schools' },
  farms: [
    // Tenants "No" skips question 11, so its answer is off the route; "1%-50%" is the template's spelling of "1% - 50%".
    {
      code: '001',
      name: 'Sunrise Farm',
      firstName: 'Ali',
      lastName: 'Raza',
      address: 'Tehsil Shujabad',
      phone: '+923001112233',
      certification: 'Better Cotton Initiative (BCI)',
      expiry: '31/03/2027',
      answers: demoFarmAnswers({ 11: 'Yes', 44: 'Yes', 45: '1%-50%' }),
    },
    { code: '002', name: 'River Bend', firstName: 'Sadia', lastName: 'Noor', answers: demoFarmAnswers({ 1: 'More than 50 acres' }) },
    // Registered, not surveyed: no answers of its own.
    { code: '003', name: 'Old Well Farm', firstName: 'Karim', lastName: 'Shah', answers: {} },
  ],
};

const filled = (fill: FarmGroupFill = BASE_GROUP) => fillFarmGroupTemplate(cottonFile('farm_template.xlsx'), questionnaire, fill);
const withFarms = (farms: FarmGroupFill['farms'], site: Partial<FarmGroupFill['site']> = {}): FarmGroupFill => ({
  ...BASE_GROUP,
  site: { ...BASE_GROUP.site, ...site },
  farms,
});

async function edited(data: Buffer, change: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  change(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const sheetOf = (workbook: ExcelJS.Workbook, name: string) =>
  workbook.worksheets.find((sheet) => sheet.name.trim() === name) as ExcelJS.Worksheet;
function columnTitled(sheet: ExcelJS.Worksheet, title: string): number {
  let found = 0;
  sheet.getRow(1).eachCell((cell, column) => {
    if (String(cell.value).replace(/\s+/g, ' ').trim() === title) found = column;
  });
  return found;
}

async function validate(data: Buffer, fields: Record<string, string> = { roleId: farmRole }, headers = admin) {
  const body = multipartBody([
    ...Object.entries(fields).map(([field, value]) => ({ field, data: value })),
    { field: 'file', fileName: 'farm group.xlsx', data },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/facility-groups/validate-import-template',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return response;
}
async function validation(data: Buffer, fields?: Record<string, string>): Promise<Validation> {
  const response = await validate(data, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Validation;
}
const messages = (result: Validation) => result.errors.flatMap((row) => row.errors.map((error) => `${row.sheet} ${error}`));
const list = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${farmRole}`, headers: admin })).json() as {
    total: number;
    items: Detail[];
  };
const detail = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facility-groups/${id}`, headers: admin })).json() as Detail;
const farmAnswers = async (groupId: string, farmId: string, language = 'en') =>
  (
    await t.app.inject({ method: 'GET', url: `/api/facility-groups/${groupId}/farms/${farmId}/answers`, headers: { ...admin, language } })
  ).json() as FarmAnswers;
const answerTo = (answers: FarmAnswers, group: string, index: number) =>
  answers.groups.find((candidate) => candidate.name === group)?.questions.find((question) => question.index === index)?.answers;

async function importGroup(data: Buffer): Promise<string> {
  const checked = await validation(data);
  expect(checked.errors).toEqual([]);
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/facility-groups/import-data',
    headers: admin,
    payload: { fileId: checked.fileId, roleId: farmRole },
  });
  expect(imported.statusCode, imported.body).toBe(201);
  return imported.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = { authorization: `Bearer ${await t.tokenFor(TEST_SUPER_ADMIN.email)}` };
  admin = { authorization: `Bearer ${await t.tokenFor('admin@demo.opentrace.local')}` };
  producer = { authorization: `Bearer ${await t.tokenFor('ginner@demo.opentrace.local')}` };
  await seedCottonIndicators(t.database.db);
  farmRole = await roleIdByCode(t.database.db, 'FARM');

  // The super administrator's set-up: the farm questionnaire, its translations and the farm template.
  const upload = multipartBody([
    { field: 'file', fileName: 'farm_definition.xlsx', data: cottonFile('farm_definition.xlsx') },
    { field: 'applySuggestions', data: 'true' },
  ]);
  const checked = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${farmRole}/validate`,
    headers: { ...superAdmin, ...upload.headers },
    payload: upload.payload,
  });
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/saqs/${farmRole}/import`,
    headers: superAdmin,
    payload: { fileId: checked.json().fileId, confirmUnmapped: true },
  });
  expect(imported.statusCode).toBe(200);
  const translations = await t.app.inject({
    method: 'PUT',
    url: `/api/saqs/${farmRole}/translations`,
    headers: superAdmin,
    payload: JSON.parse(cottonFile('farm_translation.json').toString('utf8')),
  });
  expect(translations.statusCode).toBe(200);
  const template = multipartBody([{ field: 'file', fileName: 'farm_template.xlsx', data: cottonFile('farm_template.xlsx') }]);
  const stored = await t.app.inject({
    method: 'PUT',
    url: `/api/saqs/${farmRole}/facility-group-template`,
    headers: { ...superAdmin, ...template.headers },
    payload: template.payload,
  });
  expect(stored.statusCode).toBe(204);
  questionnaire = (await t.app.inject({ method: 'GET', url: `/api/saqs/${farmRole}`, headers: admin })).json().groups;
});
afterAll(async () => t.close());

describe('facility groups: importing a farm group from the cotton farm template', () => {
  let groupId = '';

  it("offers the role's blank template for download", async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/facility-groups/template?roleId=${farmRole}`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('farm_template.xlsx');
    expect(Buffer.compare(response.rawPayload, cottonFile('farm_template.xlsx'))).toBe(0);
  });

  it('validates a filled template and tells what the import will do', async () => {
    const result = await validation(await filled());
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ totalItems: 3, validItems: 3, failedItems: 0, errorCount: 0 });
    expect(result.fileId).toEqual(expect.any(String));
    expect(result.plan).toEqual({
      code: '1234',
      name: 'Green Valley Farmers',
      farms: 3,
      addedFarms: 3,
      updatedFarms: 0,
      removedFarms: 0,
      completedQuestionnaires: 2,
    });
  });

  it('imports the group, its farms and their answers', async () => {
    groupId = await importGroup(await filled());
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: groupId,
      code: '1234',
      name: 'Green Valley Farmers',
      location: 'Multan, Punjab, Pakistan',
      farmCount: 3,
      answeredCount: 2,
    });

    const group = await detail(groupId);
    expect(group.farms.map((farm) => [farm.code, farm.name, farm.contactFirstName])).toEqual([
      ['001', 'Sunrise Farm', 'Ali'],
      ['002', 'River Bend', 'Sadia'],
      ['003', 'Old Well Farm', 'Karim'],
    ]);
    const [sunrise, riverBend, oldWell] = group.farms as [Detail['farms'][number], Detail['farms'][number], Detail['farms'][number]];
    expect(sunrise.certification?.code).toBe('BCI');
    expect(sunrise.certificationExpiresOn).toBe('2027-03-31');
    expect(sunrise.answeredSaqAt).not.toBeNull();
    expect(riverBend.answeredSaqAt).not.toBeNull();
    // The unsurveyed farm keeps the community answers, but its questionnaire is not answered.
    expect(oldWell.answeredSaqAt).toBeNull();
    expect(oldWell.answerCount).toBe(Object.keys(DEMO_COMMUNITY_ANSWERS).length);

    const answers = await farmAnswers(groupId, sunrise.id);
    expect(answerTo(answers, 'Labor', 10)).toEqual(['No']);
    expect(answerTo(answers, 'Labor', 11)).toBeUndefined();
    expect(answerTo(answers, 'Labor', 3)).toEqual(['6']);
    expect(answerTo(answers, 'Labor', 45)).toEqual(['1% - 50%']);
    expect(answerTo(answers, 'Community', 4)).toEqual(['Private and government school']);
    expect(answerTo(await farmAnswers(groupId, riverBend.id), 'Labor', 1)).toEqual(['More than 50 acres']);

    const [assessment] = await t.database.db.select().from(selfAssessments).where(eq(selfAssessments.facilityId, sunrise.id));
    expect(assessment?.completedAt).not.toBeNull();
    const [farmRow] = await t.database.db.select().from(facilities).where(eq(facilities.id, sunrise.id));
    expect(farmRow).toMatchObject({
      farmGroupId: groupId,
      roleId: farmRole,
      code: '001',
      address: 'Tehsil Shujabad',
      phoneNumber: '+923001112233',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'facility-group.imported'), eq(auditLog.targetId, groupId)));
    expect(audit).toBeDefined();
    // The farms' answers move the group's risk and their own: one recalculation of the group (and its farms) waits.
    const queued = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(and(eq(jobs.singletonKey, `risk:${groupId}`), eq(jobs.status, 'pending')));
    expect(queued).toEqual([{ kind: 'risk.facility-changed' }]);
  });

  it("shows a farm's questions in the reader's language", async () => {
    const farmId = (await detail(groupId)).farms[0]?.id as string;
    const question = (answers: FarmAnswers) =>
      answers.groups.find((group) => group.name === 'Community')?.questions.find((candidate) => candidate.index === 1);
    expect(question(await farmAnswers(groupId, farmId))).toMatchObject({
      title: expect.stringMatching(/^Have there been any OSH incidents/),
      answers: ['No'],
    });
    const urdu = question(await farmAnswers(groupId, farmId, 'ur'));
    expect(urdu?.title).toMatch(/^کیا کسی مقامی ہیلتھ کلینک/);
    expect(urdu?.answers).toEqual(['جی نہیں']);
  });

  it('names a group whose file leaves the name empty after its ID, and requires the ID', async () => {
    const unnamed = await validation(await filled(withFarms(BASE_GROUP.farms, { code: '2010', name: '' })));
    expect(unnamed.plan?.name).toBe('Farm group 2010');
    const noId = await validation(await filled(withFarms(BASE_GROUP.farms, { code: '', province: '' })));
    expect(messages(noId)).toEqual([
      'Site definition Index 1: Farm group ID is required',
      'Site definition Index 4: Province / State is required',
    ]);
  });

  it('refuses a second group with the same farm group ID', async () => {
    const result = await validation(await filled());
    expect(result.fileId).toBeNull();
    expect(messages(result)).toEqual(['Site definition Index 1: Farm group ID 1234 is already used by another farm group.']);
    expect(result).toMatchObject({ totalItems: 3, failedItems: 3, validItems: 0 });
  });

  describe('malformed files give row errors and import nothing', () => {
    const cases: [string, () => Promise<Buffer>, string[]][] = [
      [
        'a missing column',
        async () =>
          edited(await filled(withFarms(BASE_GROUP.farms, { code: '2001' })), (workbook) => {
            const sheet = sheetOf(workbook, 'Facility Level Risk Assessment');
            sheet.spliceColumns(columnTitled(sheet, 'Contact last name'), 1);
          }),
        [
          'Facility Level Risk Assessment Index 1: File structure altered: the column "Contact last name" is missing from the sheet "Facility Level Risk Assessment".',
        ],
      ],
      [
        'a bad group ID',
        async () => filled(withFarms(BASE_GROUP.farms, { code: '999' })),
        ['Site definition Index 1: Farm group ID must be a 4-digit number from 1000 to 9999; "999" is not.'],
      ],
      [
        'a repeated farm ID',
        async () => filled(withFarms([BASE_GROUP.farms[0]!, { ...BASE_GROUP.farms[1]!, code: '001' }], { code: '2002' })),
        ['Facility Level Risk Assessment Index 3: ID 001 is also on row 2.'],
      ],
      [
        'an unknown district',
        async () => filled(withFarms(BASE_GROUP.farms, { code: '2003', district: 'Atlantis' })),
        ['Site definition Index 5: There is no district named "Atlantis" in this province/state.'],
      ],
      [
        'an answer that is not an option',
        async () => filled(withFarms([{ ...BASE_GROUP.farms[0]!, answers: demoFarmAnswers({ 1: 'Huge' }) }], { code: '2004' })),
        [
          'Facility Level Risk Assessment Index 2: Question 1: "Huge" is not one of its options (Less than 10 acres, Between 10-50 acres, More than 50 acres).',
        ],
      ],
      [
        'a number that is not digits',
        async () => filled(withFarms([{ ...BASE_GROUP.farms[0]!, answers: demoFarmAnswers({ 3: '12 workers' }) }], { code: '2005' })),
        ['Facility Level Risk Assessment Index 2: Question 3: "12 workers" must be a whole number written with digits only.'],
      ],
      [
        'a surveyed farm with questions left open on its route',
        async () => filled(withFarms([{ ...BASE_GROUP.farms[0]!, answers: { 1: 'Less than 10 acres', 2: 'No' } }], { code: '2006' })),
        [
          expect.stringMatching(
            /^Facility Level Risk Assessment Index 2: Questions of Labor on this farm's route are not answered: 3, 4, 5, /,
          ) as unknown as string,
        ],
      ],
      [
        'more farms than one file may hold',
        async () => {
          const farms = Array.from({ length: 101 }, (_, i) => ({
            code: String(i + 1).padStart(3, '0'),
            name: `Farm ${i + 1}`,
            firstName: 'Ali',
            lastName: 'Raza',
            answers: {} as AnswersByIndex,
          }));
          return filled(withFarms(farms, { code: '2007' }));
        },
        ['Facility Level Risk Assessment Index 1: The file has 101 farms; one file can hold at most 100.'],
      ],
      [
        'no farm at all',
        async () => filled(withFarms([], { code: '2008' })),
        ['Facility Level Risk Assessment Index 2: Empty file upload. Please insert at least 1 farm.'],
      ],
    ];

    it.each(cases)('%s', async (_name, build, expected) => {
      const before = await list();
      const result = await validation(await build());
      expect(messages(result)).toEqual(expected);
      expect(result.errorCount).toBe(expected.length);
      expect(result.fileId).toBeNull();
      expect(result.plan).toBeNull();
      expect(result.validItems + result.failedItems).toBe(result.totalItems);
      expect((await list()).total).toBe(before.total);
    });

    it('refuses to import a file that was never validated', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/facility-groups/import-data',
        headers: admin,
        payload: { fileId: '00000000-0000-4000-8000-000000000000', roleId: farmRole },
      });
      expect(response.statusCode).toBe(404);
    });

    it('refuses a file that is not a workbook', async () => {
      const response = await validate(Buffer.from('%PDF-1.7\n%%EOF\n'));
      expect(response.statusCode).toBe(415);
    });

    it.each([
      [
        'cut short before its closing boundary',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="roleId"\r\n\r\n{roleId}\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="farms.xlsx"\r\n\r\nPK`,
      ],
      ['without a boundary', 'multipart/form-data', '--x--'],
      ['that is not multipart inside', 'multipart/form-data; boundary=x', 'not a form'],
    ])('answers a form %s as a bad request, not a server fault', async (_name, contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/facility-groups/validate-import-template',
        headers: { ...admin, 'content-type': contentType },
        payload: payload.replace('{roleId}', farmRole),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The uploaded form is incomplete or malformed. Choose the file again and send the form once more.',
      });
    });
  });

  describe('updating a group from its pre-filled template', () => {
    let template: Buffer;

    it("downloads the group's data in the role's template", async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/facility-groups/${groupId}/template`, headers: admin });
      expect(response.statusCode).toBe(200);
      template = response.rawPayload;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template as unknown as ArrayBuffer);
      const site = sheetOf(workbook, 'Site definition');
      expect([1, 2, 3, 4, 5].map((row) => site.getRow(row).getCell(2).text)).toEqual([
        '1234',
        'Green Valley Farmers',
        'Pakistan',
        'Punjab',
        'Multan',
      ]);
      const farms = sheetOf(workbook, 'Facility Level Risk Assessment');
      expect([2, 3, 4].map((row) => farms.getRow(row).getCell(2).text)).toEqual(['Sunrise Farm', 'River Bend', 'Old Well Farm']);
      expect(farms.getRow(2).getCell(columnTitled(farms, 'Certification expiry date(Enter in dd/mm/yyyy)')).text).toBe('31/03/2027');
      expect(farms.getRow(2).getCell(columnTitled(farms, 'What is the approximate facility size (acres)?')).text).toBe(
        'Less than 10 acres',
      );
    });

    it('revalidates unchanged as an update of every farm', async () => {
      const result = await validation(template, { roleId: farmRole, facilityGroupId: groupId });
      expect(result.errors).toEqual([]);
      expect(result.plan).toMatchObject({ farms: 3, addedFarms: 0, updatedFarms: 3, removedFarms: 0, completedQuestionnaires: 2 });
    });

    it('changes an answer, adds a farm and removes one', async () => {
      const changed = await edited(template, (workbook) => {
        const farms = sheetOf(workbook, 'Facility Level Risk Assessment');
        farms.getRow(2).getCell(columnTitled(farms, 'What is the approximate facility size (acres)?')).value = 'Between 10-50 acres';
        const lastColumn = farms.columnCount;
        for (let column = 1; column <= lastColumn; column++) farms.getRow(4).getCell(column).value = null;
        const newFarm = farms.getRow(5);
        newFarm.getCell(1).value = '004';
        newFarm.getCell(columnTitled(farms, 'Facility Name')).value = 'New Hope Farm';
        newFarm.getCell(columnTitled(farms, 'Contact first name')).value = 'Bushra';
        newFarm.getCell(columnTitled(farms, 'Contact last name')).value = 'Iqbal';
      });
      const checked = await validation(changed, { roleId: farmRole, facilityGroupId: groupId });
      expect(checked.errors).toEqual([]);
      expect(checked.plan).toMatchObject({ farms: 3, addedFarms: 1, updatedFarms: 2, removedFarms: 1 });
      const oldWellId = (await detail(groupId)).farms[2]?.id as string;

      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/facility-groups/${groupId}/import-data`,
        headers: admin,
        payload: { fileId: checked.fileId },
      });
      expect(response.statusCode, response.body).toBe(200);
      const group = await detail(groupId);
      expect(group.farms.map((farm) => farm.code)).toEqual(['001', '002', '004']);
      expect(answerTo(await farmAnswers(groupId, group.farms[0]!.id), 'Labor', 1)).toEqual(['Between 10-50 acres']);
      const [removed] = await t.database.db.select().from(facilities).where(eq(facilities.id, oldWellId));
      expect(removed?.deletedAt).not.toBeNull();
    });

    it("refuses another group's file, and a blank template, as this group's update", async () => {
      const otherId = await importGroup(await filled(withFarms([BASE_GROUP.farms[1]!], { code: '3456', name: 'Other Growers' })));
      const otherFile = (await t.app.inject({ method: 'GET', url: `/api/facility-groups/${otherId}/template`, headers: admin })).rawPayload;
      const refused = await validation(otherFile, { roleId: farmRole, facilityGroupId: groupId });
      expect(messages(refused)).toEqual([
        "Site definition Index 1: This file belongs to another farm group. Download this group's own file with Update and edit that one.",
      ]);
      const blank = await validation(await filled(), { roleId: farmRole, facilityGroupId: groupId });
      expect(messages(blank)).toEqual([
        "Site definition Index 1: This is not the update file of this farm group. Download the group's pre-filled file with Update and edit that one.",
      ]);
      const asNew = await validation(otherFile);
      expect(messages(asNew)).toEqual([
        'Site definition Index 1: This file was downloaded to update an existing farm group: use Update on that group, or start a new group from the blank template.',
      ]);
    });
  });

  it('deletes a group with its farms', async () => {
    const before = await list();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/facility-groups/${groupId}`, headers: admin });
    expect(response.statusCode).toBe(204);
    expect((await list()).total).toBe(before.total - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/facility-groups/${groupId}`, headers: admin })).statusCode).toBe(404);
    const liveFarms = await t.database.db
      .select()
      .from(facilities)
      .where(and(eq(facilities.farmGroupId, groupId), isNull(facilities.deletedAt)));
    expect(liveFarms).toEqual([]);
    // Its ID is free again.
    expect((await validation(await filled())).errors).toEqual([]);
  });

  it('searches groups by ID or name', async () => {
    const found = (await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${farmRole}&key=other`, headers: admin })).json();
    expect(found.items.map((item: { code: string }) => item.code)).toEqual(['3456']);
    const none = (await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${farmRole}&key=9999`, headers: admin })).json();
    expect(none.total).toBe(0);
  });
});

describe('facility groups: who may', () => {
  it('refuses producers and the super administrator', async () => {
    for (const headers of [producer, superAdmin]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${farmRole}`, headers });
      expect(response.statusCode).toBe(403);
      expect((await validate(await filled(), { roleId: farmRole }, headers)).statusCode).toBe(403);
    }
  });

  it('only lists groups of roles whose profiles an administrator completes', async () => {
    const ginner = await roleIdByCode(t.database.db, 'GINNER');
    const response = await t.app.inject({ method: 'GET', url: `/api/facility-groups?roleId=${ginner}`, headers: admin });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Ginner is not a role whose profiles an administrator completes.');
  });

  it("needs the role's questionnaire and template before importing", async () => {
    const farmGroup = await roleIdByCode(t.database.db, 'FARM_GROUP');
    const response = await validate(await filled(), { roleId: farmGroup });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Farm Group has no questionnaire yet: a super administrator must upload it first.');
  });
});
