/** What the app shell places outside this feature's own screen: the header's bell. */
export { NotificationBell } from './components/notification-bell.tsx';
export { IconBell } from './components/bell-icon.tsx';
/** The screen with the per-kind e-mail switches, for links from the shell's menus. */
export const NOTIFICATION_SETTINGS_PATH = '/notifications#email';
export { EmailPreferencesSection } from './components/email-preferences.tsx';
