import { definePolicy, isSignedIn, isSuperAdmin } from '../../core/policy.ts';

/**
 * Product definitions and their attributes are the installation's: every later form (purchases,
 * transformations, the map) is rendered from them, so every signed-in user reads them; the super
 * administrator changes them.
 */
export const productDefinitionsPolicy = definePolicy<{ readProducts: null; changeProducts: null }>({
  readProducts: isSignedIn,
  changeProducts: isSuperAdmin,
});
