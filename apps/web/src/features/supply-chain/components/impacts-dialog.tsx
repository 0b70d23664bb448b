import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMapImpacts } from '../api/supply-chain-api.ts';

type TImpactsDialogProps = {
  impacts: TMapImpacts | null;
  title: string;
  loading: boolean;
  roleName(roleId: string): string;
  lineLabel(lineId: string): string;
  onConfirm(): void;
  onClose(): void;
};

/** Before a destructive map change: what leaves the map and which nodes lose their calculated fields. */
export function ImpactsDialog({ impacts, title, loading, roleName, lineLabel, onConfirm, onClose }: TImpactsDialogProps) {
  const { t } = useTranslation();
  const section = (label: string, items: string[]) =>
    items.length === 0 ? null : (
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <List size="sm">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
    );
  const nothing = impacts !== null && impacts.deletedLineIds.length + impacts.deletedNodeIds.length + impacts.impactNodeIds.length === 0;
  return (
    <Modal opened={impacts !== null} onClose={onClose} title={title}>
      {impacts ? (
        <Stack>
          {nothing ? (
            <Text size="sm">{t('supplyChain.impacts.none')}</Text>
          ) : (
            <Alert color="orange">{t('supplyChain.impacts.warning')}</Alert>
          )}
          {section(t('supplyChain.impacts.deletedNodes'), impacts.deletedNodeIds.map(roleName))}
          {section(t('supplyChain.impacts.deletedLines'), impacts.deletedLineIds.map(lineLabel))}
          {section(t('supplyChain.impacts.impactedNodes'), impacts.impactNodeIds.map(roleName))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('supplyChain.cancel')}
            </Button>
            <Button color="red" loading={loading} onClick={onConfirm}>
              {t('supplyChain.impacts.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
