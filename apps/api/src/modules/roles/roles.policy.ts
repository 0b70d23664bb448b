import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/** Roles are the installation's: every signed-in user reads them (forms name them), the super administrator changes them. */
export const rolesPolicy = definePolicy<{ readRoles: null; changeRoles: null }>({
  readRoles: isSignedIn,
  /** Also reading the role attributes' translation sheet, which only the configuration screens offer. */
  changeRoles: isSuperAdmin,
});
