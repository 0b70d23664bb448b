import { normaliseName } from '../../lib/text-matching.ts';

/**
 * The layout of a facility-group template (DOMAIN.md §10.3), as the pilots' real files have it:
 * sheet names, the Site definition labels (column A, value in column B), and the farm columns.
 * Customers' files carry trailing spaces and odd capitals, so names are compared as keys.
 */

/** Lower case letters and digits only: "Province / State " and "province/state" are one key. */
export const headerKey = (text: string): string => normaliseName(text).replace(/[^\p{L}\p{N}]+/gu, '');

export const TEMPLATE_SHEETS = {
  site: 'Site definition',
  community: 'Community Level Risk Assessment',
  facility: 'Facility Level Risk Assessment',
} as const;

/** Which questionnaire group each answer sheet answers (DOMAIN.md §6.2: Community and Labor). */
export const ANSWER_SHEET_GROUP: Record<'community' | 'facility', string> = { community: 'Community', facility: 'Labor' };

/** The header row of the Community and Facility sheets; data starts below it. */
export const HEADER_ROW = 1;
/** The Community sheet holds one answer row, for the whole group. */
export const COMMUNITY_ANSWER_ROW = 2;

export type TSiteField = 'code' | 'name' | 'country' | 'province' | 'district';

/** Site definition labels (column A) and the names other versions of the template use for them. */
export const SITE_LABELS: Record<TSiteField, readonly string[]> = {
  code: ['Farm group ID', 'Facility group ID', 'Group ID'],
  name: ['Farm group Name', 'Facility group Name', 'Group Name'],
  country: ['Country'],
  province: ['Province / State', 'Province', 'State'],
  district: ['District'],
};
export const SITE_FIELDS = Object.keys(SITE_LABELS) as TSiteField[];

export type TFarmField =
  | 'code'
  | 'name'
  | 'address'
  | 'businessRegisterNumber'
  | 'contactFirstName'
  | 'contactLastName'
  | 'phoneNumber'
  | 'certification'
  | 'certificationExpiresOn';

interface FarmColumn {
  /** The title the pilots' template uses; a pre-filled template writes nothing else. */
  title: string;
  aliases: readonly string[];
  required: boolean;
  /** The expiry column carries instructions after its name: "…date(Enter in dd/mm/yyyy)". */
  prefix?: boolean;
}

export const FARM_COLUMNS: Record<TFarmField, FarmColumn> = {
  code: { title: 'ID', aliases: ['Farm ID', 'Facility ID'], required: true },
  name: { title: 'Facility Name', aliases: ['Farm Name', 'Farm/Facility Name'], required: true },
  address: { title: 'Address', aliases: ['Address/Tehsil', 'Tehsil'], required: false },
  businessRegisterNumber: { title: 'Business Registration Number', aliases: ['Registration Number'], required: false },
  contactFirstName: { title: 'Contact first name', aliases: [], required: true },
  contactLastName: { title: 'Contact last name', aliases: [], required: true },
  phoneNumber: { title: 'Contact phone number', aliases: ['Phone number'], required: false },
  certification: { title: 'Certification', aliases: [], required: false },
  certificationExpiresOn: { title: 'Certification expiry date', aliases: [], required: false, prefix: true },
};
export const FARM_FIELDS = Object.keys(FARM_COLUMNS) as TFarmField[];

/** Which farm field a header names, if any. */
export function farmFieldOf(header: string): TFarmField | null {
  const key = headerKey(header);
  if (key === '') return null;
  for (const field of FARM_FIELDS) {
    const column = FARM_COLUMNS[field];
    const keys = [column.title, ...column.aliases].map(headerKey);
    if (keys.includes(key) || (column.prefix && keys.some((candidate) => key.startsWith(candidate)))) return field;
  }
  return null;
}

/**
 * What a pre-filled (update) template adds: a hidden column holding each farm's id, and a hidden
 * sheet naming the group, so the upload is matched to the group and its farms whatever the user
 * re-sorted or renamed.
 */
export const FARM_REFERENCE_COLUMN = 'Farm reference';
export const GROUP_REFERENCE_SHEET = 'Group reference';
export const GROUP_REFERENCE_LABEL = 'Facility group';

/** The name of a group whose file leaves the name empty, in the template's own words. */
export const defaultGroupName = (code: string): string => `Farm group ${code}`;
