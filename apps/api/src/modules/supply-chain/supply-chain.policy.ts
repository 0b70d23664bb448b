import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/**
 * The supply chain map is the installation's: every signed-in user reads it (and previews what a
 * change would do), the super administrator changes it.
 */
export const supplyChainPolicy = definePolicy<{ readMap: null; changeMap: null }>({
  readMap: isSignedIn,
  changeMap: isSuperAdmin,
});
