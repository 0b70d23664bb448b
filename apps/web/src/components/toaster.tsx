import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastStack = lazy(() => import('./toast-stack.tsx').then((module) => ({ default: module.ToastStack })));

/**
 * Mounts the toast renderer (and its animation library) only once the first toast is queued:
 * most page loads never show one, so they never download it. Toasts queued before it arrives
 * wait in the store and appear as soon as it mounts.
 */
export function Toaster() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
