import type { AuthorizationFragment } from './rule.ts';

/** Notifications: every signed-in user has their own bell and e-mail choices (what each sees is in object-access). */
export const NOTIFICATIONS_ROUTES: AuthorizationFragment = {
  module: 'notifications',
  routes: {
    'GET /api/notifications': 'signedIn',
    'GET /api/notifications/unread-count': 'signedIn',
    'POST /api/notifications/read-all': 'signedIn',
    'GET /api/notifications/preferences': 'signedIn',
    'PUT /api/notifications/preferences': 'signedIn',
    'POST /api/notifications/{id}/read': 'signedIn',
  },
};
