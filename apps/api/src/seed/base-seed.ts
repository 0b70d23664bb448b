import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENCIES, FACILITY_TYPES, OTHER_PROVINCE_ID, PERMISSION_CATALOGUE, USER_STATUS } from '@opentrace/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { SEED_DATA_DIR } from '../lib/paths.ts';
import { hashPassword } from '../lib/password.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  appMeta,
  certifications,
  commodities,
  countries,
  currencies,
  districts,
  facilityTypes,
  permissions,
  rolePermissions,
  roles,
  users,
} from '../db/schema/index.ts';
import { SYSTEM_ROLES } from './system-roles.ts';

/** Raise when the reference data below changes, so existing databases pick it up at start. */
export const BASE_SEED_VERSION = '2';
const BASE_SEED_KEY = 'base_seed_version';

const CURRENCY_NAMES: Record<(typeof CURRENCIES)[number], string> = {
  PKR: 'Pakistani rupee',
  USD: 'US dollar',
  EUR: 'Euro',
  CDF: 'Congolese franc',
};

type Translated = { translation?: { ur?: string; fr?: string } };

function readSeedFile<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(SEED_DATA_DIR, name), 'utf8')) as T;
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

async function seedLocations(tx: Executor): Promise<void> {
  const frenchCountryNames = readSeedFile<Record<string, string>>('country-names-fr.json');
  const countryRows = readSeedFile<({ id: string; countryCode: string; country: string } & Translated)[]>('countries.json').map((c) => ({
    id: c.id,
    countryCode: c.countryCode,
    name: c.country,
    translations: { ur: c.translation?.ur, fr: frenchCountryNames[c.countryCode] },
  }));
  await tx
    .insert(countries)
    .values(countryRows)
    .onConflictDoUpdate({ target: countries.id, set: { name: sql`excluded.name`, translations: sql`excluded.translations` } });

  const provinceRows = readSeedFile<({ id: string; countryId: string; provinceCode: string; province: string } & Translated)[]>(
    'provinces.json',
  ).map((p) =>
    // The source names the fixed "Other" province "N/A"; users see it as Other.
    p.id === OTHER_PROVINCE_ID
      ? { id: p.id, countryId: p.countryId, provinceCode: 'other', name: 'Other', translations: { ur: 'دیگر', fr: 'Autre' } }
      : { id: p.id, countryId: p.countryId, provinceCode: p.provinceCode, name: p.province, translations: { ur: p.translation?.ur } },
  );
  for (const batch of chunks(provinceRows, 500)) {
    await tx.execute(
      sql`insert into provinces (id, country_id, province_code, name, translations) values ${sql.join(
        batch.map((p) => sql`(${p.id}, ${p.countryId}, ${p.provinceCode}, ${p.name}, ${JSON.stringify(p.translations)}::jsonb)`),
        sql`, `,
      )} on conflict (id) do update set name = excluded.name, translations = excluded.translations`,
    );
  }

  const districtRows = readSeedFile<({ id: string; provinceId: string; districtCode: string; district: string } & Translated)[]>(
    'districts.json',
  ).map((d) => ({
    id: d.id,
    provinceId: d.provinceId,
    districtCode: d.districtCode,
    name: d.district,
    translations: { ur: d.translation?.ur, fr: d.translation?.fr },
  }));
  await tx
    .insert(districts)
    .values(districtRows)
    .onConflictDoUpdate({ target: districts.id, set: { name: sql`excluded.name`, translations: sql`excluded.translations` } });
}

