import { parseLanguage, roleNameIn, type TAdministratorCompletedRole, type TNamedRole, type TRole } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from './api.ts';
import { tagged } from './query-tags.ts';

/**
 * The role list (GET /roles) is read by several features (user pickers and filters today;
 * facilities and the supply-chain map later), so its query lives here rather than in one feature.
 */
export const roleKeys = {
  all: ['roles', tagged('configuration')] as const,
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

/**
 * Names roles in the reader's language, their own name where no translation exists. Role data
 * carries every translation, so a language switch renames them without asking the server again.
 */
export function useRoleName(): (role: TNamedRole) => string {
  const language = parseLanguage(useTranslation().i18n.language);
  return (role) => roleNameIn(role, language);
}
