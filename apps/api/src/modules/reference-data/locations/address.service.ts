import { formatLocation, type TAddressPart, type TLanguage, type TResolvedAddress } from '@opentrace/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../core/app-error.ts';
import { distanceKm, type GeoPoint } from './geo-point.ts';
import { findNearestKnownPlace, rememberLearnedPlace } from './known-places.repository.ts';
import { addressPartOf } from './localised.ts';
import { findCountryByCode, findDistrictChain, findDistrictsOfProvince, findProvincesOfCountry } from './locations.repository.ts';
import { findByName, matchProvince } from './place-matching.ts';
import { type GeocodedPlace, GeocoderUnavailableError, type ReverseGeocoder } from './reverse-geocoder.ts';
import { referenceDataPolicy } from '../reference-data.policy.ts';
import type { Principal } from '../../../core/principal.ts';

/**
 * How far the nearest known place may be for its district to stand for a point: about the
 * radius of a district in Pakistan's cotton belt. Beyond it, a guess would mislead more than help.
 */
export const NEAREST_KNOWN_PLACE_MAX_KM = 30;

export interface WarningLogger {
  warn(details: object, message: string): void;
}

const named = (name: string | null | undefined): TAddressPart | null => (name ? { id: null, name } : null);

/**
 * Turns a point into "street, district, province, country" with our ids where the names match
 * our reference data. A configured provider is asked first; without one, or when it fails, the
 * district of the nearest place this system knows answers.
 */
export class AddressService {
  constructor(
    private readonly db: Database,
    private readonly geocoder: ReverseGeocoder | null,
    private readonly logger: WarningLogger,
  ) {}

  async resolve(principal: Principal, point: GeoPoint, language: TLanguage): Promise<TResolvedAddress> {
    await referenceDataPolicy.authorize(principal, 'readReferenceData', null);
    let providerFailed = false;
    if (this.geocoder) {
      try {
        const place = await this.geocoder.reverse(point);
        const resolved = place ? await this.fromProvider(point, place, language) : null;
        if (resolved) return resolved;
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        providerFailed = true;
        this.logger.warn({ reason: error.message }, 'reverse geocoding failed; falling back to the nearest known district');
      }
    }
    const nearest = await this.fromNearestKnownPlace(point, language);
    if (nearest) return nearest;
    throw providerFailed
      ? new AppError('SERVICE_UNAVAILABLE', { messageKey: 'locations.addressServiceUnavailable' })
      : new AppError('NOT_FOUND', { messageKey: 'locations.addressNotDetermined' });
  }

  /** Null when the provider named nothing at all, which is no better than no answer. */
  private async fromProvider(point: GeoPoint, place: GeocodedPlace, language: TLanguage): Promise<TResolvedAddress | null> {
    const country = place.countryCode ? await findCountryByCode(this.db, place.countryCode) : undefined;
    const province = country ? matchProvince(await findProvincesOfCountry(this.db, country.id), place) : undefined;
    const district = province ? findByName(await findDistrictsOfProvince(this.db, province.id), place.districtNames) : undefined;
    // What the provider taught us lets the nearest-district fallback answer here later.
    if (district) await rememberLearnedPlace(this.db, point, district.id);
    const parts = {
      street: place.street,
      district: district ? addressPartOf(district, language) : named(place.districtNames[0]),
      province: province ? addressPartOf(province, language) : named(place.provinceNames[0]),
      country: country ? addressPartOf(country, language) : named(place.countryName),
    };
    const address = formatLocation(parts, language);
    return address === '' ? null : { address, ...parts, source: 'provider', distanceKm: null };
  }

  private async fromNearestKnownPlace(point: GeoPoint, language: TLanguage): Promise<TResolvedAddress | null> {
    const known = await findNearestKnownPlace(this.db, point, NEAREST_KNOWN_PLACE_MAX_KM);
    if (!known) return null;
    const distance = distanceKm(point, known.point);
    if (distance > NEAREST_KNOWN_PLACE_MAX_KM) return null;
    const chain = await findDistrictChain(this.db, known.districtId);
    if (!chain) return null;
    const parts = {
      street: null,
      district: addressPartOf(chain.district, language),
      province: addressPartOf(chain.province, language),
      country: addressPartOf(chain.country, language),
    };
    return { address: formatLocation(parts, language), ...parts, source: 'nearestKnownPlace', distanceKm: Math.round(distance * 10) / 10 };
  }
}
