import type { TSaqRoleStatus } from '@opentrace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saqKeys } from '../features/questionnaires/api/saqs-api.ts';
import { api } from '../lib/api.ts';
import { useAdministratorCompletedRoles } from '../lib/roles-api.ts';
import { type TSignedInUser, updateSessionUser } from '../lib/session.ts';
import { facilityGroupTypes, sameFacilityTypes } from '../features/facility-groups/facility-types.ts';
import { FACILITY_GROUPS_ACCESS } from '../features/facility-groups/routes.ts';
import { decideAccess } from '../lib/guards.ts';

/**
 * Keeps the facility types list in the session (spec §3) for administrators who manage facility
 * groups: read from GET /roles/administrator-completes-profile, narrowed by GET /api/saqs to the
 * types whose groups can be imported, stored once it differs, so the menu shows one entry per type.
 */
export function useFacilityTypesInSession(user: TSignedInUser | null): void {
  const manages = user !== null && decideAccess(user, FACILITY_GROUPS_ACCESS.facilityManagement) === 'allow';
  const roles = useAdministratorCompletedRoles({ enabled: manages });
  // The same query as the questionnaire step's, so an upload there refreshes the menu too.
  const statuses = useQuery({
    queryKey: saqKeys.roles(),
    queryFn: ({ signal }) => api.get<TSaqRoleStatus[]>('/api/saqs', { signal }),
    enabled: manages,
  });
  useEffect(() => {
    if (!manages || !user || !roles.data || !statuses.data) return;
    const types = facilityGroupTypes(roles.data, statuses.data);
    if (!sameFacilityTypes(user.facilityTypes, types)) updateSessionUser({ ...user, facilityTypes: types });
  }, [manages, user, roles.data, statuses.data]);
}
