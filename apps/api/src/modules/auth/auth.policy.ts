import { definePolicy, isSignedIn } from '../../core/policy.ts';

/**
 * Signing in, refreshing, accepting an invitation and resetting a forgotten password come before
 * there is a caller: the token they carry is the check. What a signed-in caller does here is to
 * their own session and password only, which the services read by the caller's ids.
 */
export const authPolicy = definePolicy<{ signOut: null; changeOwnPassword: null }>({
  signOut: isSignedIn,
  changeOwnPassword: isSignedIn,
});
