/**
 * What the OS ID screens need from a facility registry. Two registries answer: the public Open
 * Supply Hub API when it is configured, and otherwise the local registry of the facilities this
 * system knows. Both speak in OS Hub's terms (match statuses, match ids to confirm or reject).
 */
export interface OpenSupplyHub {
  readonly provider: 'open-supply-hub' | 'local-registry';
  /** The facility whose OS ID is exactly `oarId` (letter case aside), if any. */
  findByOarId(oarId: string, paging: { page: number; pageSize: number }): Promise<OshFacility | null>;
  /** Facilities whose name resembles `name`, best first. */
  search(query: OshSearch): Promise<{ items: OshFacility[]; total: number }>;
  /** Matches a facility against the registry; creates it there when nothing resembles it. */
  register(input: OshRegistrationInput): Promise<OshRegistration>;
  /** Takes one of the similar results a registration offered. */
  confirmMatch(matchId: string): Promise<OshFacility>;
  /** "Not me" for every similar result of one registration: registers the facility as new. */
  rejectMatches(matchIds: string[], input: OshRegistrationInput): Promise<OshRegistration>;
}

export interface OshFacility {
  oarId: string;
  name: string;
  address: string;
  /** ISO 3166-1 alpha-2 code, as Open Supply Hub names countries. */
  countryCode: string | null;
  /** Our own location ids; only the local registry knows them. */
  countryId?: string | null;
  provinceId?: string | null;
  districtId?: string | null;
  location: { lat: number; lng: number } | null;
}

export interface OshCandidate {
  /** The registry's id of this match, used to confirm or reject it; never shown to callers. */
  matchId: string;
  facility: OshFacility;
  isConfirmed: boolean;
}

export type OshRegistration =
  | { status: 'MATCHED' | 'NEW_FACILITY'; facility: OshFacility }
  | { status: 'POTENTIAL_MATCH'; candidates: OshCandidate[] }
  | { status: 'ERROR_MATCHING' };

export interface OshRegistrationInput {
  name: string;
  address: string;
  country: { id: string; code: string; name: string };
  provinceId: string | null;
  districtId: string | null;
  /** The user registering, recorded with IDs the local registry issues. */
  requestedBy: string;
}

export interface OshSearch {
  name: string;
  country: { id: string; code: string } | null;
  page: number;
  pageSize: number;
}

/** Open Supply Hub did not answer usefully: unreachable, too slow, refused, or an answer we cannot read. */
export class OpenSupplyHubError extends Error {
  override name = 'OpenSupplyHubError';

  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'http' | 'unexpected-answer',
    readonly status?: number,
  ) {
    super(status === undefined ? `Open Supply Hub: ${reason}` : `Open Supply Hub: ${reason} ${status}`);
  }
}
