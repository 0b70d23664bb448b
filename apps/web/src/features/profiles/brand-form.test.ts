import { MAX_UPLOAD_BYTES, OTHER_COUNTRY_ID, OTHER_DISTRICT_ID, OTHER_PROVINCE_ID, type TBrandProfile } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { brandErrorsFromServer, checkBrandForm, initialBrandValues, logoProblem, toBrandSubmission } from './brand-form.ts';

const PAKISTAN = '62b6afdb-43f9-46dd-bbc8-f4cd2accf375';
const brand: TBrandProfile = {
  id: 'b1',
  name: 'Maison Coton',
  address: null,
  country: { id: PAKISTAN, name: 'Pakistan' },
  province: null,
  district: null,
  location: 'Pakistan',
  logo: null,
  mayEdit: true,
};

describe('the brand onboarding form', () => {
  it("starts from the stored brand and asks for what is missing, in the API's words", () => {
    const values = initialBrandValues(brand);
    expect(values.location.countryId).toBe(PAKISTAN);
    expect(checkBrandForm({ ...values, name: ' ' }, 'en')).toEqual({
      name: 'Enter the name of the organisation.',
      provinceId: 'Choose a province or state.',
      districtId: 'Choose a district.',
      address: 'Enter the street address.',
    });
  });

  it('keeps only the street address of an Other headquarters', () => {
    const values = {
      name: 'Maison Coton',
      location: { countryId: OTHER_COUNTRY_ID, provinceId: OTHER_PROVINCE_ID, districtId: OTHER_DISTRICT_ID, address: ' 5 rue du Lin ' },
      logo: null,
    };
    expect(checkBrandForm(values, 'en')).toEqual({});
    expect(toBrandSubmission(values)).toEqual({
      name: 'Maison Coton',
      countryId: OTHER_COUNTRY_ID,
      provinceId: null,
      districtId: null,
      address: '5 rue du Lin',
      logo: null,
    });
  });

  it('refuses logos of other types or over 10 MB before sending them', () => {
    expect(logoProblem({ name: 'logo.HEIF', size: 1000 }, 'en')).toBeUndefined();
    expect(logoProblem({ name: 'logo.pdf', size: 1000 }, 'en')).toBe(
      'Wrong file format: logo.pdf is not an accepted type (png, jpeg, jpg, bmp, heic, heif, gif).',
    );
    expect(logoProblem({ name: 'logo.png', size: MAX_UPLOAD_BYTES + 1 }, 'fr')).toBe(
      'Le fichier ne peut pas être envoyé car il dépasse 10 Mo',
    );
  });

  it("shows the server's refusals beside their fields, a refused logo beside the logo", () => {
    expect(brandErrorsFromServer(413, 'File cannot be uploaded as it exceeds 10 MB', [])).toEqual({
      logo: 'File cannot be uploaded as it exceeds 10 MB',
    });
    expect(
      brandErrorsFromServer(400, 'Some fields are not valid.', [
        { path: 'districtId', message: 'Choose a district.' },
        { path: 'other', message: 'x' },
      ]),
    ).toEqual({
      districtId: 'Choose a district.',
    });
  });
});
