import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, type TIcon } from './icons.tsx';

export type TRowAction = {
  key: string;
  label: string;
  icon?: TIcon;
  /** Red for actions that take something away. */
  destructive?: boolean;
  onSelect: () => void;
};

/** The "⋯" button at the end of a row, listing what can be done to that row; `label` names it with the row. */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly TRowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ key, label: text, icon: Icon, destructive, onSelect }) => (
          <Menu.Item
            key={key}
            color={destructive ? 'red' : undefined}
            leftSection={Icon ? <Icon size={16} /> : undefined}
            onClick={onSelect}
          >
            {text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
