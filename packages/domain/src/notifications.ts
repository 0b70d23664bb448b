import { z } from 'zod';
import { pageOf, ZPageQuery } from './pagination.ts';
import type { TRoleType } from './roles/roles.ts';

/**
 * In-app notifications and their e-mails (ARCHITECTURE.md §8 item 7; issue 20 "Notifications"). A
 * notification stores a kind, the object it is about and a few plain-text params; the text itself is
 * rendered in the reader's language (web locales, server messages for e-mails), never stored.
 */

/**
 * What a notification can be about. `report-assigned` goes to the new assignee, `report-reassigned` to
 * the assignee who lost the report, `report-response` to those following a report when a response is
 * posted, `report-edited` to the assignee when an administrator edits the report,
 * `public-report-received` to administrators when a worker files a public report, `order-risk-flag` to an
 * order's owner when a facility on its trace turns High or Extreme or a founded report names it. The `plan-`
 * kinds go to the other side of an improvement plan: the supplier's users for what the assigner did, the
 * assigner's users for what the supplier did, both for the overdue sweep.
 */
export const NOTIFICATION_KINDS = [
  'report-assigned',
  'report-reassigned',
  'report-response',
  'report-edited',
  'public-report-received',
  'order-risk-flag',
  'plan-assigned',
  'plan-submitted',
  'plan-evidence-requested',
  'plan-accepted',
  'plan-target-date-changed',
  'plan-comment',
  'plan-overdue',
  'plan-extension-requested',
  'plan-extension-approved',
  'plan-extension-declined',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);

/**
 * The params each kind's text uses, and nothing else: a caller cannot slip the grievance message or the
 * reporter's name into a notification (or its e-mail) by passing an extra param.
 * `reference` is the report's number as people quote it (the purchase order number for orders); `facility`
 * the facility's name; `issue` the sub-indicators at stake.
 */
export const NOTIFICATION_KIND_PARAMS = {
  'report-assigned': ['reference', 'facility'],
  'report-reassigned': ['reference', 'facility'],
  'report-response': ['reference', 'facility'],
  'report-edited': ['reference', 'facility'],
  'public-report-received': ['reference'],
  'order-risk-flag': ['reference', 'facility', 'issue'],
  'plan-assigned': ['reference', 'facility', 'issue'],
  'plan-submitted': ['reference', 'facility', 'issue'],
  'plan-evidence-requested': ['reference', 'facility', 'issue'],
  'plan-accepted': ['reference', 'facility', 'issue'],
  'plan-target-date-changed': ['reference', 'facility', 'issue'],
  'plan-comment': ['reference', 'facility', 'issue'],
  'plan-overdue': ['reference', 'facility', 'issue'],
  'plan-extension-requested': ['reference', 'facility', 'issue'],
  'plan-extension-approved': ['reference', 'facility', 'issue'],
  'plan-extension-declined': ['reference', 'facility', 'issue'],
} as const satisfies Record<TNotificationKind, readonly string[]>;

/** A param is a short label (a number, a name), so that a long free text cannot hide in one. */
export const MAX_NOTIFICATION_PARAM_LENGTH = 200;

/** Where a notification leads. */
export const NOTIFICATION_OBJECT_TYPES = ['incident-report', 'public-report', 'order', 'improvement-plan'] as const;
export type TNotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

export interface TNotificationObject {
  type: string;
  id: string;
}

/**
 * Why a notification's params are refused, or null when they fit its kind: every declared param present
 * and non-empty, no other param, none longer than MAX_NOTIFICATION_PARAM_LENGTH.
 */
export function notificationParamsProblem(kind: TNotificationKind, params: Record<string, string>): string | null {
  const expected: readonly string[] = NOTIFICATION_KIND_PARAMS[kind];
  const missing = expected.filter((name) => typeof params[name] !== 'string' || params[name].trim() === '');
  if (missing.length > 0) return `missing params for ${kind}: ${missing.join(', ')}`;
  const extra = Object.keys(params).filter((name) => !expected.includes(name));
  if (extra.length > 0) return `params not allowed for ${kind}: ${extra.join(', ')}`;
  const long = expected.filter((name) => (params[name] ?? '').length > MAX_NOTIFICATION_PARAM_LENGTH);
  if (long.length > 0) return `params too long for ${kind}: ${long.join(', ')}`;
  return null;
}

/**
 * The web app's path of the object for a reader of this role type, or null when the reader has no screen
 * for it. Incident reports: administrators work on `/grievance-reports/{id}`, assessors (and anyone
 * answering reports) on `/requests/{id}`. Public reports are triaged by administrators.
 */
export function notificationPath(object: TNotificationObject, roleType: TRoleType): string | null {
  const id = encodeURIComponent(object.id);
  switch (object.type) {
    case 'incident-report':
      if (roleType === 'Administrator') return `/grievance-reports/${id}`;
      if (roleType === 'Assessor') return `/requests/${id}`;
      return null;
    case 'public-report':
      return roleType === 'Administrator' ? `/grievance-reports/public/${id}` : null;
    case 'order':
      return roleType === 'Assessor' || roleType === 'API user' ? null : `/brand-product-order/${id}`;
    case 'improvement-plan':
      if (roleType === 'Brand') return `/brand-cap/${id}`;
      if (roleType === 'Producer') return `/producer-cap/${id}`;
      return null;
    default:
      return null;
  }
}

// Reads

export const ZNotificationId = z.object({ id: z.uuid() });

export const ZNotificationListQuery = ZPageQuery.omit({ sort: true }).extend({
  /** `true`: only the unread ones. */
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type TNotificationListQuery = z.infer<typeof ZNotificationListQuery>;

export const ZNotification = z
  .object({
    id: z.uuid(),
    kind: ZNotificationKind,
    object: z.object({ type: z.string(), id: z.string() }),
    params: z.record(z.string(), z.string()),
    /** The path in the web app for the reader, or null when the reader has no screen for the object. */
    path: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type TNotification = z.infer<typeof ZNotification>;

/** Newest first, with the reader's unread count so the bell and the list agree after one request. */
export const ZNotificationPage = pageOf(ZNotification).extend({ unread: z.number().int() }).meta({ id: 'NotificationPage' });
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationUnreadCount = z.object({ unread: z.number().int() }).meta({ id: 'NotificationUnreadCount' });
export type TNotificationUnreadCount = z.infer<typeof ZNotificationUnreadCount>;

/** How many notifications "mark all read" marked. */
export const ZNotificationsMarked = z.object({ marked: z.number().int(), unread: z.number().int() }).meta({ id: 'NotificationsMarked' });
export type TNotificationsMarked = z.infer<typeof ZNotificationsMarked>;

// Preferences

/** E-mail on or off per kind; a kind never set is on. */
export const ZNotificationPreferences = z
  .object({
    email: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<TNotificationKind, z.ZodBoolean>),
  })
  .strict()
  .meta({ id: 'NotificationPreferences' });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** A change of preferences: only the kinds named change. */
export const ZNotificationPreferencesInput = z
  .object({
    email: z
      .object(
        Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
          TNotificationKind,
          z.ZodOptional<z.ZodBoolean>
        >,
      )
      .strict(),
  })
  .strict()
  .meta({ id: 'NotificationPreferencesChange' });
export type TNotificationPreferencesInput = z.infer<typeof ZNotificationPreferencesInput>;

export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<TNotificationKind, boolean>,
};
