import { Badge, Button, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import type { TExternalRiskIndicator, TExternalRiskIndicatorInput } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteExternalIndicator, useExternalIndicators, useIndicatorIcons, useSaveExternalIndicator } from '../api/indicators-api.ts';

type TDraft = { id: string | undefined; name: string; urls: string; description: string; icon: string | null };
const emptyDraft: TDraft = { id: undefined, name: '', urls: '', description: '', icon: null };

/** The add/edit form of one external risk indicator; server field errors show beside their fields. */
function ExternalIndicatorForm({ draft, onDone }: { draft: TDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveExternalIndicator();
  const icons = useIndicatorIcons();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const input = {
      name: values.name,
      urls: values.urls.split(/\s+/).filter((url) => url !== ''),
      description: values.description,
      icon: values.icon,
    } as TExternalRiskIndicatorInput;
    save.mutate(
      { id: values.id, input },
      {
        onSuccess: () => {
          toast.success(t('indicators.external.saved', { name: values.name }));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path.split('.')[0] ?? field.path, field.message])));
          } else setErrors({ name: errorMessage(error, t('errors.generic')) });
        },
      },
    );
  };

  return (
    <Stack gap="xs" maw={560}>
      <TextInput
        label={t('indicators.external.name')}
        value={values.name}
        onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
        error={errors.name}
        required
      />
      <Textarea
        label={t('indicators.external.urls')}
        description={t('indicators.external.urlsHint')}
        value={values.urls}
        onChange={(event) => setValues({ ...values, urls: event.currentTarget.value })}
        error={errors.urls}
        autosize
        minRows={1}
      />
      <Textarea
        label={t('indicators.external.description')}
        value={values.description}
        onChange={(event) => setValues({ ...values, description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={2}
      />
      <Select
        label={t('indicators.external.icon')}
        data={icons.data ?? []}
        value={values.icon}
        onChange={(icon) => setValues({ ...values, icon })}
        error={errors.icon}
        clearable
      />
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          {t('indicators.external.save')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('indicators.tree.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

const toDraft = (indicator: TExternalRiskIndicator): TDraft => ({
  id: indicator.id,
  name: indicator.name,
  urls: indicator.urls.join('\n'),
  description: indicator.description,
  icon: indicator.icon,
});

/** External risk indicators: the four defaults (editable) and the administrator's own. */
export function ExternalIndicators({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const list = useExternalIndicators();
  const remove = useDeleteExternalIndicator();
  const [draft, setDraft] = useState<TDraft | null>(null);

  return (
    <Stack gap="sm">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('indicators.external.name')}</Table.Th>
            <Table.Th>{t('indicators.external.icon')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(list.data ?? []).map((indicator) => (
            <Table.Tr key={indicator.id}>
              <Table.Td>
                <Text size="sm">{indicator.name}</Text>
                {indicator.isDefault ? <Badge variant="light">{t('indicators.external.default')}</Badge> : null}
              </Table.Td>
              <Table.Td>{indicator.icon ?? ''}</Table.Td>
              <Table.Td>
                {locked ? null : (
                  <Group gap="xs" justify="flex-end">
                    <Button size="compact-xs" variant="subtle" onClick={() => setDraft(toDraft(indicator))}>
                      {t('indicators.tree.edit')}
                    </Button>
                    {indicator.isDefault ? null : (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        loading={remove.isPending && remove.variables === indicator.id}
                        onClick={() =>
                          remove.mutate(indicator.id, { onError: (error) => toast.error(errorMessage(error, t('errors.generic'))) })
                        }
                      >
                        {t('indicators.tree.delete')}
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {draft ? (
        <ExternalIndicatorForm key={draft.id ?? 'new'} draft={draft} onDone={() => setDraft(null)} />
      ) : locked ? null : (
        <Group>
          <Button variant="default" onClick={() => setDraft(emptyDraft)}>
            {t('indicators.external.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
