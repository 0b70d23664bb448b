import { type TMessageKey, type TMessageParams, translateMessage } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { facilities, facilityRoleAttributeValues } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addRoleAttribute, facilityByName, PAKISTAN_ID, saveOshProfile } from '../../test/world/identifiers.ts';
import { type AttributeAnswer, assertUniqueIds, findUniqueIdProblems } from './unique-ids.ts';

const t$ = (key: TMessageKey, params?: TMessageParams) => translateMessage('en', key, params);

let t: TestApp;
let ginner: { id: string; roleId: string };
let mill: { id: string; roleId: string };
let ginnerOsId: string;
let ginnerName: string;
let ginnerInternalId: string;
let ginnerLicence: string;

/** What the profile save will do: check, then write, in one transaction. */
async function saveAnswers(db: Executor, facilityId: string, answers: AttributeAnswer[]): Promise<void> {
  await assertUniqueIds(db, facilityId, answers, t$);
  for (const { attributeId, value } of answers) {
    await db
      .insert(facilityRoleAttributeValues)
      .values({ facilityId, attributeId, value })
      .onConflictDoUpdate({ target: [facilityRoleAttributeValues.facilityId, facilityRoleAttributeValues.attributeId], set: { value } });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The Spinning Mills already saved this OS ID, through its own role's copy of the attribute.
  await saveOshProfile(db, 'Faisalabad Spinning Mills', {
    oarId: 'PK2019303BQ3FZP',
    name: 'Faisalabad Spinning Mills',
    address: 'Sargodha Road',
    countryId: PAKISTAN_ID,
  });
  const spinner = await facilityByName(db, 'Faisalabad Spinning Mills');
  const spinnerLicence = await addRoleAttribute(db, spinner.roleId, {
    identifierSystem: 'ADDITIONAL_ATTRIBUTE',
    name: 'Ginning licence',
    category: 'UNIQUE_ID',
  });
  await saveAnswers(db, spinner.id, [{ attributeId: spinnerLicence, value: 'LIC-77' }]);

  ginner = await facilityByName(db, 'Multan Ginning Factory');
  mill = await facilityByName(db, 'Lahore Fabric Mill');
  ginnerOsId = await addRoleAttribute(db, ginner.roleId, { identifierSystem: 'OPEN_SUPPLY_HUB_ID', name: 'OS ID', category: 'UNIQUE_ID' });
  ginnerName = await addRoleAttribute(db, ginner.roleId, {
    identifierSystem: 'OPEN_SUPPLY_HUB_ID',
    name: 'Business Name',
    category: 'TEXT',
  });
  ginnerInternalId = await addRoleAttribute(db, ginner.roleId, {
    identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
    name: 'Internal Id',
    category: 'UNIQUE_ID',
  });
  ginnerLicence = await addRoleAttribute(db, ginner.roleId, {
    identifierSystem: 'ADDITIONAL_ATTRIBUTE',
    name: ' ginning LICENCE',
    category: 'UNIQUE_ID',
  });
});
afterAll(async () => t.close());

describe('unique identifiers across facilities', () => {
  it('refuses an OS ID another facility holds, whatever its role, spaces or letter case', async () => {
    const problems = await findUniqueIdProblems(
      t.database.db,
      ginner.id,
      [
        { attributeId: ginnerName, value: 'Multan' },
        { attributeId: ginnerOsId, value: ' pk2019303bq3fzp ' },
      ],
      t$,
    );
    expect(problems).toEqual([{ path: 'roleAttributes.1.value', message: 'OS ID pk2019303bq3fzp is already used by another facility.' }]);
  });

  it('refuses values longer than 63 characters', async () => {
    const problems = await findUniqueIdProblems(t.database.db, ginner.id, [{ attributeId: ginnerInternalId, value: 'I'.repeat(64) }], t$);
    expect(problems).toEqual([{ path: 'roleAttributes.0.value', message: 'Internal Id must be at most 63 characters.' }]);
    expect(await findUniqueIdProblems(t.database.db, ginner.id, [{ attributeId: ginnerInternalId, value: 'I'.repeat(63) }], t$)).toEqual(
      [],
    );
  });

  it('compares within one identifier system, and additional attributes by name', async () => {
    const db = t.database.db;
    expect(await findUniqueIdProblems(db, ginner.id, [{ attributeId: ginnerInternalId, value: 'PK2019303BQ3FZP' }], t$)).toEqual([]);
    expect(await findUniqueIdProblems(db, ginner.id, [{ attributeId: ginnerLicence, value: 'lic-77' }], t$)).toEqual([
      { path: 'roleAttributes.0.value', message: 'ginning LICENCE lic-77 is already used by another facility.' },
    ]);
    expect(
      await findUniqueIdProblems(
        db,
        ginner.id,
        [
          { attributeId: ginnerName, value: 'Faisalabad Spinning Mills' },
          { attributeId: ginnerOsId, value: '' },
        ],
        t$,
      ),
    ).toEqual([]);
  });

  it('lets a facility keep its own ID, and frees the IDs of deleted facilities', async () => {
    const db = t.database.db;
    await saveAnswers(db, ginner.id, [{ attributeId: ginnerOsId, value: 'PK2022333MLTGIN' }]);
    await expect(saveAnswers(db, ginner.id, [{ attributeId: ginnerOsId, value: 'PK2022333MLTGIN' }])).resolves.toBeUndefined();

    const millOsId = await addRoleAttribute(db, mill.roleId, {
      identifierSystem: 'OPEN_SUPPLY_HUB_ID',
      name: 'OS ID',
      category: 'UNIQUE_ID',
    });
    const refused = await saveAnswers(db, mill.id, [{ attributeId: millOsId, value: 'PK2022333MLTGIN' }]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 400, details: [{ path: 'roleAttributes.0.value' }] });

    await db.update(facilities).set({ deletedAt: new Date() }).where(eq(facilities.id, ginner.id));
    await expect(saveAnswers(db, mill.id, [{ attributeId: millOsId, value: 'PK2022333MLTGIN' }])).resolves.toBeUndefined();
  });

  it('lets only one of two facilities saving the same ID at the same moment keep it', async () => {
    const db = t.database.db;
    const assembly = await facilityByName(db, 'Karachi Garments');
    const spinner = await facilityByName(db, 'Faisalabad Spinning Mills');
    const assemblyInternal = await addRoleAttribute(db, assembly.roleId, {
      identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
      name: 'Internal Id',
      category: 'UNIQUE_ID',
    });
    const spinnerInternal = await addRoleAttribute(db, spinner.roleId, {
      identifierSystem: 'INTERNAL_INDENTIFIER_SYSTEM',
      name: 'Internal Id',
      category: 'UNIQUE_ID',
    });
    // The first save has checked and written its ID but not committed when the second one checks.
    let firstSaved!: () => void;
    let letFirstCommit!: () => void;
    const saved = new Promise<void>((resolve) => (firstSaved = resolve));
    const mayCommit = new Promise<void>((resolve) => (letFirstCommit = resolve));
    const first = db.transaction(async (tx) => {
      await saveAnswers(tx, assembly.id, [{ attributeId: assemblyInternal, value: 'SHARED-1' }]);
      firstSaved();
      await mayCommit;
    });
    await saved;
    const second = db.transaction((tx) => saveAnswers(tx, spinner.id, [{ attributeId: spinnerInternal, value: 'shared-1' }]));
    setTimeout(letFirstCommit, 300);
    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
  });
});
