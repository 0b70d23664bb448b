import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TCalculatedField } from '@opentrace/domain';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useRoles } from '../../lib/roles-api.ts';
import { toast } from '../../lib/toast.ts';
import {
  fetchDeletionImpacts,
  fetchOutputImpacts,
  type TMapImpacts,
  useAddLine,
  useDeleteCalculatedField,
  useDeleteFromMap,
  useSaveCalculatedField,
  useSavePositions,
  useStartChain,
  useMapProductDefinitions,
  useSupplyChainMap,
  useUpdateOutputs,
} from './api/supply-chain-api.ts';
import { CalculatedFieldModal, type TNumericAttributes } from './components/calculated-field-modal.tsx';
import { ImpactsDialog } from './components/impacts-dialog.tsx';
import { AddLineModal, OutputsModal, StartChainModal } from './components/map-forms.tsx';
import { NodePanel } from './components/node-panel.tsx';
import type { TWizardStepProps } from '../../lib/wizard.ts';

// @xyflow/react and elkjs stay out of every other screen's bundle.
const MapCanvas = lazy(() => import('./components/map-canvas.tsx'));

const NUMERIC_CATEGORIES = new Set(['NUMBER', 'NUMBER_UNIT_PAIR', 'PERCENTAGE']);

type TOpenModal =
  | { kind: 'start' }
  | { kind: 'line'; supplier: string | null }
  | { kind: 'outputs' }
  | { kind: 'field'; field: TCalculatedField | null }
  | null;
type TPendingChange = { title: string; impacts: TMapImpacts; apply(): void } | null;

