import { randomBytes } from 'node:crypto';
import { USER_STATUS, type TSystemRoleCode } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password.ts';
import type { Database } from '../db/client.ts';
import { appMeta, facilities, users } from '../db/schema/index.ts';
import { findRoleIdByCode } from './base-seed.ts';

const DEMO_SEED_KEY = 'demo_seed_version';
const DEMO_SEED_VERSION = '1';

/**
 * Shared by every demo account outside production and printed at start-up; demo data is for
 * trying the product. Production demo data gets a generated password instead (server.ts).
 */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * 120 random bits for demo accounts in production. The fixed tail gives every character class the
 * password rules ask for, so the password can also be typed into the change-password form as is.
 */
export function generateDemoPassword(): string {
  return `${randomBytes(15).toString('base64url')}@9aZ`;
}

export interface DemoAccount {
  roleCode: TSystemRoleCode;
  email: string;
  firstName: string;
  lastName: string;
  /** Organisation the account belongs to; administrators belong to none. */
  facilityName?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { roleCode: 'ADMIN', email: 'admin@demo.opentrace.local', firstName: 'Ayesha', lastName: 'Khan' },
  {
    roleCode: 'GINNER',
    email: 'ginner@demo.opentrace.local',
    firstName: 'Bilal',
    lastName: 'Ahmed',
    facilityName: 'Multan Ginning Factory',
  },
  {
    roleCode: 'SPINNER',
    email: 'spinner@demo.opentrace.local',
    firstName: 'Sana',
    lastName: 'Malik',
    facilityName: 'Faisalabad Spinning Mills',
  },
  { roleCode: 'MILL', email: 'mill@demo.opentrace.local', firstName: 'Imran', lastName: 'Qureshi', facilityName: 'Lahore Fabric Mill' },
  {
    roleCode: 'FINAL_PRODUCT_ASSEMBLY',
    email: 'assembly@demo.opentrace.local',
    firstName: 'Nadia',
    lastName: 'Hussain',
    facilityName: 'Karachi Garments',
  },
  { roleCode: 'BRAND', email: 'brand@demo.opentrace.local', firstName: 'Claire', lastName: 'Martin', facilityName: 'Maison Coton' },
  { roleCode: 'AUDITOR', email: 'auditor@demo.opentrace.local', firstName: 'Omar', lastName: 'Farooq', facilityName: 'Fair Labour Audits' },
  {
    roleCode: 'FARM_MONITOR',
    email: 'monitor@demo.opentrace.local',
    firstName: 'Zainab',
    lastName: 'Raza',
    facilityName: 'Punjab Farm Monitors',
  },
  {
    roleCode: 'HOTLINE_OPERATOR',
    email: 'hotline@demo.opentrace.local',
    firstName: 'Hamza',
    lastName: 'Iqbal',
    facilityName: 'Worker Voice Hotline',
  },
  {
    roleCode: 'API_USER',
    email: 'api@demo.opentrace.local',
    firstName: 'Integration',
    lastName: 'Client',
    facilityName: 'Risk Data Partner',
  },
];

/**
 * Creates the demo organisations and accounts once, all with `password`; a database that has them
 * is left alone. Answers whether the accounts were created now, the only time their password can be told.
 */
export async function runDemoSeed(db: Database, password: string = DEMO_PASSWORD): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
  if (done) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const roleId = await findRoleIdByCode(tx, account.roleCode);
      let facilityId: string | null = null;
      if (account.facilityName) {
        const [facility] = await tx.insert(facilities).values({ name: account.facilityName, roleId }).returning({ id: facilities.id });
        facilityId = facility?.id ?? null;
      }
      await tx.insert(users).values({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
        status: USER_STATUS.ACTIVE,
        userType: facilityId ? 'Admin' : null,
        roleId,
        facilityId,
        joinedAt: new Date(),
      });
    }
    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION });
  });
  return true;
}
