import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRoleName } from '../../lib/roles-api.ts';
import type { TMenuEntry } from '../../lib/menu-entries.ts';

/** An entry's path may carry parameters (`?name=` of a facility type); only its pathname marks it active. */
function isActive(pathname: string, path: string): boolean {
  const target = path.split('?')[0] ?? path;
  return pathname === target || pathname.startsWith(`${target}/`);
}

export function AppSidebar({ entries }: { entries: readonly TMenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const roleName = useRoleName();

  return (
    <ScrollArea component="nav" aria-label={t('nav.mainMenu')} type="auto" h="100%">
      {entries.map((entry) => {
        const Icon = entry.icon;
        const active = isActive(pathname, entry.path);
        return (
          <NavLink
            key={entry.id}
            component={Link}
            to={entry.path}
            label={entry.labelParams ? t(entry.labelKey, { role: roleName(entry.labelParams.role) }) : t(entry.labelKey)}
            leftSection={Icon ? <Icon size={20} /> : null}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            fw={500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            mb={2}
          />
        );
      })}
    </ScrollArea>
  );
}
