import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/**
 * The installation's configuration is the super administrator's. The business details and the
 * logo are no one's in particular: they show before sign-in too, so reading them takes no caller.
 */
export const configurationPolicy = definePolicy<{ readRiskMethod: null; configure: null; exportConfiguration: null }>({
  readRiskMethod: isSignedIn,
  /** The wizard's steps, completing configuration and reopening it, importing a bundle. */
  configure: isSuperAdmin,
  exportConfiguration: isSuperAdmin,
});
