import { NOTIFICATION_KINDS, type TNotification, type TNotificationKind } from '@opentrace/domain';

/** Badges stop counting here; the accessible name still says the exact number. */
export const BADGE_MAX = 99;

export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** The translation key of a notification's text; a kind this build does not know yet falls back to a plain label. */
export function notificationTextKey(kind: string): `notifications.kinds.${TNotificationKind}` | null {
  return (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? `notifications.kinds.${kind as TNotificationKind}` : null;
}

/**
 * The params every kind's text may read (NOTIFICATION_KIND_PARAMS), shown as given; a kind without a
 * facility or an issue simply does not use it.
 */
export function textParams(notification: Pick<TNotification, 'params'>): { reference: string; facility: string; issue: string } {
  const { reference = '', facility = '', issue = '' } = notification.params;
  return { reference, facility, issue };
}

export const isUnread = (notification: Pick<TNotification, 'readAt'>): boolean => notification.readAt === null;
