import { definePolicy, isSuperAdmin } from '../../core/policy.ts';

/**
 * The queue's dead letters are the operator's: a failed job may concern any organisation (an
 * e-mail to anyone), so only the super administrator lists and retries them.
 */
export const jobsPolicy = definePolicy<{ operateQueue: null }>({
  operateQueue: isSuperAdmin,
});
