import { Text } from '@mantine/core';
import { can, type TActivityDefinition } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS, useAssignProducts, useOutputDefinitions } from '../api/product-activities-api.ts';
import {
  ASSIGN_PATHS,
  changeOutputDefinition,
  checkAssign,
  emptyAssign,
  outputRowsSent,
  toAssignInput,
  type TAssignField,
  type TLabelRights,
} from '../assign-form.ts';
import { TRANSFORMATION_LOOKUP } from '../lookup-access.ts';
import { withoutRowMessage } from '../product-rows.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { ActivityFormShell } from './activity-form-shell.tsx';
import { DefinitionSelect } from './definition-select.tsx';
import { FormSection } from './form-section.tsx';
import { OutputProductsField } from './output-products-field.tsx';
import { ProductPicker } from './product-picker.tsx';

function useAssignNames(): Record<TAssignField, string> {
  const { t } = useTranslation();
  return {
    productDefinitionId: t('productActivities.names.outputDefinition'),
    inputProductIds: t('productActivities.names.inputProducts'),
    outputProducts: t('productActivities.names.outputProducts'),
  };
}

/**
 * Assigning product IDs (DOMAIN.md §4.5): what is made, from which inputs (optional: without them
 * the stock in hand is used), and each output with its attributes and labels.
 */
export function AssignProductsForm() {
  const { t } = useTranslation();
  const user = useSession()?.user ?? null;
  const rights: TLabelRights = { qrCode: can(user, 'ASSIGN_QR_CODE'), dnaIdentifier: can(user, 'ASSIGN_DNA') };
  const form = useActivityForm({ initial: emptyAssign, paths: ASSIGN_PATHS, names: useAssignNames() });
  const { values, errors, update, bind } = form;
  const definitions = useOutputDefinitions();
  const definition = definitions.data?.find((candidate) => candidate.id === values.productDefinitionId) ?? null;
  const assignProducts = useAssignProducts();

  const chooseDefinition = (chosen: TActivityDefinition | null) => {
    update((current) => changeOutputDefinition(current, chosen?.id ?? null), 'productDefinitionId', 'outputProducts');
    form.setRowErrors([]);
  };

  const submit = () =>
    form.save(
      checkAssign(values, definition, rights, { ...form.checkContext(), dnaIdentifierName: t('productActivities.names.dnaIdentifier') }),
      () => assignProducts.mutateAsync(toAssignInput(values, definition, rights)),
      (receipt) => t('productActivities.assign.saved', { count: receipt.products.length }),
      outputRowsSent(values, definition, rights),
    );

  return (
    <ActivityFormShell
      onSubmit={submit}
      problems={form.problems}
      submitLabel={t('productActivities.assign.submit')}
      submitting={assignProducts.isPending}
    >
      <FormSection title={t('productActivities.assign.definitionSection')}>
        <DefinitionSelect
          label={t('productActivities.fields.outputDefinition')}
          placeholder={t('productActivities.assign.chooseDefinition')}
          definitions={definitions.data}
          value={definition}
          error={errors.productDefinitionId}
          failed={definitions.isError ? t('productActivities.assign.definitionsFailed') : null}
          empty={t('productActivities.assign.noDefinitions')}
          onChange={chooseDefinition}
        />
      </FormSection>
      <FormSection title={t('productActivities.fields.inputProducts')}>
        <Text size="sm" c="dimmed">
          {t('productActivities.assign.inputsHint')}
        </Text>
        <ProductPicker
          label={t('productActivities.products.lookupLabel')}
          lookupPath={LOOKUP_PATHS.transformation}
          modes={TRANSFORMATION_LOOKUP}
          rule={{ singleDefinition: false }}
          {...bind('inputs', 'inputProductIds')}
        />
      </FormSection>
      <FormSection title={t('productActivities.fields.outputProducts')}>
        {definition ? (
          <OutputProductsField
            definition={definition}
            rows={values.outputs}
            rights={rights}
            errors={form.rowErrors}
            onChange={(outputs, changed) => {
              update((current) => ({ ...current, outputs }), 'outputProducts');
              form.setRowErrors((current) => (changed ? withoutRowMessage(current, changed.index, changed.name) : []));
            }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('productActivities.assign.chooseDefinitionFirst')}
          </Text>
        )}
        {errors.outputProducts ? (
          <Text size="sm" c="red" role="alert">
            {errors.outputProducts}
          </Text>
        ) : null}
      </FormSection>
    </ActivityFormShell>
  );
}
