import type { TAccessRule } from '../../lib/guards.ts';

/** Every signed-in user has their own notifications and e-mail choices, whatever their role. */
export const NOTIFICATIONS_ACCESS = {
  notifications: {},
} as const satisfies Record<string, TAccessRule>;
