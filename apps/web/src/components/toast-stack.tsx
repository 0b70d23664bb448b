import '@mantine/notifications/styles.css';
import { TOAST_ANIMATION_MS, TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX } from '@opentrace/domain';
import { Notifications } from '@mantine/notifications';
import classes from './toast-stack.module.css';

/** Toast placement and timing from the specification (§4, §9). */
export function ToastStack() {
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      transitionDuration={TOAST_ANIMATION_MS}
      containerWidth={TOAST_MAX_WIDTH_PX}
      classNames={{ notification: classes.toast }}
    />
  );
}
