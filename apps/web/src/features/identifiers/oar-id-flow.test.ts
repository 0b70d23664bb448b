import type { TOarIdFacility, TOarIdMatch, TOarIdRegistration } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/identifiers.json';
import { registrationRequest, rejectedIds, resolvedMessageKey, stateAfterCheck, stateAfterRegistration } from './oar-id-flow.ts';

const FACILITY: TOarIdFacility = {
  oarId: 'PK2019303BQ3FZP',
  name: 'Faisalabad Spinning Mills',
  address: 'Plot 7, Sargodha Road',
  countryId: '62b6afdb-43f9-46dd-bbc8-f4cd2accf375',
  provinceId: null,
  districtId: null,
  location: { lat: 31.45, lng: 73.13 },
};

const match = (n: number, isConfirmed = false): TOarIdMatch => ({
  facilityMatchId: `00000000-0000-4000-8000-00000000000${n}`,
  oarId: `PK00${n}`,
  name: `Mill ${n}`,
  address: `Road ${n}`,
  isConfirmed,
});

const answer = (partial: Partial<TOarIdRegistration> & Pick<TOarIdRegistration, 'status'>): TOarIdRegistration => ({
  oarId: null,
  facility: null,
  matches: [],
  message: null,
  ...partial,
});

describe('checking an OS ID', () => {
  it('resolves the facility on an exact match and says it does not exist otherwise', () => {
    expect(stateAfterCheck({ isMatched: true, facility: FACILITY, message: null })).toEqual({
      step: 'resolved',
      how: 'checked',
      facility: FACILITY,
    });
    expect(stateAfterCheck({ isMatched: false, facility: null, message: 'OS ID does not exist' })).toEqual({ step: 'notFound' });
  });
});

describe('registering a facility', () => {
  it('leads each match status to its screen', () => {
    expect(stateAfterRegistration(answer({ status: 'NEW_FACILITY', oarId: FACILITY.oarId, facility: FACILITY }), 'register')).toEqual({
      step: 'resolved',
      how: 'created',
      facility: FACILITY,
    });
    expect(stateAfterRegistration(answer({ status: 'MATCHED', oarId: FACILITY.oarId, facility: FACILITY }), 'register')).toMatchObject({
      how: 'matched',
    });
    expect(stateAfterRegistration(answer({ status: 'MATCHED', oarId: FACILITY.oarId, facility: FACILITY }), 'confirm')).toMatchObject({
      how: 'confirmed',
    });
    expect(stateAfterRegistration(answer({ status: 'NEW_FACILITY', oarId: FACILITY.oarId, facility: FACILITY }), 'reject')).toMatchObject({
      how: 'created',
    });
    expect(stateAfterRegistration(answer({ status: 'POTENTIAL_MATCH', matches: [match(1), match(2, true)] }), 'register')).toEqual({
      step: 'choosing',
      matches: [match(1), match(2, true)],
    });
    expect(
      stateAfterRegistration(answer({ status: 'ERROR_MATCHING', message: 'Invalid data, please input valid data' }), 'register'),
    ).toEqual({ step: 'invalidData' });
  });

  it('treats answers it cannot act on as invalid data rather than a blank screen', () => {
    expect(stateAfterRegistration(answer({ status: 'POTENTIAL_MATCH', matches: [] }), 'register')).toEqual({ step: 'invalidData' });
    expect(stateAfterRegistration(answer({ status: 'MATCHED', oarId: 'PK1' }), 'confirm')).toEqual({ step: 'invalidData' });
  });

  it('registers only once the name, the address and the country are there, trimmed', () => {
    const values = { name: ' Vehari Ginners ', address: ' Mailsi Road ', countryId: FACILITY.countryId, provinceId: 'p', districtId: null };
    expect(registrationRequest(values)).toEqual({
      name: 'Vehari Ginners',
      address: 'Mailsi Road',
      countryId: FACILITY.countryId,
      provinceId: 'p',
      districtId: null,
    });
    expect(registrationRequest({ ...values, name: '  ' })).toBeNull();
    expect(registrationRequest({ ...values, address: '' })).toBeNull();
    expect(registrationRequest({ ...values, countryId: null })).toBeNull();
  });

  it('says "Not me" to every similar result at once', () => {
    expect(rejectedIds([match(1), match(2)])).toEqual([match(1).facilityMatchId, match(2).facilityMatchId]);
  });
});

describe('messages', () => {
  it('has an English text for every way a facility becomes known, naming its OS ID', () => {
    for (const how of ['checked', 'matched', 'confirmed', 'created'] as const) {
      const [, , leaf] = resolvedMessageKey(how).split('.') as [string, string, keyof typeof en.identifiers.openSupplyHub];
      expect(en.identifiers.openSupplyHub[leaf]).toContain('{{oarId}}');
    }
    expect(en.identifiers.openSupplyHub.notFound).toBe('OS ID does not exist');
    expect(en.identifiers.openSupplyHub.invalidData).toBe('Invalid data, please input valid data');
    expect(en.identifiers.openSupplyHub.similar_other).toBe('We found {{count}} similar results');
  });
});
