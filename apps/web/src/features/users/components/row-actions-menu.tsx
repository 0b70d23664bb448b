import { ActionIcon, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconDots, type TIcon } from '../../../components/icons.tsx';

export type TRowAction = {
  key: string;
  label: string;
  icon: TIcon;
  /** Red for actions that take something away. */
  destructive?: boolean;
  onSelect: () => void;
};

/** The "⋯" button at the end of a row, listing what can be done to that row. */
export function RowActionsMenu({ name, actions }: { name: string; actions: readonly TRowAction[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('users.actions.menu', { name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ key, label, icon: Icon, destructive, onSelect }) => (
          <Menu.Item key={key} color={destructive ? 'red' : undefined} leftSection={<Icon size={16} />} onClick={onSelect}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
