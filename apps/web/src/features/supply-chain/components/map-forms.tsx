import { Alert, Button, Group, Modal, MultiSelect, Select, Stack } from '@mantine/core';
import type { TRole } from '@opentrace/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';

export type TOption = { value: string; label: string };

type TFormShell = { opened: boolean; title: string; saving: boolean; error: unknown; onClose(): void };

function FormModal({
  opened,
  title,
  saving,
  error,
  onClose,
  canSave,
  onSave,
  children,
}: TFormShell & { canSave: boolean; onSave(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {children}
        {error ? <Alert color="red">{errorMessage(error, t('errors.generic'))}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('supplyChain.cancel')}
          </Button>
          <Button disabled={!canSave} loading={saving} onClick={onSave}>
            {t('supplyChain.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The initial role of the map, or another flow: a raw-material extractor and the products it yields. */
export function StartChainModal(
  props: TFormShell & { roles: TRole[]; products: TOption[]; onSave(roleId: string, outputs: string[]): void },
) {
  const { t } = useTranslation();
  const [roleId, setRoleId] = useState<string | null>(null);
  const [outputs, setOutputs] = useState<string[]>([]);
  return (
    <FormModal {...props} canSave={roleId !== null && outputs.length > 0} onSave={() => roleId && props.onSave(roleId, outputs)}>
      <Select
        label={t('supplyChain.form.extractor')}
        description={t('supplyChain.form.extractorHelp')}
        data={props.roles.map((role) => ({ value: role.id, label: role.name }))}
        value={roleId}
        onChange={setRoleId}
        searchable
        required
      />
      <MultiSelect label={t('supplyChain.form.outputs')} data={props.products} value={outputs} onChange={setOutputs} searchable required />
    </FormModal>
  );
}

/** A downstream supplier: the buying role, the role it buys from, and (for a role new to the map) what it makes. */
export function AddLineModal(
  props: TFormShell & {
    suppliers: TOption[];
    buyers: TRole[];
    onMap: ReadonlySet<string>;
    products: TOption[];
    defaultSupplier: string | null;
    onSave(input: { roleId: string; fromRoleId: string; outputProductDefinitionIds?: string[] }): void;
  },
) {
  const { t } = useTranslation();
  const [fromRoleId, setFromRoleId] = useState<string | null>(props.defaultSupplier);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [outputs, setOutputs] = useState<string[]>([]);
  const buyerIsNew = roleId !== null && !props.onMap.has(roleId);
  const canSave = fromRoleId !== null && roleId !== null && (!buyerIsNew || outputs.length > 0);
  return (
    <FormModal
      {...props}
      canSave={canSave}
      onSave={() =>
        fromRoleId && roleId && props.onSave({ roleId, fromRoleId, ...(buyerIsNew ? { outputProductDefinitionIds: outputs } : {}) })
      }
    >
      <Select
        label={t('supplyChain.form.supplier')}
        data={props.suppliers}
        value={fromRoleId}
        onChange={setFromRoleId}
        searchable
        required
      />
      <Select
        label={t('supplyChain.form.buyer')}
        description={t('supplyChain.form.buyerHelp')}
        data={props.buyers.filter((role) => role.id !== fromRoleId).map((role) => ({ value: role.id, label: role.name }))}
        value={roleId}
        onChange={setRoleId}
        searchable
        required
      />
      {buyerIsNew ? (
        <MultiSelect
          label={t('supplyChain.form.outputs')}
          data={props.products}
          value={outputs}
          onChange={setOutputs}
          searchable
          required
        />
      ) : null}
    </FormModal>
  );
}

/** A node's output products; saving first previews what dropping a product impacts. */
export function OutputsModal(props: TFormShell & { products: TOption[]; current: string[]; onSave(outputs: string[]): void }) {
  const { t } = useTranslation();
  const [outputs, setOutputs] = useState<string[]>(props.current);
  return (
    <FormModal {...props} canSave onSave={() => props.onSave(outputs)}>
      <MultiSelect
        label={t('supplyChain.form.outputs')}
        description={t('supplyChain.form.outputsHelp')}
        data={props.products}
        value={outputs}
        onChange={setOutputs}
        searchable
      />
    </FormModal>
  );
}
