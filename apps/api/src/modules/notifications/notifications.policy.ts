import { AppError } from '../../core/app-error.ts';
import { definePolicy, isSignedIn } from '../../core/policy.ts';

/** Whose notification it is. */
export interface NotificationObject {
  userId: string;
}

/**
 * Everyone signed in has their own notifications and e-mail choices, and only those: another user's
 * notification answers 404 as an unknown id would, so ids cannot be probed.
 */
export const notificationsPolicy = definePolicy<{ useOwnNotifications: null; readNotification: NotificationObject }>({
  useOwnNotifications: isSignedIn,
  readNotification: {
    rule: (principal, notification) => notification.userId === principal.userId,
    refusal: () => new AppError('NOT_FOUND', { messageKey: 'notifications.notFound' }),
  },
});
