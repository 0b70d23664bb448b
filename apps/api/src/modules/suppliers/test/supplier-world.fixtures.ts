import { and, eq, isNull } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { countries, districts, productDefinitions, provinces, roleAttributes, users } from '../../../db/schema/index.ts';
import { type QueuedEmail, queuedEmails } from '../../../test/queued-emails.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertFacilityRow } from '../../../test/world/raw-rows.ts';
import { configureCottonPilot } from '../../../test/world/cotton-pilot-world.ts';

/**
 * Brand suppliers on the cotton pilot's map (Farm → Ginner → Spinner → Mill → Final Product
 * Assembly, so Final Product Assembly is tier 1 and Farm tier 5). The demo brand "Maison Coton" and a
 * second brand, "Atelier Lin", invited by the administrator and signed up, each manage their own
 * suppliers; the demo producers are facilities either may add.
 */

/** The world's users, and the brands a test adds for itself (`brand:<name>`). */
export type TSupplierCaller = 'brand' | 'otherBrand' | 'admin' | 'superAdmin' | 'ginner' | 'spinner' | `brand:${string}`;

export const OTHER_BRAND = { email: 'claire@atelier-lin.example', name: 'Atelier Lin', password: 'Atelier#2026' } as const;

export interface SupplierWorld {
  t: TestApp;
  headers: Record<TSupplierCaller, Record<string, string>>;
  /** Role ids by code: FARM, GINNER, SPINNER, MILL, FINAL_PRODUCT_ASSEMBLY, BRAND… */
  roleIds: Record<string, string>;
  /** The demo producers' facilities. */
  demo: Record<'ginner' | 'spinner' | 'mill' | 'assembly' | 'brand', string>;
  /** Product definitions by name (Seed Cotton, Cotton Bales, Yarn, Fabric, Finished Good). */
  definitionIds: Record<string, string>;
  place: { pakistan: string; punjab: string; multan: string };
  call(who: TSupplierCaller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
  /**
   * A facility nobody has signed up for, made straight in the table (raw-rows.ts): no service makes
   * one without a user, and none sets a risk level until the risk engine exists.
   */
  facility(values: Omit<Parameters<typeof insertFacilityRow>[1], 'roleId'> & { role: string }): Promise<string>;
  /**
   * A further brand the administrator invites and that signs up, with no suppliers yet, so that a test
   * reads only suppliers and partner links it added itself; gives the brand's caller.
   */
  addBrand(name: string): Promise<TSupplierCaller>;
  /** Signs up an invited user from the link in their latest invitation e-mail and gives their bearer headers. */
  signUp(email: string, password: string): Promise<Record<string, string>>;
  /** The latest e-mail sent to `email`, if any. */
  lastMail(email: string): Promise<QueuedEmail | undefined>;
  /** Role attribute ids of a role by name (the Open Supply Hub answers of its profile). */
  roleAttributeIds(roleCode: string): Promise<Record<string, string>>;
}

export async function createSupplierWorld(): Promise<SupplierWorld> {
  // Each describe signs up brands of its own, more sign-ups within a minute than one person makes.
  const t = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100' } });
  const db = t.database.db;
  const bearer = async (email: string) => ({ authorization: `Bearer ${await t.tokenFor(email)}` });
  const { superAdmin, roleIds } = await configureCottonPilot(t);
  const definitionIds: Record<string, string> = {};
  for (const row of await db
    .select({ id: productDefinitions.id, name: productDefinitions.name })
    .from(productDefinitions)
    .where(isNull(productDefinitions.deletedAt))) {
    definitionIds[row.name] = row.id;
  }

  const demoEmails = {
    ginner: 'ginner@demo.opentrace.local',
    spinner: 'spinner@demo.opentrace.local',
    mill: 'mill@demo.opentrace.local',
    assembly: 'assembly@demo.opentrace.local',
    brand: 'brand@demo.opentrace.local',
  } as const;
  const demo = {} as SupplierWorld['demo'];
  for (const [who, email] of Object.entries(demoEmails) as [keyof typeof demoEmails, string][]) {
    const [user] = await db.select({ facilityId: users.facilityId }).from(users).where(eq(users.email, email));
    demo[who] = user?.facilityId as string;
  }

  const lastMail: SupplierWorld['lastMail'] = async (email) => (await queuedEmails(db, email))[0];

  const signUp: SupplierWorld['signUp'] = async (email, password) => {
    const [mail] = await queuedEmails(db, email, 'invitation');
    const token = mail?.textBody.match(/\/sign-up\?invite-token=(\S+)/)?.[1];
    if (!token) throw new Error(`No invitation mailed to ${email}`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { token: decodeURIComponent(token), password, confirmPassword: password },
    });
    if (response.statusCode !== 201) throw new Error(`${email} could not sign up: ${response.body}`);
    return bearer(email);
  };

  const admin = await bearer('admin@demo.opentrace.local');
  const inviteBrand = async (email: string, name: string) => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: admin,
      payload: { email, firstName: 'Claire', lastName: 'Dubois', roleId: roleIds.BRAND, brandInformation: { name } },
    });
    if (invited.statusCode !== 201) throw new Error(`the brand ${name} could not be invited: ${invited.body}`);
  };
  await inviteBrand(OTHER_BRAND.email, OTHER_BRAND.name);

  const headers: SupplierWorld['headers'] = {
    brand: await bearer(demoEmails.brand),
    otherBrand: await signUp(OTHER_BRAND.email, OTHER_BRAND.password),
    admin,
    superAdmin,
    ginner: await bearer(demoEmails.ginner),
    spinner: await bearer(demoEmails.spinner),
  };

  const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
  const [multan] = await db
    .select({ id: districts.id, provinceId: districts.provinceId })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(districts.name, 'Multan'), eq(provinces.countryId, pakistan!.id)));

  return {
    t,
    headers,
    roleIds,
    demo,
    definitionIds,
    place: { pakistan: pakistan!.id, punjab: multan!.provinceId, multan: multan!.id },
    call: (who, method, url, payload) => t.app.inject({ method, url, headers: headers[who], ...(payload ? { payload } : {}) }),
    async addBrand(name) {
      const caller = `brand:${name}` as const;
      if (headers[caller]) throw new Error(`the brand ${name} exists already`);
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}@brands.example`;
      await inviteBrand(email, name);
      headers[caller] = await signUp(email, OTHER_BRAND.password);
      return caller;
    },
    facility: ({ role, ...values }) => insertFacilityRow(db, { ...values, roleId: roleIds[role] as string }),
    signUp,
    lastMail,
    async roleAttributeIds(roleCode) {
      const rows = await db
        .select({ id: roleAttributes.id, name: roleAttributes.name })
        .from(roleAttributes)
        .where(eq(roleAttributes.roleId, roleIds[roleCode] as string));
      return Object.fromEntries(rows.map((row) => [row.name, row.id]));
    },
  };
}
