import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAQ_SHEETS, type TConfigurationBundle, type TSaqCompletion, type TSaqQuestionnaire } from '@opentrace/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PILOT_REFERENCE_DIR } from '../../../lib/paths.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { TEST_SUPER_ADMIN } from '../../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Standing gate "Round trips" (issue 16): every real pilot file under the reference folder goes in
 * through the API as the wizard sends it, reads back through every route that shows it, and leaves
 * through the configuration export into a fresh system. The files are found, not listed, so a new
 * pilot file is held to the same test; a file of a kind nobody taught this test fails it.
 */

type TFileKind =
  'indicatorList' | 'indicatorTranslations' | 'questionnaire' | 'questionnaireTranslations' | 'facilityGroupTemplate' | 'roleMatrix';

const FILE_KINDS: { kind: TFileKind; pattern: RegExp }[] = [
  { kind: 'indicatorList', pattern: /^indicat\w*_list\.xlsx$/ },
  { kind: 'indicatorTranslations', pattern: /^indicator_list_trans\.json$/ },
  { kind: 'questionnaire', pattern: /_definition\.xlsx$/ },
  { kind: 'questionnaireTranslations', pattern: /_translation\.json$/ },
  { kind: 'facilityGroupTemplate', pattern: /_template\.xlsx$/ },
  // The pilots' role matrices, which the system roles' permissions were written from (system-roles.ts): no route imports them.
  { kind: 'roleMatrix', pattern: /^roles_and_perms\.xlsx$/ },
];

const kindOf = (name: string) => FILE_KINDS.find((entry) => entry.pattern.test(name))?.kind ?? null;

const PILOTS = readdirSync(PILOT_REFERENCE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const folder = path.join(PILOT_REFERENCE_DIR, entry.name);
    const files = readdirSync(folder)
      .sort()
      .map((name) => ({ name, kind: kindOf(name), data: readFileSync(path.join(folder, name)) }));
    return { pilot: entry.name, files };
  });

const filesOf = (files: (typeof PILOTS)[number]['files'], kind: TFileKind) => files.filter((file) => file.kind === kind);

const bearer = async (t: TestApp, email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });

/** Which of the two questionnaire shapes a workbook has, from its sheet names. */
async function completionOf(data: Buffer): Promise<TSaqCompletion> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const names = new Set(workbook.worksheets.map((sheet) => sheet.name.trim().toLowerCase()));
  const completion = (Object.keys(SAQ_SHEETS) as TSaqCompletion[]).find((candidate) =>
    SAQ_SHEETS[candidate].every((sheet) => names.has(sheet.toLowerCase())),
  );
  if (!completion) throw new Error(`Neither questionnaire shape: sheets ${[...names].join(', ')}`);
  return completion;
}

const expectOk = (response: { statusCode: number; body: string }, what: string) =>
  expect(response.statusCode, `${what}: ${response.body.slice(0, 500)}`).toBeLessThan(300);

interface Imported {
  roleId: string;
  file: string;
  completion: TSaqCompletion;
}

