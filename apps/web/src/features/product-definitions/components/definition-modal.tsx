import { ActionIcon, Badge, Button, Checkbox, Group, Modal, MultiSelect, Paper, Select, Stack, Text } from '@mantine/core';
import { moveOrderedItem, type TProductAttribute, type TProductDefinition } from '@opentrace/domain';
import { useState, type DragEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSaveDefinition } from '../api/products-api.ts';
import {
  checkDefinitionDraft,
  definitionDraft,
  definitionInput,
  messagesUnder,
  type TDefinitionDraft,
  type TFieldMessages,
} from '../product-forms.ts';
import { NameFields } from './name-fields.tsx';
import { submitDraft } from './submit-draft.ts';
import { FormModalActions } from '../../../components/form-modal.tsx';

type TDefinitionModalProps = {
  /** The definition to edit, or undefined to create one. */
  definition: TProductDefinition | undefined;
  attributes: readonly TProductAttribute[];
  commodities: readonly string[];
  opened: boolean;
  onClose(): void;
};

export function DefinitionModal({ opened, onClose, definition, ...rest }: TDefinitionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={definition ? t('products.definitions.editTitle') : t('products.definitions.addTitle')}
    >
      <DefinitionForm definition={definition} onClose={onClose} {...rest} />
    </Modal>
  );
}

type TEntry = TDefinitionDraft['attributes'][number];

function DefinitionForm({ definition, attributes, commodities, onClose }: Omit<TDefinitionModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveDefinition();
  const [draft, setDraft] = useState<TDefinitionDraft>(() => definitionDraft(definition));
  const [errors, setErrors] = useState<TFieldMessages>({});
  const [dragged, setDragged] = useState<number | null>(null);
  const update = (next: TDefinitionDraft) => {
    setDraft(next);
    setErrors({});
  };
  const updateEntry = (index: number, change: Partial<TEntry>) =>
    update({ ...draft, attributes: draft.attributes.map((entry, i) => (i === index ? { ...entry, ...change } : entry)) });
  const move = (from: number, to: number) => update({ ...draft, attributes: moveOrderedItem(draft.attributes, from, to) });
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const addable = attributes.filter((attribute) => !draft.attributes.some((entry) => entry.attributeId === attribute.id));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitDraft({
      problems: checkDefinitionDraft(draft, { attributes, commodities }, currentLanguage(), t('products.required')),
      showErrors: setErrors,
      send: save.mutate,
      variables: () => ({ id: definition?.id, input: definitionInput(draft) }),
      savedMessage: t('products.definitions.saved'),
      genericError: t('errors.generic'),
      onSaved: onClose,
    });
  };

  const dropOn = (index: number) => (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields
          label={t('products.definitions.name')}
          name={draft.name}
          nameTranslations={draft.nameTranslations}
          error={errors.name}
          onChange={(change) => update({ ...draft, ...change })}
        />
        <MultiSelect
          label={t('products.definitions.goods')}
          description={t('products.definitions.goodsDescription')}
          required
          searchable
          data={[...commodities]}
          value={draft.goods}
          error={errors.goods ?? messagesUnder(errors, 'goods.')[0]}
          nothingFoundMessage={t('products.definitions.noCommodity')}
          onChange={(goods) => update({ ...draft, goods })}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t('products.definitions.attributes')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('products.definitions.attributesHint')}
          </Text>
          {draft.attributes.map((entry, index) => {
            const attribute = byId.get(entry.attributeId);
            const rowErrors = messagesUnder(errors, `attributes.${index}.`);
            return (
              <Paper
                key={entry.attributeId}
                withBorder
                p="xs"
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={dropOn(index)}
                style={{ cursor: 'grab' }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" c="dimmed" miw={20}>
                      {index + 1}
                    </Text>
                    <Text size="sm" fw={500}>
                      {attribute?.name ?? t('products.definitions.deletedAttribute')}
                    </Text>
                    {attribute ? <Badge variant="light">{t(`products.types.${attribute.type}`)}</Badge> : null}
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Checkbox
                      label={t('products.definitions.optional')}
                      checked={entry.isOptional}
                      onChange={(event) => updateEntry(index, { isOptional: event.currentTarget.checked })}
                    />
                    <Checkbox
                      label={t('products.definitions.manualOnly')}
                      checked={entry.isAddManuallyOnly}
                      onChange={(event) => updateEntry(index, { isAddManuallyOnly: event.currentTarget.checked })}
                    />
                    <ActionIcon
                      variant="default"
                      aria-label={t('products.definitions.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={t('products.definitions.moveDown')}
                      disabled={index === draft.attributes.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </ActionIcon>
                    <Button
                      variant="subtle"
                      color="red"
                      size="xs"
                      onClick={() => update({ ...draft, attributes: draft.attributes.filter((_, i) => i !== index) })}
                    >
                      {t('products.remove')}
                    </Button>
                  </Group>
                </Group>
                {rowErrors.map((message) => (
                  <Text key={message} size="xs" c="red" role="alert">
                    {message}
                  </Text>
                ))}
              </Paper>
            );
          })}
          {errors.attributes ? (
            <Text size="sm" c="red" role="alert">
              {errors.attributes}
            </Text>
          ) : null}
          <Select
            label={t('products.definitions.addAttribute')}
            placeholder={t('products.definitions.chooseAttribute')}
            searchable
            data={addable.map((attribute) => ({
              value: attribute.id,
              label: `${attribute.name} (${t(`products.types.${attribute.type}`)})`,
            }))}
            value={null}
            nothingFoundMessage={t('products.definitions.noAttribute')}
            onChange={(attributeId) =>
              attributeId &&
              update({ ...draft, attributes: [...draft.attributes, { attributeId, isOptional: false, isAddManuallyOnly: false }] })
            }
          />
        </Stack>
        <FormModalActions onCancel={onClose} submitLabel={t('common.saveChanges')} submitting={save.isPending} />
      </Stack>
    </form>
  );
}
