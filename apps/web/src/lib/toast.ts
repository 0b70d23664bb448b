import { TOAST_DURATION_MS } from '@opentrace/domain';
import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastIcon } from '../components/toast-icon.tsx';
import { i18n } from './i18n.ts';
import { isDuplicateToast } from './toast-dedupe.ts';

export type TToastType = 'success' | 'info' | 'error';

const COLORS: Record<TToastType, string> = { success: 'teal', info: 'blue', error: 'red' };

/** Messages currently on screen, by notification id; a toast leaves this map when it closes. */
const visible = new Map<string, string>();
let sequence = 0;

/**
 * Shows a toast that closes on click or after the standard duration (spec §4, §9).
 * Returns the notification id, or null when the same message is already showing.
 */
export function showToast(type: TToastType, message: string): string | null {
  if (message.trim() === '' || isDuplicateToast(message, visible.values())) return null;
  sequence += 1;
  const id = `toast-${sequence}`;
  visible.set(id, message);
  notifications.show({
    id,
    message,
    color: COLORS[type],
    icon: createElement(ToastIcon, { type }),
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    style: { cursor: 'pointer' },
    closeButtonProps: { 'aria-label': i18n.t('toast.close') },
    onClick: () => notifications.hide(id),
    onClose: () => visible.delete(id),
  });
  return id;
}

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  error: (message: string) => showToast('error', message),
};
