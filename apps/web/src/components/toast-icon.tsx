import { IconAlert, IconCheck, IconInfo } from './icons.tsx';

const ICONS = { success: IconCheck, info: IconInfo, error: IconAlert } as const;

export function ToastIcon({ type }: { type: keyof typeof ICONS }) {
  const Icon = ICONS[type];
  return <Icon size={18} strokeWidth={2.2} />;
}
