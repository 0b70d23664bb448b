import { useParams, useSearchParams } from 'react-router';
import { FacilityGroupsPage } from './facility-groups-page.tsx';
import { useSession } from '../../../lib/use-session.ts';

/**
 * /facility-management/:id?name=… (spec §2: one entry per facility type, id and name as
 * parameters). The role comes from the facility types the session keeps, with its translations,
 * else from the name in the link.
 */
export function FacilityManagementPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const facilityTypes = useSession()?.user.facilityTypes ?? [];
  const linkName = searchParams.get('name');
  const role = facilityTypes.find((type) => String(type.id) === id) ?? (linkName ? { name: linkName } : null);
  // A new role starts from its first page and an empty search.
  return <FacilityGroupsPage key={id} roleId={id} role={role} />;
}
