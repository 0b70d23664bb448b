import type { TGrantedPermission, TRoleType } from '@opentrace/domain';

/** Who is calling: enough to authorise any request without another query. */
export interface Principal {
  userId: string;
  sessionId: string;
  /** When the session ends, however recently the principal was read. */
  sessionExpiresAt: Date;
  email: string;
  firstName: string;
  lastName: string;
  status: number;
  userType: 'Admin' | 'Standard' | null;
  facilityId: string | null;
  role: { id: string; code: string | null; name: string; type: TRoleType };
  permissions: TGrantedPermission[];
}
