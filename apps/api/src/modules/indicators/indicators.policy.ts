import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/** The indicator list and the risk sources are the installation's: every signed-in user reads them, the super administrator sets them. */
export const indicatorsPolicy = definePolicy<{ readIndicators: null; changeIndicators: null }>({
  readIndicators: isSignedIn,
  changeIndicators: isSuperAdmin,
});
