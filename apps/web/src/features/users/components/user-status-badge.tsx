import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusName, type TStatusName } from '../user-list.ts';

const COLORS: Record<TStatusName, string> = { active: 'teal', deactivated: 'gray', invited: 'blue' };

export function UserStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = statusName(status);
  return (
    <Badge color={COLORS[name]} variant="light" radius="sm" tt="none" fw={600}>
      {t(`users.status.${name}`)}
    </Badge>
  );
}
