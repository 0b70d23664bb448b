import { isOtherLocation, OTHER_COUNTRY_ID, type TIntermediaryFacilityInformation } from '@opentrace/domain';
import type { Executor } from '../../db/client.ts';
import { findCountryById, findDistrictChain, findProvinceById } from '../reference-data/index.ts';
import type { Problem } from '../../core/problems.ts';

const PREFIX = 'facilityInformation';

/**
 * Where a new transporter or broker is (DOMAIN.md §10.4): a country, and the province and district
 * when known, each inside the level above; Other fits anywhere below a country. A facility whose
 * country is Other is described by its street address alone, so the address is required then.
 */
export async function checkLocation(db: Executor, information: TIntermediaryFacilityInformation): Promise<Problem[]> {
  const { countryId, provinceId, districtId, address } = information;
  if (countryId === OTHER_COUNTRY_ID) {
    const problems: Problem[] = address ? [] : [{ kind: 'invalid', path: `${PREFIX}.address`, messageKey: 'partners.addressRequired' }];
    if (provinceId && !isOtherLocation(provinceId)) {
      problems.push({ kind: 'invalid', path: `${PREFIX}.provinceId`, messageKey: 'identifiers.provinceNotInCountry' });
    }
    if (districtId && !isOtherLocation(districtId)) {
      problems.push({ kind: 'invalid', path: `${PREFIX}.districtId`, messageKey: 'identifiers.districtNotInProvince' });
    }
    return problems;
  }
  if (!(await findCountryById(db, countryId))) {
    return [{ kind: 'invalid', path: `${PREFIX}.countryId`, messageKey: 'locations.unknownCountry' }];
  }
  const problems: Problem[] = [];
  if (provinceId && !isOtherLocation(provinceId)) {
    const province = await findProvinceById(db, provinceId);
    if (province?.countryId !== countryId) {
      problems.push({ kind: 'invalid', path: `${PREFIX}.provinceId`, messageKey: 'identifiers.provinceNotInCountry' });
    }
  }
  if (districtId && !isOtherLocation(districtId)) {
    const chain = await findDistrictChain(db, districtId);
    if (!provinceId) {
      problems.push({ kind: 'invalid', path: `${PREFIX}.districtId`, messageKey: 'identifiers.districtNeedsProvince' });
    } else if (chain?.province.id !== provinceId) {
      problems.push({ kind: 'invalid', path: `${PREFIX}.districtId`, messageKey: 'identifiers.districtNotInProvince' });
    }
  }
  return problems;
}
