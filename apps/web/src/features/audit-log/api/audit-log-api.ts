import type { TAuditLogPage } from '@opentrace/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { TAuditLogQuery } from '../model/audit-log-list.ts';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (query: TAuditLogQuery) => [...auditLogKeys.all, query] as const,
};

/** GET /api/audit-log, newest first; reading it is itself not a change, so nothing invalidates it but time. */
export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => api.get<TAuditLogPage>('/api/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}