/** Loads one pilot folder into an empty system the way the wizard does, and reads everything back. */
async function importPilot(t: TestApp, files: (typeof PILOTS)[number]['files']): Promise<Imported[]> {
  const superAdmin = await bearer(t, TEST_SUPER_ADMIN.email);
  const admin = await bearer(t, 'admin@demo.opentrace.local');
  const upload = (url: string, method: 'POST' | 'PUT', name: string, data: Buffer, fields: Record<string, string> = {}) => {
    const form = multipartBody([
      ...Object.entries(fields).map(([field, value]) => ({ field, data: value })),
      { field: 'file', fileName: name, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data },
    ]);
    return t.app.inject({ method, url, headers: { ...superAdmin, ...form.headers }, payload: form.payload });
  };

  for (const file of filesOf(files, 'indicatorList')) {
    const validated = await upload('/api/indicator-list/validate', 'POST', file.name, file.data);
    expectOk(validated, `${file.name} validates`);
    const fileId = validated.json().fileId as string | null;
    expect(fileId, `${file.name}: ${JSON.stringify(validated.json().errors).slice(0, 500)}`).toBeTruthy();
    expectOk(
      await t.app.inject({ method: 'POST', url: '/api/indicator-list/import', headers: superAdmin, payload: { fileId, mode: 'replace' } }),
      `${file.name} imports`,
    );
  }
  for (const file of filesOf(files, 'indicatorTranslations')) {
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/indicator-list/translations',
      headers: superAdmin,
      payload: JSON.parse(file.data.toString('utf8')),
    });
    expectOk(uploaded, `${file.name} uploads`);
  }

  const imported: Imported[] = [];
  for (const file of filesOf(files, 'questionnaire')) {
    const completion = await completionOf(file.data);
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: superAdmin,
      payload: {
        // Apart from the system roles' names (the cotton pilot's Farm, Ginner…), which another test covers.
        name: `Pilot ${file.name.replace(/_definition\.xlsx$/, '')}`,
        type: 'Producer',
        isRawMaterialExtractor: completion === 'ADMINISTRATOR',
        chainOfCustody: 'Mass balance',
        permissions:
          completion === 'ADMINISTRATOR'
            ? ['ONBOARDING', 'ADMINISTRATOR_COMPLETES_PROFILE', 'ADMINISTRATOR_COMPLETES_SAQ']
            : ['ONBOARDING', 'COMPLETE_OWN_PROFILE', 'COMPLETE_OWN_SAQ'],
        ...(completion === 'ADMINISTRATOR' ? { seasonStartDate: '01/04/2026', seasonDuration: 9 } : {}),
      },
    });
    expectOk(role, `a role for ${file.name}`);
    const roleId = role.json().id as string;
    const validated = await upload(`/api/saqs/${roleId}/validate`, 'POST', file.name, file.data, { applySuggestions: 'true' });
    expectOk(validated, `${file.name} validates`);
    expect(validated.json().importable, `${file.name}: ${JSON.stringify(validated.json().errors).slice(0, 500)}`).toBe(true);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/saqs/${roleId}/import`,
      headers: superAdmin,
      payload: { fileId: validated.json().fileId, confirmUnmapped: true },
    });
    expectOk(saved, `${file.name} imports`);
    imported.push({ roleId, file: file.name, completion });
  }

  // A translation file names no questionnaire: it belongs to the one whose English titles it repeats.
  const titles = new Map<string, Set<string>>();
  for (const { roleId } of imported) {
    const questionnaire = (
      await t.app.inject({ method: 'GET', url: `/api/saqs/${roleId}`, headers: superAdmin })
    ).json() as TSaqQuestionnaire;
    titles.set(roleId, new Set(questionnaire.groups.flatMap((group) => group.questions.map((question) => question.title))));
  }
  for (const file of filesOf(files, 'questionnaireTranslations')) {
    const entries = JSON.parse(file.data.toString('utf8')) as { title: { en?: string } }[];
    const owner = imported.find(({ roleId }) =>
      entries.some((entry) => entry.title.en !== undefined && titles.get(roleId)?.has(entry.title.en.trim())),
    );
    expect(owner, `${file.name} translates none of the imported questionnaires`).toBeDefined();
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/saqs/${owner?.roleId}/translations`,
      headers: superAdmin,
      payload: entries,
    });
    expectOk(uploaded, `${file.name} uploads`);
    expect(uploaded.json().updatedQuestions, file.name).toBeGreaterThan(0);
  }

  const administratorCompleted = imported.filter((entry) => entry.completion === 'ADMINISTRATOR');
  for (const file of filesOf(files, 'facilityGroupTemplate')) {
    expect(administratorCompleted.length, `${file.name} has no administrator-completed questionnaire to go with`).toBeGreaterThan(0);
    for (const { roleId } of administratorCompleted)
      expectOk(await upload(`/api/saqs/${roleId}/facility-group-template`, 'PUT', file.name, file.data), `${file.name} uploads`);
  }

  const reads = [
    '/api/indicator-list',
    '/api/indicator-list/translations',
    '/api/indicator-list/template',
    '/api/saqs',
    ...imported.flatMap(({ roleId }) => [`/api/saqs/${roleId}`, `/api/saqs/${roleId}/translations`, `/api/saqs/${roleId}/template`]),
    ...(filesOf(files, 'facilityGroupTemplate').length > 0
      ? administratorCompleted.map(({ roleId }) => `/api/saqs/${roleId}/facility-group-template`)
      : []),
  ];
  for (const url of reads) expectOk(await t.app.inject({ method: 'GET', url, headers: superAdmin }), `GET ${url}`);
  for (const { roleId } of administratorCompleted) {
    expectOk(
      await t.app.inject({ method: 'GET', url: `/api/facility-groups/template?roleId=${roleId}`, headers: admin }),
      `the facility-group template of ${roleId}`,
    );
  }
  return imported;
}

describe('every real pilot file', () => {
  it('is of a kind this gate knows how to import', () => {
    const unknown = PILOTS.flatMap(({ pilot, files }) => files.filter((file) => file.kind === null).map((file) => `${pilot}/${file.name}`));
    expect(unknown).toEqual([]);
    expect(PILOTS.map(({ pilot }) => pilot)).toEqual(expect.arrayContaining(['cobalt', 'cotton']));
  });

  it.each(PILOTS)(
    'of the $pilot pilot imports, reads back, exports and imports into a fresh system',
    async ({ files }) => {
      let bundle: TConfigurationBundle;
      let imported: Imported[];
      const source = await createTestApp();
      try {
        imported = await importPilot(source, files);
        const exported = await source.app.inject({
          method: 'GET',
          url: '/api/configuration/export',
          headers: await bearer(source, TEST_SUPER_ADMIN.email),
        });
        expectOk(exported, 'the export');
        bundle = exported.json() as TConfigurationBundle;
      } finally {
        await source.close();
      }
      expect(bundle.questionnaires).toHaveLength(imported.length);

      const fresh = await createTestApp();
      try {
        const superAdmin = await bearer(fresh, TEST_SUPER_ADMIN.email);
        const reimported = await fresh.app.inject({
          method: 'POST',
          url: '/api/configuration/import',
          headers: superAdmin,
          payload: bundle,
        });
        expectOk(reimported, 'the re-import');
        expect(reimported.json()).toMatchObject({ questionnaires: imported.length, rolesCreated: imported.length });
        const again = await fresh.app.inject({ method: 'GET', url: '/api/configuration/export', headers: superAdmin });
        expectOk(again, 'the export of the re-imported system');
        const { exportedAt: _first, ...before } = bundle;
        const { exportedAt: _second, ...after } = again.json() as TConfigurationBundle;
        expect(after.questionnaires).toEqual(before.questionnaires);
        expect(after.indicators).toEqual(before.indicators);
        expect(after.facilityGroupTemplates.map((entry) => entry.file.base64)).toEqual(
          before.facilityGroupTemplates.map((entry) => entry.file.base64),
        );
      } finally {
        await fresh.close();
      }
    },
    240_000,
  );
});
