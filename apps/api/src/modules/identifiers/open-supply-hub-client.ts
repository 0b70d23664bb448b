import { z } from 'zod';
import {
  type OpenSupplyHub,
  OpenSupplyHubError,
  type OshCandidate,
  type OshFacility,
  type OshRegistration,
  type OshRegistrationInput,
  type OshSearch,
} from './open-supply-hub.ts';

export interface OpenSupplyHubClientOptions {
  /** The API root, e.g. https://opensupplyhub.org/api */
  url: string;
  token: string;
  /** Each call, answer included, must finish within this time. */
  timeoutMs: number;
}

// Open Supply Hub answers with GeoJSON features; it renamed `oar_id` to `os_id` in 2022 and still
// sends the old name in places, so both are read. Unknown fields are ignored.
const ZFeature = z.object({
  id: z.string(),
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullish(),
  properties: z.object({
    name: z.string(),
    address: z.string(),
    country_code: z.string().nullish(),
    os_id: z.string().nullish(),
    oar_id: z.string().nullish(),
  }),
});
type TFeature = z.infer<typeof ZFeature>;

const ZFacilityCollection = z.object({ count: z.number().int(), features: z.array(ZFeature) });

const ZCreateAnswer = z.object({
  status: z.string(),
  os_id: z.string().nullish(),
  oar_id: z.string().nullish(),
  geocoded_geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullish(),
  matches: z.array(ZFeature.extend({ confirm_match_url: z.string().nullish(), status: z.string().nullish() })).default([]),
});

/** A facility list item after a match was confirmed or rejected (`/facility-matches/{id}/…`). */
const ZMatchAnswer = z.object({
  status: z.string(),
  country_code: z.string().nullish(),
  matched_facility: z
    .object({
      os_id: z.string().nullish(),
      oar_id: z.string().nullish(),
      name: z.string(),
      address: z.string(),
      location: z.object({ lat: z.number(), lng: z.number() }).nullish(),
    })
    .nullish(),
});
type TMatchAnswer = z.infer<typeof ZMatchAnswer>;

const MATCH_ID_IN_URL = /facility-matches\/(\d+)\//;
/** Countries Open Supply Hub does not know: our "Other" and anything that is not an ISO code. */
const ISO_COUNTRY_CODE = /^[A-Z]{2}$/;

function fromFeature(feature: TFeature): OshFacility {
  const [lng, lat] = feature.geometry?.coordinates ?? [];
  return {
    oarId: feature.properties.os_id ?? feature.properties.oar_id ?? feature.id,
    name: feature.properties.name,
    address: feature.properties.address,
    countryCode: feature.properties.country_code ?? null,
    location: lat === undefined || lng === undefined ? null : { lat, lng },
  };
}

function fromMatchAnswer(answer: TMatchAnswer): OshFacility | null {
  const matched = answer.matched_facility;
  const oarId = matched?.os_id ?? matched?.oar_id;
  if (!matched || !oarId) return null;
  return {
    oarId,
    name: matched.name,
    address: matched.address,
    countryCode: answer.country_code ?? null,
    location: matched.location ?? null,
  };
}

/**
 * The public Open Supply Hub API (https://opensupplyhub.org/api), authenticated with an API token.
 * Every failure, from a refused token to a time-out, surfaces as OpenSupplyHubError.
 */
export class OpenSupplyHubClient implements OpenSupplyHub {
  readonly provider = 'open-supply-hub' as const;

  constructor(private readonly options: OpenSupplyHubClientOptions) {}

  async findByOarId(oarId: string, paging: { page: number; pageSize: number }): Promise<OshFacility | null> {
    const answer = await this.call('GET', '/facilities/', ZFacilityCollection, { q: oarId, page: paging.page, pageSize: paging.pageSize });
    const wanted = oarId.trim().toUpperCase();
    const feature = answer.features.find((candidate) => fromFeature(candidate).oarId.toUpperCase() === wanted);
    return feature ? fromFeature(feature) : null;
  }

