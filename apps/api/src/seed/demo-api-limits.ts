import type { Database } from '../db/client.ts';
import { findExternalIndicators } from '../modules/indicators/index.ts';
import { findApiUserLimit, findUserByEmail, insertApiUserLimit } from '../modules/users/index.ts';

const DEMO_API_USER_EMAIL = 'api@demo.opentrace.local';
/** How many risk indices the demo API user may add: enough to try creating, and to reach the limit. */
const DEMO_API_USER_MAXIMUM_NEW_INDICES = 3;

/**
 * The demo API user gets limits that let it try every call of DOMAIN.md §11: it may add a few risk
 * indices and edit the default ones. Limits an administrator has set since are left alone.
 */
export async function loadDemoApiLimits(db: Database): Promise<void> {
  const found = await findUserByEmail(db, DEMO_API_USER_EMAIL);
  if (!found || (await findApiUserLimit(db, found.user.id))) return;
  const defaults = (await findExternalIndicators(db)).filter((row) => row.isDefaultExternalRiskIndex).map((row) => row.id);
  await insertApiUserLimit(db, found.user.id, {
    editableExternalRiskIndexIds: defaults,
    maximumCreateExternalRiskIndex: DEMO_API_USER_MAXIMUM_NEW_INDICES,
  });
}
