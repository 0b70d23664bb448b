import { readFileSync } from 'node:fs';
import path from 'node:path';
import { toGrantedPermissions, translateMessage, ZIndicatorTranslations, ZSaqTranslationsUpload } from '@opentrace/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../core/clock.ts';
import { PILOT_REFERENCE_DIR } from '../lib/paths.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { recordAudit } from '../modules/audit-log/index.ts';
import type { RequestContext } from '../core/request-context.ts';
import type { Principal } from '../core/principal.ts';
import { BusinessDetailsService, ConfigurationBundleService, readBusinessDetails } from '../modules/configuration/index.ts';
import { FilesService } from '../modules/files/index.ts';
import type { IncomingFile } from '../core/multipart.ts';
import { IndicatorListService, ProductRiskListingsService } from '../modules/indicators/index.ts';
import { QuestionnairesService } from '../modules/questionnaires/index.ts';
import { findPermissionKeys } from '../modules/users/index.ts';
import type { Database } from '../db/client.ts';
import { appMeta, roles, users } from '../db/schema/index.ts';
import { findRoleIdByCode } from './base-seed.ts';
import { cottonPilotBundle } from './cotton-pilot.ts';
import { loadDemoFarmGroup } from './demo-farm-group.ts';

const DEMO_CONFIGURATION_KEY = 'demo_configuration_version';
const DEMO_CONFIGURATION_VERSION = '1';
const COTTON_DIR = path.join(PILOT_REFERENCE_DIR, 'cotton');

/** The pilot's questionnaires: which role answers which file, and the file of its translations. */
const PILOT_QUESTIONNAIRES = [
  { roleCode: 'FARM', questionnaire: 'farm_definition.xlsx', translations: 'farm_translation.json' },
  { roleCode: 'GINNER', questionnaire: 'ginner_definition.xlsx', translations: 'ginner_translation.json' },
  // Spinners and mills answer the same product-role questionnaire, each with its own translation file.
  { roleCode: 'SPINNER', questionnaire: 'product_role_definition.xlsx', translations: 'spinner_translation.json' },
  { roleCode: 'MILL', questionnaire: 'product_role_definition.xlsx', translations: 'mill_translation.json' },
] as const;

const pilotFile = (name: string): IncomingFile => ({ fileName: name, data: readFileSync(path.join(COTTON_DIR, name)) });
const pilotJson = (name: string): unknown => JSON.parse(readFileSync(path.join(COTTON_DIR, name), 'utf8'));

/** The first user of a seeded role, acting as the demo set-up's author. */
async function seedPrincipal(db: Database, roleCode: 'SUPER_ADMIN' | 'ADMIN'): Promise<Principal> {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(roles.code, roleCode), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!row) throw new Error(`No ${roleCode} user is seeded; the base and demo seeds must run first`);
  return {
    userId: row.user.id,
    sessionId: 'demo-seed',
    sessionExpiresAt: new Date(0),
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    status: row.user.status,
    userType: row.user.userType,
    facilityId: row.user.facilityId,
    role: { id: row.role.id, code: row.role.code, name: row.role.name, type: row.role.type },
    // Its real permissions: the services check them as they do for a signed-in caller.
    permissions: toGrantedPermissions(await findPermissionKeys(db, row.user.id, row.role.id)),
  };
}

/** A request context in English whose audit entries name `actorUserId`, for services the seed calls. */
export function seedContext(db: Database, actorUserId: string): RequestContext {
  return {
    language: 'en',
    ip: null,
    userAgent: null,
    t: (key, params) => translateMessage('en', key, params),
    audit: (entry) => recordAudit(db, null, { ...entry, actorUserId }),
  };
}

/**
 * Configures a fresh demo installation as the cotton pilot, through the same services the wizard
 * uses: the hand-written part as a configuration bundle, then the pilot's real indicator list,
 * questionnaires, translations and farm template, as an administrator would upload them, and a
 * demo farm group imported as an administrator would import it. One transaction, so a failure leaves the system unconfigured rather than half set up. A system
 * whose configuration someone has started is left alone.
 */
export async function loadDemoConfiguration(db: Database, storage: FileStorage, clock: Clock): Promise<void> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_CONFIGURATION_KEY));
  if (done) return;
  const details = await readBusinessDetails(db);
  const untouched = details.completedConfiguringSystemAt === null && details.completedSteps.length === 0;

  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    if (untouched) await configureCottonPilot(tx, storage, clock);
    await tx.insert(appMeta).values({ key: DEMO_CONFIGURATION_KEY, value: DEMO_CONFIGURATION_VERSION });
  });
}

async function configureCottonPilot(tx: Database, storage: FileStorage, clock: Clock): Promise<void> {
  const principal = await seedPrincipal(tx, 'SUPER_ADMIN');
  const context = seedContext(tx, principal.userId);
  const bundles = new ConfigurationBundleService(tx, storage, clock);
  await bundles.import(cottonPilotBundle(await bundles.export(principal)), principal, context);

  const indicatorList = new IndicatorListService(tx, clock);
  const validation = await indicatorList.validate(principal, pilotFile('indicator_list.xlsx'), context);
  if (!validation.fileId)
    throw new Error(`The pilot's indicator list no longer validates: ${JSON.stringify(validation.errors.slice(0, 3))}`);
  await indicatorList.import(principal, { fileId: validation.fileId, mode: 'replace' }, context);
  await indicatorList.importTranslations(principal, ZIndicatorTranslations.parse(pilotJson('indicator_list_trans.json')), context);
  await new ProductRiskListingsService(tx, clock).loadIlabList(principal, context);

  const saqs = new QuestionnairesService(tx, new FilesService(tx, storage), storage);
  for (const pilot of PILOT_QUESTIONNAIRES) {
    const roleId = await findRoleIdByCode(tx, pilot.roleCode);
    // The real files misspell some indicators: take every unambiguous suggestion and import the rest unmapped, as the wizard offers.
    const checked = await saqs.validate(principal, roleId, pilotFile(pilot.questionnaire), true, context.t);
    if (!checked.importable || !checked.fileId) throw new Error(`The pilot's ${pilot.questionnaire} no longer validates`);
    await saqs.import(principal, roleId, { fileId: checked.fileId, confirmUnmapped: true }, context.t);
    await saqs.uploadTranslations(principal, roleId, ZSaqTranslationsUpload.parse(pilotJson(pilot.translations)));
  }
  // The farms on the cotton map are the Farm role's; the farm-group role keeps the template too.
  for (const roleCode of ['FARM', 'FARM_GROUP']) {
    await saqs.uploadFacilityGroupTemplate(principal, await findRoleIdByCode(tx, roleCode), pilotFile('farm_template.xlsx'));
  }
  const administrator = await seedPrincipal(tx, 'ADMIN');
  await loadDemoFarmGroup(tx, storage, clock, administrator, seedContext(tx, administrator.userId));

  await new BusinessDetailsService(tx, storage, clock).configure(principal, context);
}
