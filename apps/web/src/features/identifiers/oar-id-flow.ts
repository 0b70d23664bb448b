import type { TCheckOarIdResponse, TOarIdFacility, TOarIdMatch, TOarIdRegistration, TRegisterOarIdRequest } from '@opentrace/domain';

/**
 * Where the Open Supply Hub flow of a profile stands (DOMAIN.md §10.1): nothing asked yet, an ID
 * that does not exist, a facility whose OS ID is known, similar results to choose from, or a
 * registry that could not match the data.
 */
export type TOarIdFlowState =
  | { step: 'idle' }
  | { step: 'notFound' }
  | { step: 'resolved'; how: 'checked' | 'matched' | 'confirmed' | 'created'; facility: TOarIdFacility }
  | { step: 'choosing'; matches: TOarIdMatch[] }
  | { step: 'invalidData' };

export const IDLE: TOarIdFlowState = { step: 'idle' };

/** The facility as the profile form holds it; nothing is registered until the required parts are there. */
export type TRegistrationValues = {
  name: string;
  address: string;
  countryId: string | null;
  provinceId: string | null;
  districtId: string | null;
};

export function stateAfterCheck(answer: TCheckOarIdResponse): TOarIdFlowState {
  return answer.isMatched && answer.facility ? { step: 'resolved', how: 'checked', facility: answer.facility } : { step: 'notFound' };
}

/** The state a register, confirm or "Not me" answer leads to. */
export function stateAfterRegistration(answer: TOarIdRegistration, after: 'register' | 'confirm' | 'reject'): TOarIdFlowState {
  switch (answer.status) {
    case 'POTENTIAL_MATCH':
      return answer.matches.length > 0 ? { step: 'choosing', matches: answer.matches } : { step: 'invalidData' };
    case 'MATCHED':
    case 'NEW_FACILITY':
      if (!answer.facility) return { step: 'invalidData' };
      return {
        step: 'resolved',
        how: answer.status === 'NEW_FACILITY' ? 'created' : after === 'confirm' ? 'confirmed' : 'matched',
        facility: answer.facility,
      };
    case 'ERROR_MATCHING':
      return { step: 'invalidData' };
  }
}

/** The registration request, or null while the name, the address or the country is missing. */
export function registrationRequest(values: TRegistrationValues): TRegisterOarIdRequest | null {
  const name = values.name.trim();
  const address = values.address.trim();
  if (name === '' || address === '' || !values.countryId) return null;
  return { name, address, countryId: values.countryId, provinceId: values.provinceId, districtId: values.districtId };
}

/** "Not me" rejects every similar result offered, as the server requires. */
export function rejectedIds(matches: readonly TOarIdMatch[]): string[] {
  return matches.map((match) => match.facilityMatchId);
}

/** The message shown once a facility's OS ID is known, by how it became known. */
export function resolvedMessageKey(how: Extract<TOarIdFlowState, { step: 'resolved' }>['how']) {
  switch (how) {
    case 'checked':
      return 'identifiers.openSupplyHub.found' as const;
    case 'matched':
    case 'confirmed':
      return 'identifiers.openSupplyHub.matched' as const;
    case 'created':
      return 'identifiers.openSupplyHub.created' as const;
  }
}
