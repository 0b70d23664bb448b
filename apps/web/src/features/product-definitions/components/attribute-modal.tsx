import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  CURRENCIES,
  PRODUCT_ATTRIBUTE_CATEGORIES,
  PRODUCT_ATTRIBUTE_TYPES,
  PRODUCT_QUANTITY_UNITS,
  type TProductAttribute,
  type TProductAttributeCategory,
  type TProductAttributeType,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSaveAttribute } from '../api/products-api.ts';
import {
  attributeDraft,
  attributeInput,
  checkAttributeDraft,
  hasOptions,
  withType,
  type TAttributeDraft,
  type TFieldMessages,
} from '../product-forms.ts';
import { NameFields } from './name-fields.tsx';
import { submitDraft } from './submit-draft.ts';
import { TranslationFields } from './translation-fields.tsx';
import { FormModalActions } from '../../../components/form-modal.tsx';

const PAIR_UNITS = [...PRODUCT_QUANTITY_UNITS, ...CURRENCIES];

type TAttributeModalProps = {
  /** The attribute to edit, or undefined to create one. */
  attribute: TProductAttribute | undefined;
  opened: boolean;
  onClose(): void;
};

export function AttributeModal({ attribute, opened, onClose }: TAttributeModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={attribute ? t('products.attributes.editTitle') : t('products.attributes.addTitle')}
    >
      {/* Mounted per opening, so a new attribute never starts with the previous one's values. */}
      <AttributeForm attribute={attribute} onClose={onClose} />
    </Modal>
  );
}

function AttributeForm({ attribute, onClose }: Omit<TAttributeModalProps, 'opened'>) {
  const { t } = useTranslation();
  const save = useSaveAttribute();
  const [draft, setDraft] = useState<TAttributeDraft>(() => attributeDraft(attribute));
  const [errors, setErrors] = useState<TFieldMessages>({});
  const update = (next: TAttributeDraft) => {
    setDraft(next);
    setErrors({});
  };
  const updateOption = (index: number, change: Partial<TAttributeDraft['options'][number]>) =>
    update({ ...draft, options: draft.options.map((option, i) => (i === index ? { ...option, ...change } : option)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitDraft({
      problems: checkAttributeDraft(draft, currentLanguage(), t('products.required')),
      showErrors: setErrors,
      send: save.mutate,
      variables: () => ({ id: attribute?.id, input: attributeInput(draft) }),
      savedMessage: t('products.attributes.saved'),
      genericError: t('errors.generic'),
      onSaved: onClose,
    });
  };

  const typeLabel = (type: TProductAttributeType) => t(`products.types.${type}`);
  const categoryLabel = (category: TProductAttributeCategory) => t(`products.categories.${category}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NameFields
          label={t('products.attributes.name')}
          name={draft.name}
          nameTranslations={draft.nameTranslations}
          error={errors.name}
          onChange={(change) => update({ ...draft, ...change })}
        />
        <Group grow align="flex-start">
          <Select
            label={t('products.attributes.type')}
            required
            allowDeselect={false}
            data={PRODUCT_ATTRIBUTE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
            value={draft.type}
            error={errors.type}
            onChange={(value) => value && update(withType(draft, value as TProductAttributeType))}
          />
          <Select
            label={t('products.attributes.category')}
            required
            allowDeselect={false}
            data={PRODUCT_ATTRIBUTE_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
            value={draft.category}
            error={errors.category}
            onChange={(value) => value && update({ ...draft, category: value as TProductAttributeCategory })}
          />
        </Group>
        {hasOptions(draft.category) ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {draft.category === 'LIST' ? t('products.attributes.listOptions') : t('products.attributes.unitOptions')}
            </Text>
            {draft.options.map((option, index) => (
              <Paper key={index} withBorder p="xs">
                <Stack gap={4}>
                  <Group align="flex-end" wrap="nowrap">
                    {draft.category === 'NUMBER_UNIT_PAIR' ? (
                      <Select
                        style={{ flex: 1 }}
                        label={t('products.attributes.unit', { number: index + 1 })}
                        data={PAIR_UNITS.map((unit) => ({ value: unit, label: unit }))}
                        value={PAIR_UNITS.find((unit) => unit === option.value) ?? null}
                        error={errors[`options.${index}.value`]}
                        onChange={(value) => updateOption(index, { value: value ?? '' })}
                      />
                    ) : (
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('products.attributes.option', { number: index + 1 })}
                        maxLength={100}
                        value={option.value}
                        error={errors[`options.${index}.value`]}
                        onChange={(event) => updateOption(index, { value: event.currentTarget.value })}
                      />
                    )}
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => update({ ...draft, options: draft.options.filter((_, i) => i !== index) })}
                    >
                      {t('products.remove')}
                    </Button>
                  </Group>
                  <TranslationFields
                    label={option.value || t('products.attributes.option', { number: index + 1 })}
                    value={option.translations}
                    onChange={(translations) => updateOption(index, { translations })}
                  />
                </Stack>
              </Paper>
            ))}
            {errors.options ? (
              <Text size="sm" c="red" role="alert">
                {errors.options}
              </Text>
            ) : null}
            <Group>
              <Button variant="default" onClick={() => update({ ...draft, options: [...draft.options, { value: '', translations: {} }] })}>
                {t('products.attributes.addOption')}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <FormModalActions onCancel={onClose} submitLabel={t('common.saveChanges')} submitting={save.isPending} />
      </Stack>
    </form>
  );
}
