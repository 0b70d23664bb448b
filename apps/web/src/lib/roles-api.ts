import type { TAdministratorCompletedRole, TRole } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * The role list (GET /roles) is read by several features (user pickers and filters today;
 * facilities and the supply-chain map later), so its query lives here rather than in one feature.
 */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  administratorCompletesProfile: () => [...roleKeys.all, 'administrator-completes-profile'] as const,
};

/** Roles change only during configuration, so a list fetched once serves the whole visit. */
export function useRoles() {
  return useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => api.get<TRole[]>('/roles', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The roles whose facilities form facility (farm) groups; `enabled: false` leaves it unasked. */
export function useAdministratorCompletedRoles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roleKeys.administratorCompletesProfile(),
    queryFn: ({ signal }) => api.get<TAdministratorCompletedRole[]>('/roles/administrator-completes-profile', { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
