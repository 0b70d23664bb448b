import type { TCheckOarIdResponse, TOarIdRegistration, TRegisterOarIdRequest } from '@opentrace/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const BASE = '/facilities/identifier-systems';

/**
 * The Open Supply Hub calls are steps the user takes (check, register, choose), not data to cache:
 * each is a mutation, and none changes anything another screen has loaded.
 */
export function useCheckOarId() {
  return useMutation({
    mutationFn: (oarId: string) => api.post<TCheckOarIdResponse>(`${BASE}/check-oarId`, { oarId, page: 1, pageSize: 10 }),
  });
}

export function useRegisterOarId() {
  return useMutation({
    mutationFn: (request: TRegisterOarIdRequest) => api.post<TOarIdRegistration>(`${BASE}/register-oarIds`, request),
  });
}

export function useConfirmOarIdMatch() {
  return useMutation({
    mutationFn: (facilityMatchId: string) =>
      api.get<TOarIdRegistration>(`${BASE}/oar-ids/confirm-match`, { query: { id: facilityMatchId } }),
  });
}

export function useRejectOarIdMatches() {
  return useMutation({
    mutationFn: (facilityMatchIds: string[]) =>
      api.get<TOarIdRegistration>(`${BASE}/oar-ids/reject-match`, { query: { ids: facilityMatchIds.join(',') } }),
  });
}
