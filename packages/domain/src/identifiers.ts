import { z } from 'zod';
import { ZRowCheck } from './validation.ts';
import { pageOf } from './pagination.ts';

/**
 * Facility identifiers (DOMAIN.md §10.1): Open Supply Hub IDs ("OS ID", formerly OAR ID, hence the
 * `oarId` spelling of the specification's paths) and the Responsible Minerals Initiative list.
 */

/** What registering a facility with Open Supply Hub can answer; the status drives the next screen. */
export const OAR_ID_MATCH_STATUSES = ['NEW_FACILITY', 'POTENTIAL_MATCH', 'MATCHED', 'ERROR_MATCHING'] as const;
export type TOarIdMatchStatus = (typeof OAR_ID_MATCH_STATUSES)[number];

/** A facility's `oarId` is at most 50 characters (DOMAIN.md §10.1). */
export const MAX_OAR_ID_LENGTH = 50;
/** The largest page an OS ID check or search may ask for. */
export const MAX_OAR_ID_PAGE_SIZE = 50;
export const DEFAULT_OAR_ID_PAGE_SIZE = 10;
/** UNIQUE_ID attribute values (OS ID, RMI CID, internal id…) are at most 63 characters. */
export const MAX_UNIQUE_ID_LENGTH = 63;
/** "Not me" may reject at most this many similar results at once (Open Supply Hub offers at most five). */
export const MAX_REJECTED_MATCHES = 20;

const ZPage = z.number().int().min(1).default(1);
const ZPageSize = z.number().int().min(1).max(MAX_OAR_ID_PAGE_SIZE, 'validation.tooBig').default(DEFAULT_OAR_ID_PAGE_SIZE);
const ZText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** An OS ID as typed: the web checks it with the same rule before asking the server. */
export const ZOarId = ZText(MAX_OAR_ID_LENGTH);

export const ZCheckOarIdRequest = z.object({
  oarId: ZOarId,
  page: ZPage,
  pageSize: ZPageSize,
});
export type TCheckOarIdRequest = z.infer<typeof ZCheckOarIdRequest>;

/**
 * What registers a facility: its name and street address in a country; province/state and district
 * when the country has them (districts are known for some countries only).
 */
export const ZRegisterOarIdRequest = z.object({
  name: ZText(255),
  address: ZText(500),
  countryId: z.uuid(),
  provinceId: z.uuid().nullish(),
  districtId: z.uuid().nullish(),
});
export type TRegisterOarIdRequest = z.infer<typeof ZRegisterOarIdRequest>;

export const ZSearchOarIdsRequest = z.object({
  name: ZText(255),
  countryId: z.uuid().nullish(),
  page: ZPage,
  pageSize: ZPageSize,
});
export type TSearchOarIdsRequest = z.infer<typeof ZSearchOarIdsRequest>;

export const ZConfirmOarIdMatchQuery = z.object({ id: z.uuid() });

/** `ids=a,b`: every similar result the caller was offered, as one comma-separated list. */
export const ZRejectOarIdMatchesQuery = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    )
    .pipe(z.array(z.uuid()).min(1, 'validation.required').max(MAX_REJECTED_MATCHES, 'validation.tooBig')),
});

export const ZOarIdFacility = z
  .object({
    oarId: z.string(),
    name: z.string(),
    address: z.string(),
    countryId: z.uuid().nullable(),
    provinceId: z.uuid().nullable(),
    districtId: z.uuid().nullable(),
    /** Where Open Supply Hub placed the facility, for reverse geocoding; null when unknown. */
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  })
  .meta({ id: 'OarIdFacility' });
export type TOarIdFacility = z.infer<typeof ZOarIdFacility>;

export const ZCheckOarIdResponse = z
  .object({
    isMatched: z.boolean(),
    /** The facility's fields to pre-fill; null when the ID does not exist. */
    facility: ZOarIdFacility.nullable(),
    /** "OS ID does not exist" in the caller's language when nothing matched. */
    message: z.string().nullable(),
  })
  .meta({ id: 'CheckOarIdResponse' });
export type TCheckOarIdResponse = z.infer<typeof ZCheckOarIdResponse>;

export const ZOarIdMatch = z
  .object({
    /** The id to confirm (`confirm-match?id=`) or reject (`reject-match?ids=`). */
    facilityMatchId: z.uuid(),
    oarId: z.string(),
    name: z.string(),
    address: z.string(),
    /** The registry already settled this match (confirmed it), so it is no longer pending. */
    isConfirmed: z.boolean(),
  })
  .meta({ id: 'OarIdMatch' });
export type TOarIdMatch = z.infer<typeof ZOarIdMatch>;

/** The answer of register, confirm and reject: one shape for every step of the flow. */
export const ZOarIdRegistration = z
  .object({
    status: z.enum(OAR_ID_MATCH_STATUSES),
    /** The facility's OS ID for MATCHED and NEW_FACILITY. */
    oarId: z.string().nullable(),
    /** The facility's fields to pre-fill for MATCHED and NEW_FACILITY. */
    facility: ZOarIdFacility.nullable(),
    /** The similar results for POTENTIAL_MATCH, best first; empty otherwise. */
    matches: z.array(ZOarIdMatch),
    /** "Invalid data, please input valid data" in the caller's language for ERROR_MATCHING. */
    message: z.string().nullable(),
  })
  .meta({ id: 'OarIdRegistration' });
export type TOarIdRegistration = z.infer<typeof ZOarIdRegistration>;

export const ZOarIdSearchPage = pageOf(ZOarIdFacility).meta({ id: 'OarIdSearchPage' });
export type TOarIdSearchPage = z.infer<typeof ZOarIdSearchPage>;

/** The columns of an RMI facility list, as the RMI publishes them (DOMAIN.md §10.1). */
export const RMI_LIST_COLUMNS = ['Metal', 'Facility ID', 'Facility name', 'State/Province/Region', 'Country location'] as const;
/** The most rows one RMI list import may carry (the RMI's own lists hold a few hundred facilities). */
export const MAX_RMI_LIST_ROWS = 20_000;

export const ZRmiCidQuery = z.object({ facilityId: ZText(MAX_UNIQUE_ID_LENGTH) });

export const ZRmiFacility = z
  .object({
    metal: z.string(),
    facilityId: z.string(),
    facilityName: z.string(),
    stateProvinceRegion: z.string().nullable(),
    countryLocation: z.string(),
    /** The country of our country list named by "Country location"; null when none matches. */
    countryId: z.uuid().nullable(),
  })
  .meta({ id: 'RmiFacility' });
export type TRmiFacility = z.infer<typeof ZRmiFacility>;

export const ZRmiListImportResult = ZRowCheck.extend({
  /** Facilities now in the list; 0 when the file had errors and nothing changed. */
  imported: z.number().int(),
}).meta({ id: 'RmiListImportResult' });
export type TRmiListImportResult = z.infer<typeof ZRmiListImportResult>;

/** How two UNIQUE_ID values are compared: spaces around and letter case do not make an ID new. */
export function uniqueIdKey(value: string): string {
  return value.trim().toLowerCase();
}

export function isUniqueIdTooLong(value: string): boolean {
  return value.trim().length > MAX_UNIQUE_ID_LENGTH;
}