/** Step 4: the supply-chain map, its product outputs and calculated fields (DOMAIN.md §3.3–3.4). */
export default function SupplyChainStep({ locked, onFinished }: TWizardStepProps) {
  const { t } = useTranslation();
  const map = useSupplyChainMap();
  const roles = useRoles();
  const definitions = useMapProductDefinitions();
  const startChain = useStartChain();
  const addLine = useAddLine();
  const updateOutputs = useUpdateOutputs();
  const deleteFromMap = useDeleteFromMap();
  const savePositions = useSavePositions();
  const saveField = useSaveCalculatedField();
  const deleteField = useDeleteCalculatedField();
  const [selectedRoleId, setSelectedRoleId] = useState<string | null>(null);
  const [modal, setModal] = useState<TOpenModal>(null);
  const [pending, setPending] = useState<TPendingChange>(null);
  const [deletingField, setDeletingField] = useState<TCalculatedField | null>(null);
  const [arrangeRequest, setArrangeRequest] = useState(0);

  const { mutate: mutatePositions } = savePositions;
  const onSavePositions = useCallback(
    (positions: { roleId: string; top: number; left: number }[]) =>
      mutatePositions({ positions }, { onError: (error) => toast.error(errorMessage(error, t('errors.generic'))) }),
    [mutatePositions, t],
  );

  const products = useMemo(() => (definitions.data ?? []).map((d) => ({ value: d.id, label: d.name })), [definitions.data]);
  const numericAttributes: TNumericAttributes = useMemo(
    () =>
      new Map(
        (definitions.data ?? []).map((d) => [
          d.id,
          d.attributes.filter((a) => NUMERIC_CATEGORIES.has(a.category)).map((a) => ({ value: a.attributeId, label: a.name })),
        ]),
      ),
    [definitions.data],
  );

  if (map.isPending || roles.isPending || definitions.isPending) return <Loader aria-label={t('supplyChain.loading')} />;
  if (map.isError || roles.isError || definitions.isError) return <Alert color="red">{t('errors.generic')}</Alert>;

  const nodes = map.data.nodes;
  const onMap = new Set(nodes.map((node) => node.roleId));
  const roleName = (roleId: string) =>
    nodes.find((n) => n.roleId === roleId)?.roleName ?? roles.data.find((r) => r.id === roleId)?.name ?? '';
  const productName = (id: string) => products.find((p) => p.value === id)?.label ?? t('supplyChain.unknownProduct');
  const attributeName = (productId: string, attributeId: string) =>
    numericAttributes.get(productId)?.find((a) => a.value === attributeId)?.label ?? t('supplyChain.unknownAttribute');
  const lineLabel = (lineId: string) => {
    const line = map.data.lines.find((l) => l.id === lineId);
    if (!line) return '';
    return line.fromRoleId
      ? t('supplyChain.lineLabel', { buyer: roleName(line.roleId), supplier: roleName(line.fromRoleId) })
      : t('supplyChain.initialLineLabel', { role: roleName(line.roleId) });
  };
  const selected = nodes.find((node) => node.roleId === selectedRoleId) ?? null;
  const closeModal = () => {
    setModal(null);
    startChain.reset();
    addLine.reset();
    updateOutputs.reset();
    saveField.reset();
  };
  const showError = (error: unknown) => toast.error(errorMessage(error, t('errors.generic')));

  /** Destructive changes are previewed first; a change that touches nothing is applied at once. */
  const preview = (title: string, load: Promise<TMapImpacts>, apply: () => void, alwaysConfirm: boolean) =>
    load
      .then((impacts) => {
        const touches = impacts.deletedLineIds.length + impacts.deletedNodeIds.length + impacts.impactNodeIds.length > 0;
        if (touches || alwaysConfirm) setPending({ title, impacts, apply });
        else apply();
      })
      .catch(showError);

  const confirmPending = () => {
    pending?.apply();
    setPending(null);
  };

  const removeFromMap = (target: { lineId: string } | { roleId: string }) =>
    void preview(
      t('supplyChain.impacts.deleteTitle'),
      fetchDeletionImpacts(target),
      () =>
        deleteFromMap.mutate(target, {
          onSuccess: () => {
            if ('roleId' in target) setSelectedRoleId(null);
            toast.success(t('supplyChain.deleted'));
          },
          onError: showError,
        }),
      true,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={3}>{t('supplyChain.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('supplyChain.description')}
          </Text>
        </Stack>
        {locked ? null : (
          <Group gap="xs">
            <Button onClick={() => setModal({ kind: 'start' })}>
              {t(nodes.length === 0 ? 'supplyChain.selectInitial' : 'supplyChain.addFlow')}
            </Button>
            {nodes.length > 0 ? (
              <>
                <Button variant="default" onClick={() => setModal({ kind: 'line', supplier: selectedRoleId })}>
                  {t('supplyChain.addDownstream')}
                </Button>
                <Button variant="subtle" onClick={() => setArrangeRequest((n) => n + 1)}>
                  {t('supplyChain.arrange')}
                </Button>
              </>
            ) : null}
          </Group>
        )}
      </Group>

      {nodes.length === 0 ? (
        <Alert>{t('supplyChain.empty')}</Alert>
      ) : (
        <Suspense fallback={<Loader aria-label={t('supplyChain.loading')} />}>
          <MapCanvas
            map={map.data}
            selectedRoleId={selectedRoleId}
            locked={locked}
            onSelect={setSelectedRoleId}
            onSavePositions={onSavePositions}
            arrangeRequest={arrangeRequest}
          />
        </Suspense>
      )}

      {selected ? (
        <NodePanel
          node={selected}
          locked={locked}
          suppliers={map.data.lines
            .filter((line) => line.roleId === selected.roleId && line.fromRoleId)
            .map((line) => ({ lineId: line.id, name: roleName(line.fromRoleId!) }))}
          fields={map.data.calculatedFields.filter((field) => field.roleId === selected.roleId)}
          productName={productName}
          attributeName={attributeName}
          onAddBuyer={() => setModal({ kind: 'line', supplier: selected.roleId })}
          onEditOutputs={() => setModal({ kind: 'outputs' })}
          onDeleteNode={() => removeFromMap({ roleId: selected.roleId })}
          onDeleteLine={(lineId) => removeFromMap({ lineId })}
          onAddField={() => setModal({ kind: 'field', field: null })}
          onEditField={(field) => setModal({ kind: 'field', field })}
          onDeleteField={setDeletingField}
        />
      ) : nodes.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('supplyChain.selectHint')}
        </Text>
      ) : null}

      <Group justify="flex-end">
        <Button disabled={nodes.length === 0} onClick={onFinished} title={nodes.length === 0 ? t('supplyChain.nextNeedsChain') : undefined}>
          {t('supplyChain.next')}
        </Button>
      </Group>

      {modal?.kind === 'start' ? (
        <StartChainModal
          opened
          title={t(nodes.length === 0 ? 'supplyChain.selectInitial' : 'supplyChain.addFlow')}
          roles={roles.data.filter((role) => role.type === 'Producer' && role.isRawMaterialExtractor && !onMap.has(role.id))}
          products={products}
          saving={startChain.isPending}
          error={startChain.error}
          onClose={closeModal}
          onSave={(roleId, outputs) =>
            startChain.mutate(
              { roleId, outputProductDefinitionIds: outputs },
              {
                onSuccess: () => {
                  closeModal();
                  setSelectedRoleId(roleId);
                },
              },
            )
          }
        />
      ) : null}
      {modal?.kind === 'line' ? (
        <AddLineModal
          opened
          title={t('supplyChain.addDownstream')}
          suppliers={nodes.map((node) => ({ value: node.roleId, label: node.roleName }))}
          buyers={roles.data.filter(
            (role) => role.type === 'Producer' && !role.isRawMaterialExtractor && role.permissions.includes('LOG_PURCHASE'),
          )}
          onMap={onMap}
          products={products}
          defaultSupplier={modal.supplier}
          saving={addLine.isPending}
          error={addLine.error}
          onClose={closeModal}
          onSave={(input) =>
            addLine.mutate(input, {
              onSuccess: () => {
                closeModal();
                setSelectedRoleId(input.roleId);
              },
            })
          }
        />
      ) : null}
      {modal?.kind === 'outputs' && selected ? (
        <OutputsModal
          opened
          title={t('supplyChain.panel.editOutputs')}
          products={products}
          current={selected.outputProductDefinitionIds}
          saving={updateOutputs.isPending}
          error={updateOutputs.error}
          onClose={closeModal}
          onSave={(outputs) =>
            void preview(
              t('supplyChain.impacts.outputsTitle'),
              fetchOutputImpacts(selected.roleId, outputs),
              () => updateOutputs.mutate({ roleId: selected.roleId, outputs }, { onSuccess: closeModal, onError: showError }),
              false,
            )
          }
        />
      ) : null}
      {modal?.kind === 'field' && selected ? (
        <CalculatedFieldModal
          opened
          roleId={selected.roleId}
          field={modal.field}
          outputs={selected.outputProductDefinitionIds.map((id) => ({ value: id, label: productName(id) }))}
          inputs={selected.inputProductDefinitionIds.map((id) => ({ value: id, label: productName(id) }))}
          numericAttributes={numericAttributes}
          saving={saveField.isPending}
          error={saveField.error}
          onClose={closeModal}
          onSave={(input) =>
            saveField.mutate(
              { id: modal.field?.id ?? null, input },
              {
                onSuccess: () => {
                  closeModal();
                  toast.success(t('supplyChain.field.saved'));
                },
              },
            )
          }
        />
      ) : null}

      <ImpactsDialog
        impacts={pending?.impacts ?? null}
        title={pending?.title ?? ''}
        loading={deleteFromMap.isPending || updateOutputs.isPending}
        roleName={roleName}
        lineLabel={lineLabel}
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        opened={deletingField !== null}
        title={t('supplyChain.field.deleteTitle')}
        body={t('supplyChain.field.deleteBody')}
        confirmLabel={t('supplyChain.panel.deleteField')}
        destructive
        loading={deleteField.isPending}
        onClose={() => setDeletingField(null)}
        onConfirm={() =>
          deletingField && deleteField.mutate(deletingField.id, { onSuccess: () => setDeletingField(null), onError: showError })
        }
      />
    </Stack>
  );
}
