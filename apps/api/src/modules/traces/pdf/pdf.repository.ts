import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { countries, facilities } from '../../../db/schema/index.ts';

/** The organisation that placed an order, as the pack's requester: its name and phone. */
export async function findRequester(db: Executor, facilityId: string) {
  const [row] = await db
    .select({ name: facilities.name, phone: facilities.phoneNumber })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row;
}

export function findCountriesByCode(db: Executor, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({ countryCode: countries.countryCode, name: countries.name, translations: countries.translations })
    .from(countries)
    .where(inArray(countries.countryCode, codes));
}
