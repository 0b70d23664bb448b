import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { TMenuEntry } from '../menu.ts';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function AppSidebar({ entries }: { entries: readonly TMenuEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

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
            label={t(entry.labelKey)}
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
