import { OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, PERMISSION_CATALOGUE, USER_STATUS } from '@opentrace/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.ts';
import { createTestDatabase, TEST_SUPER_ADMIN } from '../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  appMeta,
  certifications,
  commodities,
  countries,
  districts,
  facilityTypes,
  permissions,
  provinces,
  roles,
  users,
} from '../db/schema/index.ts';
import { seedDatabase } from './index.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

type CountableTable =
  typeof countries | typeof provinces | typeof districts | typeof facilityTypes | typeof commodities | typeof permissions | typeof users;
const total = async (table: CountableTable) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('base seed', () => {
  it('loads the reference lists with their translations', async () => {
    expect(await total(countries)).toBe(199);
    expect(await total(provinces)).toBe(2275);
    expect(await total(facilityTypes)).toBe(11);
    expect(await total(districts)).toBeGreaterThanOrEqual(80);
    expect(await total(commodities)).toBeGreaterThanOrEqual(160);
    const [pakistan] = await database.db.select().from(countries).where(eq(countries.countryCode, 'PK'));
    expect(pakistan?.translations).toEqual({ ur: 'پاکستان', fr: 'Pakistan' });
    const [multan] = await database.db.select().from(districts).where(eq(districts.name, 'Multan'));
    expect(multan?.translations.ur).toBe('ملتان');
  });

  it('has the fixed Other country, province and district', async () => {
    const [country] = await database.db.select().from(countries).where(eq(countries.id, OTHER_COUNTRY_ID));
    const [province] = await database.db.select().from(provinces).where(eq(provinces.id, OTHER_PROVINCE_ID));
    const [district] = await database.db.select().from(districts).where(eq(districts.id, OTHER_DISTRICT_ID));
    expect([country?.name, province?.name, district?.name]).toEqual(['Other', 'Other', 'Other']);
  });

  it('has the permission catalogue, the named roles and the certifications', async () => {
    expect(await total(permissions)).toBe(PERMISSION_CATALOGUE.length);
    const roleCodes = (await database.db.select({ code: roles.code }).from(roles)).map((r) => r.code);
    expect(roleCodes).toEqual(expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'GINNER', 'BRAND', 'AUDITOR', 'API_USER']));
    const cotton = await database.db.select().from(certifications).where(eq(certifications.kind, 'cotton'));
    expect(cotton.filter((c) => !c.farmOnly)).toHaveLength(17);
  });

  it('creates the super administrator from the configured credentials', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.email, TEST_SUPER_ADMIN.email));
    expect(admin?.status).toBe(USER_STATUS.ACTIVE);
    expect(await verifyPassword(admin!.passwordHash!, TEST_SUPER_ADMIN.password)).toBe(true);
  });

  it('can run again without duplicating anything', async () => {
    const usersBefore = await total(users);
    await seedDatabase(database.db, { superAdmin: { email: 'other@test.local', password: 'Other@2026x' }, demo: true });
    expect(await total(users)).toBe(usersBefore);
    expect(await total(countries)).toBe(199);
  });

  it('names the system roles in French and Urdu, also in a database seeded before, unless the role was renamed', async () => {
    const roleByCode = async (code: string) => (await database.db.select().from(roles).where(eq(roles.code, code)))[0];
    expect((await roleByCode('GINNER'))?.nameTranslations).toEqual({ fr: 'Égreneur', ur: 'جنر' });
    await database.db.update(roles).set({ nameTranslations: {} }).where(eq(roles.code, 'FARM'));
    await database.db.update(roles).set({ name: 'Gin House', nameTranslations: {} }).where(eq(roles.code, 'GINNER'));
    await database.db.update(appMeta).set({ value: '1' }).where(eq(appMeta.key, 'base_seed_version'));
    await seedDatabase(database.db, { superAdmin: TEST_SUPER_ADMIN, demo: true });
    expect((await roleByCode('FARM'))?.nameTranslations).toEqual({ fr: 'Exploitation agricole', ur: 'فارم' });
    expect(await roleByCode('GINNER')).toMatchObject({ name: 'Gin House', nameTranslations: {} });
  });
});
