import { describe, expect, it } from 'vitest';
import { en } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { ur } from './messages/ur.ts';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  MAX_NOTIFICATION_PARAM_LENGTH,
  NOTIFICATION_KIND_PARAMS,
  NOTIFICATION_KINDS,
  notificationParamsProblem,
  notificationPath,
  ZNotificationListQuery,
  ZNotificationPreferencesInput,
} from './notifications.ts';

describe('notification catalogue', () => {
  it('has an e-mail subject and body for every kind in every language, using only the params the kind declares', () => {
    for (const kind of NOTIFICATION_KINDS) {
      for (const catalogue of [en, fr, ur] as Record<string, string>[]) {
        for (const part of ['subject', 'body']) {
          const text = catalogue[`notifications.email.${kind}.${part}`];
          expect(text, `${kind} ${part}`).toBeTruthy();
          const used = [...text!.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
          const allowed: string[] = [...NOTIFICATION_KIND_PARAMS[kind], 'link', 'system'];
          expect(
            used.filter((name) => !allowed.includes(name!)),
            `${kind} ${part}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('accepts exactly the declared params', () => {
    expect(notificationParamsProblem('report-assigned', { reference: 'R-1', facility: 'Multan Ginning Co.' })).toBeNull();
    expect(notificationParamsProblem('public-report-received', { reference: 'P-7' })).toBeNull();
  });

  it('refuses a missing, empty, extra or overlong param', () => {
    expect(notificationParamsProblem('report-assigned', { reference: 'R-1' })).toMatch(/missing params.*facility/);
    expect(notificationParamsProblem('report-assigned', { reference: ' ', facility: 'f' })).toMatch(/missing params.*reference/);
    expect(notificationParamsProblem('public-report-received', { reference: 'P-7', message: 'what happened' })).toMatch(
      /not allowed.*message/,
    );
    expect(notificationParamsProblem('public-report-received', { reference: 'x'.repeat(MAX_NOTIFICATION_PARAM_LENGTH + 1) })).toMatch(
      /too long/,
    );
  });

  it("links an incident report to the reader's own screen", () => {
    const report = { type: 'incident-report', id: 'abc' };
    expect(notificationPath(report, 'Administrator')).toBe('/grievance-reports/abc');
    expect(notificationPath(report, 'Assessor')).toBe('/requests/abc');
    expect(notificationPath(report, 'Brand')).toBeNull();
    expect(notificationPath({ type: 'public-report', id: 'p/1' }, 'Administrator')).toBe('/grievance-reports/public/p%2F1');
    expect(notificationPath({ type: 'something-else', id: 'x' }, 'Administrator')).toBeNull();
  });

  it('sends every kind by e-mail until the user turns it off', () => {
    expect(Object.values(DEFAULT_NOTIFICATION_PREFERENCES.email).every(Boolean)).toBe(true);
    expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES.email)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('takes a partial change of preferences and refuses unknown kinds', () => {
    expect(ZNotificationPreferencesInput.parse({ email: { 'report-edited': false } })).toEqual({ email: { 'report-edited': false } });
    expect(ZNotificationPreferencesInput.safeParse({ email: { 'report-deleted': false } }).success).toBe(false);
    expect(ZNotificationPreferencesInput.safeParse({ email: { 'report-edited': 'no' } }).success).toBe(false);
  });

  it('reads the unread filter from the query string', () => {
    expect(ZNotificationListQuery.parse({}).unread).toBe(false);
    expect(ZNotificationListQuery.parse({ unread: 'true' })).toMatchObject({ unread: true, page: 1, perPage: 20 });
  });
});