  async search(query: OshSearch): Promise<{ items: OshFacility[]; total: number }> {
    const countries = query.country && ISO_COUNTRY_CODE.test(query.country.code) ? query.country.code : undefined;
    const answer = await this.call('GET', '/facilities/', ZFacilityCollection, {
      name: query.name,
      countries,
      page: query.page,
      pageSize: query.pageSize,
    });
    return { items: answer.features.map(fromFeature), total: answer.count };
  }

  async register(input: OshRegistrationInput): Promise<OshRegistration> {
    const answer = await this.call(
      'POST',
      '/facilities/',
      ZCreateAnswer,
      { create: true, public: true, textonlyfallback: true },
      {
        country: ISO_COUNTRY_CODE.test(input.country.code) ? input.country.code : input.country.name,
        name: input.name,
        address: input.address,
      },
    );
    const oarId = answer.os_id ?? answer.oar_id ?? null;
    switch (answer.status) {
      case 'MATCHED': {
        const match = answer.matches.find((feature) => fromFeature(feature).oarId === oarId) ?? answer.matches[0];
        if (!match) throw new OpenSupplyHubError('unexpected-answer');
        return { status: 'MATCHED', facility: fromFeature(match) };
      }
      case 'NEW_FACILITY': {
        if (!oarId) throw new OpenSupplyHubError('unexpected-answer');
        const [lng, lat] = answer.geocoded_geometry?.coordinates ?? [];
        const location = lat === undefined || lng === undefined ? null : { lat, lng };
        return {
          status: 'NEW_FACILITY',
          facility: { oarId, name: input.name, address: input.address, countryCode: input.country.code, location },
        };
      }
      case 'POTENTIAL_MATCH': {
        const candidates: OshCandidate[] = answer.matches.flatMap((feature) => {
          const matchId = MATCH_ID_IN_URL.exec(feature.confirm_match_url ?? '')?.[1];
          return matchId ? [{ matchId, facility: fromFeature(feature), isConfirmed: feature.status === 'CONFIRMED' }] : [];
        });
        if (candidates.length === 0) throw new OpenSupplyHubError('unexpected-answer');
        return { status: 'POTENTIAL_MATCH', candidates };
      }
      case 'ERROR_MATCHING':
        return { status: 'ERROR_MATCHING' };
      default:
        throw new OpenSupplyHubError('unexpected-answer');
    }
  }

  async confirmMatch(matchId: string): Promise<OshFacility> {
    const facility = fromMatchAnswer(await this.call('POST', `/facility-matches/${encodeURIComponent(matchId)}/confirm/`, ZMatchAnswer));
    if (!facility) throw new OpenSupplyHubError('unexpected-answer');
    return facility;
  }

  /** Open Supply Hub creates the facility when the last pending match of its item is rejected. */
  async rejectMatches(matchIds: string[], _input: OshRegistrationInput): Promise<OshRegistration> {
    let answer: TMatchAnswer | undefined;
    for (const matchId of matchIds) {
      answer = await this.call('POST', `/facility-matches/${encodeURIComponent(matchId)}/reject/`, ZMatchAnswer);
      if (answer.status === 'CONFIRMED_MATCH' || answer.status === 'ERROR_MATCHING') break;
    }
    if (answer?.status === 'ERROR_MATCHING') return { status: 'ERROR_MATCHING' };
    const facility = answer?.status === 'CONFIRMED_MATCH' ? fromMatchAnswer(answer) : null;
    if (!facility) throw new OpenSupplyHubError('unexpected-answer');
    return { status: 'NEW_FACILITY', facility };
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    query: Record<string, string | number | boolean | undefined> = {},
    body?: unknown,
  ): Promise<T> {
    const url = new URL(`${this.options.url}${path}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Token ${this.options.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'follow',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      payload = response.ok ? await response.json() : undefined;
      if (!response.ok) await response.body?.cancel();
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new OpenSupplyHubError('timeout');
      if (error instanceof SyntaxError) throw new OpenSupplyHubError('unexpected-answer');
      throw new OpenSupplyHubError('unreachable');
    }
    if (!response.ok) throw new OpenSupplyHubError('http', response.status);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new OpenSupplyHubError('unexpected-answer');
    return parsed.data;
  }
}
