import { describe, expect, it } from 'vitest';
import { badgeText, isUnread, notificationTextKey, textParams } from './notification-view.ts';

describe('notification view', () => {
  it('shows no badge without unread notifications and caps a large count', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });

  it('names the text of each known kind and none for an unknown one', () => {
    expect(notificationTextKey('report-assigned')).toBe('notifications.kinds.report-assigned');
    expect(notificationTextKey('public-report-received')).toBe('notifications.kinds.public-report-received');
    expect(notificationTextKey('order-risk-flag')).toBe('notifications.kinds.order-risk-flag');
    expect(notificationTextKey('report-deleted')).toBeNull();
  });

  it('passes the params to the text and tells unread from read', () => {
    expect(textParams({ params: { reference: 'R-12', facility: 'Multan Ginning Co.' } })).toEqual({
      reference: 'R-12',
      facility: 'Multan Ginning Co.',
      issue: '',
    });
    expect(textParams({ params: { reference: 'PO-7', facility: 'Multan Ginning Co.', issue: 'Child labour' } })).toEqual({
      reference: 'PO-7',
      facility: 'Multan Ginning Co.',
      issue: 'Child labour',
    });
    expect(textParams({ params: { reference: 'P-3' } })).toEqual({ reference: 'P-3', facility: '', issue: '' });
    expect(isUnread({ readAt: null })).toBe(true);
    expect(isUnread({ readAt: '2026-11-27T01:00:00.000Z' })).toBe(false);
  });
});
