import { expect, type APIRequestContext } from '@playwright/test';
import type { TLoginResponse } from '@opentrace/domain';
import { DEMO_PASSWORD } from './accounts.ts';

export const DEMO_BRAND = 'brand@demo.opentrace.local';

type TPage<T> = { items: T[] };
type TPlace = { id: string; name: string };

async function firstMatch(request: APIRequestContext, headers: Record<string, string>, url: string, name: string): Promise<string> {
  const response = await request.get(url, { headers });
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as TPage<TPlace> | TPlace[];
  const places = Array.isArray(body) ? body : body.items;
  const place = places.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`No ${name} at ${url}`);
  return place.id;
}

/**
 * The demo brand's first user sees only Brand onboarding until the brand's profile is saved (spec
 * §4); its suppliers come after. Saves the profile through the API, as the onboarding screen does,
 * unless an earlier test of the run has saved it already, and returns the brand's bearer header.
 */
export async function onboardDemoBrand(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/auth/login', { data: { email: DEMO_BRAND, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign-in of ${DEMO_BRAND}`).toBe(true);
  const { token, user } = (await login.json()) as TLoginResponse;
  const headers = { Authorization: `Bearer ${token}`, Language: 'en' };
  if (user.updatedProfileAt !== null) return headers;

  const countryId = await firstMatch(request, headers, '/locations/all-countries?key=France', 'France');
  const provinceId = await firstMatch(request, headers, `/locations/provinces?countryId=${countryId}&key=Ile-de-France`, 'Île-de-France');
  // Only Pakistan's districts are known: elsewhere the district is Other.
  const districtId = await firstMatch(request, headers, `/locations/districts?provinceId=${provinceId}`, 'Other');
  const saved = await request.put('/api/brands/profile', {
    headers,
    multipart: { name: 'Maison Coton', countryId, provinceId, districtId, address: '12 rue du Sentier' },
  });
  expect(saved.ok(), 'the demo brand profile is saved').toBe(true);
  return headers;
}
