import { Checkbox, Paper, Radio, Stack, Text } from '@mantine/core';
import type { TPermissionNode, TRoleType } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { toggleChild, toggleParent, treeForType } from '../role-form.ts';

type TPermissionPickerProps = {
  tree: readonly TPermissionNode[];
  type: TRoleType;
  permissions: readonly string[];
  disabled: boolean;
  onChange: (permissions: string[]) => void;
};

/** Groups a parent's sub-permissions: one radio group per label, plain checkboxes for the rest. */
function groupsOf(node: TPermissionNode) {
  const labels = [...new Set(node.subPermissions.flatMap((child) => (child.label ? [child.label] : [])))];
  return {
    radios: labels.map((label) => ({ label, children: node.subPermissions.filter((child) => child.label === label) })),
    checkboxes: node.subPermissions.filter((child) => !child.label),
  };
}

/** Step "permissions": the tree of GET /permissions for the role's type. */
export function PermissionPicker({ tree, type, permissions, disabled, onChange }: TPermissionPickerProps) {
  const { t } = useTranslation();
  const nodes = treeForType(tree, type);
  if (nodes.length === 0) return <Text c="dimmed">{t('roleSetup.permissions.none')}</Text>;
  return (
    <Stack gap="xs">
      {nodes.map((node) => {
        const checked = permissions.includes(node.key);
        const { radios, checkboxes } = groupsOf(node);
        return (
          <Paper key={node.key} withBorder p="sm">
            <Checkbox
              label={node.name}
              checked={checked}
              disabled={disabled}
              onChange={(event) => onChange(toggleParent(permissions, node, event.currentTarget.checked))}
            />
            {checked && node.subPermissions.length > 0 ? (
              <Stack gap="xs" mt="xs" ms="xl">
                {radios.map(({ label, children }) => (
                  <Radio.Group
                    key={label}
                    label={label}
                    value={children.find((child) => permissions.includes(child.key))?.key ?? ''}
                    onChange={(key) => onChange(toggleChild(permissions, node, key, true))}
                  >
                    <Stack gap={4} mt={4}>
                      {children.map((child) => (
                        <Radio key={child.key} value={child.key} label={child.name} disabled={disabled} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ))}
                {checkboxes.map((child) => (
                  <Checkbox
                    key={child.key}
                    label={child.name}
                    checked={permissions.includes(child.key)}
                    disabled={disabled}
                    onChange={(event) => onChange(toggleChild(permissions, node, child.key, event.currentTarget.checked))}
                  />
                ))}
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
