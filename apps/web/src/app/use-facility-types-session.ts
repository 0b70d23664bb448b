import { useEffect } from 'react';
import { useAdministratorCompletedRoles } from '../lib/roles-api.ts';
import { type TSignedInUser, updateSessionUser } from '../lib/session.ts';
import { ACCESS } from './access-rules.ts';
import { sameFacilityTypes } from './facility-management-menu.ts';
import { decideAccess } from './guards.ts';

/**
 * Keeps the facility types list in the session (spec §3) for administrators who manage facility
 * groups: read from GET /roles/administrator-completes-profile, stored once it differs, so the
 * menu shows one entry per type.
 */
export function useFacilityTypesInSession(user: TSignedInUser | null): void {
  const manages = user !== null && decideAccess(user, ACCESS.facilityManagement) === 'allow';
  const { data } = useAdministratorCompletedRoles({ enabled: manages });
  useEffect(() => {
    if (!manages || !user || !data) return;
    const types = data.map(({ id, name }) => ({ id, name }));
    if (!sameFacilityTypes(user.facilityTypes, types)) updateSessionUser({ ...user, facilityTypes: types });
  }, [manages, user, data]);
}
