import { type TNotification, type TNotificationKind, notificationPath, type TRoleType } from '@opentrace/domain';
import type { NotificationRow } from './notifications.repository.ts';

/** A stored notification as its reader gets it, with the path to its object on the reader's screens. */
export function toNotification(row: NotificationRow, roleType: TRoleType): TNotification {
  const object = { type: row.objectType, id: row.objectId };
  return {
    id: row.id,
    kind: row.kind as TNotificationKind,
    object,
    params: row.params,
    path: notificationPath(object, roleType),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
