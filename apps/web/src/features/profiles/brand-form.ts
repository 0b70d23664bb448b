import {
  isOtherLocation,
  MAX_UPLOAD_BYTES,
  translateMessage,
  type TBrandProfile,
  type TFieldError,
  type TLanguage,
} from '@opentrace/domain';
import type { TLocationValue } from '../../components/location-picker-state.ts';
import type { TBrandProfileSubmission } from './api/facilities-api.ts';

/** The brand onboarding form (DOMAIN.md §1.4): name, logo, headquarters and street address. */
export type TBrandFormValues = { name: string; location: TLocationValue; logo: File | null };
export type TBrandField = 'name' | 'countryId' | 'provinceId' | 'districtId' | 'address' | 'logo';
export type TBrandErrors = Partial<Record<TBrandField, string>>;

/** Logo types (spec §5), by extension: browsers often give HEIC and BMP files no MIME type. */
export const LOGO_EXTENSIONS = ['png', 'jpeg', 'jpg', 'bmp', 'heic', 'heif', 'gif'] as const;
export const LOGO_ACCEPT = LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function initialBrandValues(profile: TBrandProfile): TBrandFormValues {
  return {
    name: profile.name,
    location: {
      countryId: profile.country?.id ?? null,
      provinceId: profile.province?.id ?? null,
      districtId: profile.district?.id ?? null,
      address: profile.address ?? '',
    },
    logo: null,
  };
}

/** Why a chosen logo cannot be sent, in the server's words; undefined when it can. */
export function logoProblem(file: { name: string; size: number }, language: TLanguage): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension)) {
    return translateMessage(language, 'error.UNSUPPORTED_FILE_TYPE', { name: file.name, accepted: LOGO_EXTENSIONS.join(', ') });
  }
  return file.size > MAX_UPLOAD_BYTES ? translateMessage(language, 'error.FILE_TOO_LARGE') : undefined;
}

export function checkBrandForm(values: TBrandFormValues, language: TLanguage): TBrandErrors {
  const message = (key: Parameters<typeof translateMessage>[1]) => translateMessage(language, key);
  const errors: TBrandErrors = {};
  const { countryId, provinceId, districtId, address } = values.location;
  if (values.name.trim() === '') errors.name = message('profile.nameRequired');
  if (!countryId) errors.countryId = message('profile.countryRequired');
  else if (!isOtherLocation(countryId)) {
    if (!provinceId) errors.provinceId = message('profile.provinceRequired');
    if (!districtId) errors.districtId = message('profile.districtRequired');
  }
  if (address.trim() === '') errors.address = message('profile.addressRequired');
  const logo = values.logo ? logoProblem(values.logo, language) : undefined;
  if (logo) errors.logo = logo;
  return errors;
}

/** What the API takes; an Other country keeps only the street address. */
export function toBrandSubmission(values: TBrandFormValues): TBrandProfileSubmission {
  const { countryId, provinceId, districtId, address } = values.location;
  const other = isOtherLocation(countryId);
  return {
    name: values.name.trim(),
    countryId: countryId ?? '',
    provinceId: other ? null : provinceId,
    districtId: other ? null : districtId,
    address: address.trim(),
    logo: values.logo,
  };
}

const BRAND_FIELDS: readonly TBrandField[] = ['name', 'countryId', 'provinceId', 'districtId', 'address'];

/** A refused save's problems beside the fields: a refused logo (413, 415) beside the logo. */
export function brandErrorsFromServer(status: number, message: string, fieldErrors: readonly TFieldError[]): TBrandErrors {
  if (status === 413 || status === 415) return { logo: message };
  const errors: TBrandErrors = {};
  for (const fieldError of fieldErrors) {
    const field = BRAND_FIELDS.find((name) => name === fieldError.path);
    if (field) errors[field] ??= fieldError.message;
  }
  return errors;
}