async function seedCatalogues(tx: Executor): Promise<void> {
  await tx
    .insert(facilityTypes)
    .values([...FACILITY_TYPES])
    .onConflictDoUpdate({
      target: facilityTypes.id,
      set: { code: sql`excluded.code`, name: sql`excluded.name` },
    });
  await tx
    .insert(permissions)
    .values(
      PERMISSION_CATALOGUE.map((p, index) => ({
        key: p.key,
        action: p.action,
        name: p.name,
        label: p.label ?? null,
        groups: [...p.groups],
        groupType: p.groupType,
        category: p.category,
        parentKey: p.parentKey ?? null,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: permissions.key,
      set: {
        name: sql`excluded.name`,
        label: sql`excluded.label`,
        groups: sql`excluded.groups`,
        groupType: sql`excluded.group_type`,
        category: sql`excluded.category`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  type CertificationSeed = { code: string; name: string } & { translation?: { ur?: string; fr?: string } };
  const certificationFile = readSeedFile<{ facility: CertificationSeed[]; cotton: CertificationSeed[]; farmOnly: CertificationSeed[] }>(
    'certifications.json',
  );
  const certificationRows = [
    ...certificationFile.facility.map((c) => ({ ...c, kind: 'facility' as const, farmOnly: false })),
    ...certificationFile.cotton.map((c) => ({ ...c, kind: 'cotton' as const, farmOnly: false })),
    ...certificationFile.farmOnly.map((c) => ({ ...c, kind: 'cotton' as const, farmOnly: true })),
  ].map(({ translation, ...c }) => ({ ...c, translations: { ur: translation?.ur, fr: translation?.fr } }));
  await tx
    .insert(certifications)
    .values(certificationRows)
    .onConflictDoUpdate({
      target: [certifications.kind, certifications.code],
      set: { name: sql`excluded.name`, translations: sql`excluded.translations` },
    });

  await tx
    .insert(currencies)
    .values(CURRENCIES.map((code) => ({ code, name: CURRENCY_NAMES[code] })))
    .onConflictDoNothing();
  const commodityNames = readSeedFile<{ commodity: string }[]>('commodities.json').map((c) => c.commodity.trim());
  await tx
    .insert(commodities)
    .values([...new Set(commodityNames)].map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * System roles are created once; later edits by the super administrator are kept. A role made
 * before role names had translations gets them, as long as it still has its seeded name and no
 * translation of its own.
 */
async function seedSystemRoles(tx: Executor): Promise<void> {
  const facilityTypeIds = new Map(FACILITY_TYPES.map((t) => [t.code, t.id]));
  for (const role of SYSTEM_ROLES) {
    const [existing] = await tx
      .select({ id: roles.id, name: roles.name, nameTranslations: roles.nameTranslations })
      .from(roles)
      .where(and(eq(roles.code, role.code), isNull(roles.deletedAt)));
    if (existing) {
      if (existing.name === role.name && Object.keys(existing.nameTranslations).length === 0) {
        await tx.update(roles).set({ nameTranslations: role.nameTranslations }).where(eq(roles.id, existing.id));
      }
      continue;
    }
    const [created] = await tx
      .insert(roles)
      .values({
        code: role.code,
        name: role.name,
        nameTranslations: role.nameTranslations,
        type: role.type,
        icon: role.icon,
        facilityTypeId: role.facilityTypeCode ? facilityTypeIds.get(role.facilityTypeCode) : null,
        chainOfCustody: role.chainOfCustody ?? null,
        isRawMaterialExtractor: role.isRawMaterialExtractor ?? false,
      })
      .returning({ id: roles.id });
    if (!created) throw new Error(`Could not create role ${role.code}`);
    await tx.insert(rolePermissions).values(role.permissions.map((permissionKey) => ({ roleId: created.id, permissionKey })));
  }
}

export async function findRoleIdByCode(db: Executor, code: string): Promise<string> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.code, code), isNull(roles.deletedAt)));
  if (!role) throw new Error(`System role ${code} is missing; the base seed has not run`);
  return role.id;
}

/**
 * The operator's way in: on a database without a super administrator, create one from
 * SUPER_ADMIN_EMAIL / SUPER_ADMIN_PASSWORD.
 */
async function ensureSuperAdmin(db: Database, superAdmin: AppConfig['superAdmin']): Promise<void> {
  const roleId = await findRoleIdByCode(db, 'SUPER_ADMIN');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleId, roleId), isNull(users.deletedAt)))
    .limit(1);
  if (existing) return;
  await db.insert(users).values({
    email: superAdmin.email,
    firstName: 'Super',
    lastName: 'Admin',
    passwordHash: await hashPassword(superAdmin.password),
    status: USER_STATUS.ACTIVE,
    roleId,
    joinedAt: new Date(),
  });
}

export async function runBaseSeed(db: Database, superAdmin: AppConfig['superAdmin']): Promise<void> {
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, BASE_SEED_KEY));
  if (current?.value !== BASE_SEED_VERSION) {
    await db.transaction(async (tx) => {
      await seedCatalogues(tx);
      await seedLocations(tx);
      await seedSystemRoles(tx);
      await tx
        .insert(appMeta)
        .values({ key: BASE_SEED_KEY, value: BASE_SEED_VERSION })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: BASE_SEED_VERSION, updatedAt: new Date() } });
    });
  }
  await ensureSuperAdmin(db, superAdmin);
}
