import { uniqueIdKey } from '@opentrace/domain';
import type { Database } from '../../db/client.ts';
import { facilitySimilarity, type FacilityText, isMatchable, nameWords, wordSetSimilarity } from './facility-similarity.ts';
import {
  findLocalOarIds,
  findOshAttributeValues,
  insertLocalOarId,
  type LocalOarIdRow,
  type OshAttributeValueRow,
} from './identifiers.repository.ts';
import { newLocalOarId } from './local-oar-id.ts';
import {
  type OpenSupplyHub,
  OpenSupplyHubError,
  type OshFacility,
  type OshRegistration,
  type OshRegistrationInput,
  type OshSearch,
} from './open-supply-hub.ts';

/** One similar facility alone from this score on is taken as the same facility (MATCHED). */
export const AUTOMATIC_MATCH_THRESHOLD = 0.85;
/** Facilities from this score on are offered as similar results (POTENTIAL_MATCH). */
export const POTENTIAL_MATCH_THRESHOLD = 0.5;
/** At most this many similar results are offered, best first, as Open Supply Hub does. */
export const MAX_SIMILAR_RESULTS = 5;
/** A search by name lists facilities whose name scores at least this. */
export const SEARCH_THRESHOLD = 0.5;
/** The Open Supply Hub attributes holding the name and the address (IDENTIFIER_SYSTEM_PRESETS). */
export const OSH_NAME_ATTRIBUTE = 'Business Name';
export const OSH_ADDRESS_ATTRIBUTE = 'Address';
/** Fifty random bits make a clash all but impossible; a few draws make it impossible to fail on one. */
const MAX_ISSUE_ATTEMPTS = 5;

interface KnownFacility extends FacilityText {
  oarId: string;
  countryId: string | null;
  provinceId: string | null;
  districtId: string | null;
}

/** A facility's profile answers to its role's Open Supply Hub attributes, as one facility. */
export function facilitiesFromAttributes(rows: readonly OshAttributeValueRow[]): KnownFacility[] {
  const byFacility = new Map<string, OshAttributeValueRow[]>();
  for (const row of rows) byFacility.set(row.facilityId, [...(byFacility.get(row.facilityId) ?? []), row]);
  return [...byFacility.values()].flatMap((answers) => {
    const valueOf = (match: (row: OshAttributeValueRow) => boolean) => answers.find(match)?.value ?? null;
    const named = (name: string) => (row: OshAttributeValueRow) =>
      row.category === 'TEXT' && row.attributeName.trim().toLowerCase() === name.toLowerCase();
    const oarId = valueOf((row) => row.category === 'UNIQUE_ID');
    if (!oarId) return [];
    return [
      {
        oarId: oarId.trim(),
        name: valueOf(named(OSH_NAME_ATTRIBUTE)) ?? answers[0]!.facilityName,
        address: valueOf(named(OSH_ADDRESS_ATTRIBUTE)) ?? '',
        countryId: valueOf((row) => row.category === 'COUNTRY'),
        provinceId: valueOf((row) => row.category === 'PROVINCE'),
        districtId: valueOf((row) => row.category === 'DISTRICT'),
      },
    ];
  });
}

const fromIssued = (row: LocalOarIdRow): KnownFacility => ({
  oarId: row.oarId,
  name: row.name,
  address: row.address,
  countryId: row.countryId,
  provinceId: row.provinceId,
  districtId: row.districtId,
});

const toOsh = (facility: KnownFacility): OshFacility => ({ ...facility, countryCode: null, location: null });

const bestFirst = <T extends { score: number }>(a: T, b: T) => b.score - a.score;

/**
 * The registry used when no Open Supply Hub is configured: the facilities this system knows (their
 * profiles' OS ID attributes, and the IDs it issued itself), matched by name and address within the
 * country. A new facility gets an ID of the local format (see local-oar-id.ts).
 */
export class LocalFacilityRegistry implements OpenSupplyHub {
  readonly provider = 'local-registry' as const;

  constructor(private readonly db: Database) {}

  async findByOarId(oarId: string): Promise<OshFacility | null> {
    const [facility] = await this.known(oarId);
    return facility ? toOsh(facility) : null;
  }

  async search(query: OshSearch): Promise<{ items: OshFacility[]; total: number }> {
    const wanted = nameWords(query.name);
    const ranked = (await this.known())
      .filter((facility) => !query.country || facility.countryId === query.country.id)
      .map((facility) => ({ facility, score: wordSetSimilarity(wanted, nameWords(facility.name)) }))
      .filter(({ score }) => score >= SEARCH_THRESHOLD)
      .sort(bestFirst);
    const start = (query.page - 1) * query.pageSize;
    return { items: ranked.slice(start, start + query.pageSize).map(({ facility }) => toOsh(facility)), total: ranked.length };
  }

  async register(input: OshRegistrationInput): Promise<OshRegistration> {
    if (!isMatchable(input)) return { status: 'ERROR_MATCHING' };
    const similar = (await this.known())
      .filter((facility) => facility.countryId === input.country.id)
      .map((facility) => ({ facility, score: facilitySimilarity(input, facility) }))
      .filter(({ score }) => score >= POTENTIAL_MATCH_THRESHOLD)
      .sort(bestFirst)
      .slice(0, MAX_SIMILAR_RESULTS);
    const [best] = similar;
    if (!best) return { status: 'NEW_FACILITY', facility: await this.issue(input) };
    if (similar.length === 1 && best.score >= AUTOMATIC_MATCH_THRESHOLD) return { status: 'MATCHED', facility: toOsh(best.facility) };
    return {
      status: 'POTENTIAL_MATCH',
      candidates: similar.map(({ facility }) => ({ matchId: facility.oarId, facility: toOsh(facility), isConfirmed: false })),
    };
  }

  /** A local match id is the similar facility's OS ID. */
  async confirmMatch(matchId: string): Promise<OshFacility> {
    const facility = await this.findByOarId(matchId);
    // The facility was deleted between the offer and the choice.
    if (!facility) throw new OpenSupplyHubError('unexpected-answer');
    return facility;
  }

  async rejectMatches(_matchIds: string[], input: OshRegistrationInput): Promise<OshRegistration> {
    return { status: 'NEW_FACILITY', facility: await this.issue(input) };
  }

  private async known(oarId?: string): Promise<KnownFacility[]> {
    const [answers, issued] = await Promise.all([findOshAttributeValues(this.db, oarId), findLocalOarIds(this.db, oarId)]);
    const profiles = facilitiesFromAttributes(answers);
    const inProfiles = new Set(profiles.map((facility) => uniqueIdKey(facility.oarId)));
    return [...profiles, ...issued.filter((row) => !inProfiles.has(uniqueIdKey(row.oarId))).map(fromIssued)];
  }

  private async issue(input: OshRegistrationInput): Promise<OshFacility> {
    const { name, address, provinceId, districtId } = input;
    const countryId = input.country.id;
    for (let attempt = 0; attempt < MAX_ISSUE_ATTEMPTS; attempt += 1) {
      const oarId = newLocalOarId(input.country.code);
      const row = { oarId, name, address, countryId, provinceId, districtId };
      if (await insertLocalOarId(this.db, { ...row, issuedById: input.requestedBy })) return toOsh(row);
    }
    throw new Error('Could not issue a unique local OS ID');
  }
}
