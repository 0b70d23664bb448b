import { Badge, Box, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { TCategoryNode, TIndicatorRowUpdate } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteIndicatorRow, useIndicatorIcons, useUpdateIndicatorRow } from '../api/indicators-api.ts';

const SEVERITIES = ['1', '2', '3', '4', '5'];
type TRowKind = 'category' | 'indicator' | 'subIndicator';
type TRow = { id: string; name: string; kind: TRowKind; riskSeverity?: number; icon?: string | null };

/** One row of the tree: its name (and severity or icon), edited in place. */
function TreeRow({ row, locked, onDelete }: { row: TRow; locked: boolean; onDelete: (row: TRow) => void }) {
  const { t } = useTranslation();
  const update = useUpdateIndicatorRow();
  const icons = useIndicatorIcons();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(row.name);
  const [severity, setSeverity] = useState(String(row.riskSeverity ?? ''));
  const [error, setError] = useState<string | null>(null);

  const save = (changes: TIndicatorRowUpdate, after?: () => void) =>
    update.mutate(
      { id: row.id, changes },
      {
        onSuccess: () => {
          setError(null);
          after?.();
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors[0]?.message : undefined;
          setError(field ?? errorMessage(failure, t('errors.generic')));
        },
      },
    );

  const label = t(`indicators.tree.${row.kind}`);
  if (editing) {
    return (
      <Group align="start" gap="xs">
        <TextInput
          aria-label={t('indicators.tree.name', { level: label })}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          miw={280}
        />
        {row.kind === 'subIndicator' ? (
          <Select
            aria-label={t('indicators.tree.severity')}
            data={SEVERITIES}
            value={severity}
            onChange={(value) => setSeverity(value ?? severity)}
            w={80}
          />
        ) : null}
        <Button
          size="xs"
          loading={update.isPending}
          onClick={() =>
            save({ name, ...(row.kind === 'subIndicator' ? { riskSeverity: Number(severity) } : {}) }, () => setEditing(false))
          }
        >
          {t('indicators.tree.save')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setEditing(false)}>
          {t('indicators.tree.cancel')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" fw={row.kind === 'category' ? 700 : row.kind === 'indicator' ? 600 : 400}>
        {row.name}
      </Text>
      {row.kind === 'subIndicator' ? (
        <Badge variant="light">{t('indicators.tree.severityValue', { severity: row.riskSeverity })}</Badge>
      ) : null}
      {row.kind === 'category' ? (
        <Select
          size="xs"
          aria-label={t('indicators.tree.icon')}
          placeholder={t('indicators.tree.icon')}
          data={icons.data ?? []}
          value={row.icon ?? null}
          disabled={locked}
          onChange={(icon) => (icon ? save({ icon: icon as TIndicatorRowUpdate['icon'] }) : undefined)}
          w={200}
        />
      ) : null}
      {locked ? null : (
        <>
          <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
            {t('indicators.tree.edit')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
            {t('indicators.tree.delete')}
          </Button>
        </>
      )}
      {error && !editing ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}

/** Categories → indicators → sub-indicators, each editable in place; indents follow the reading direction. */
export function IndicatorTree({ tree, locked }: { tree: TCategoryNode[]; locked: boolean }) {
  const { t } = useTranslation();
  const remove = useDeleteIndicatorRow();
  const [deleting, setDeleting] = useState<TRow | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('indicators.tree.deleted', { name: deleting.name })),
      onError: (error) => toast.error(errorMessage(error, t('errors.generic'))),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Stack gap="xs">
      {tree.map((category) => (
        <Stack key={category.id} gap={4}>
          <TreeRow
            row={{ id: category.id, name: category.name, kind: 'category', icon: category.icon }}
            locked={locked}
            onDelete={setDeleting}
          />
          {category.indicators.map((indicator) => (
            <Box key={indicator.id} style={{ paddingInlineStart: 'var(--mantine-spacing-lg)' }}>
              <TreeRow row={{ id: indicator.id, name: indicator.name, kind: 'indicator' }} locked={locked} onDelete={setDeleting} />
              <Stack gap={2} style={{ paddingInlineStart: 'var(--mantine-spacing-lg)' }}>
                {indicator.subIndicators.map((sub) => (
                  <TreeRow
                    key={sub.id}
                    row={{ id: sub.id, name: sub.name, kind: 'subIndicator', riskSeverity: sub.riskSeverity }}
                    locked={locked}
                    onDelete={setDeleting}
                  />
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      ))}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('indicators.tree.deleteTitle')}
        body={t('indicators.tree.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('indicators.tree.delete')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
