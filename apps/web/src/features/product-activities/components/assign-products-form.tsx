import { Stack, Text } from '@mantine/core';
import { can, type TActivityDefinition } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS, useAssignProducts, useOutputDefinitions } from '../api/product-activities-api.ts';
import {
  ASSIGN_PATHS,
  changeOutputDefinition,
  checkAssign,
  emptyAssign,
  isAssignValid,
  outputRowsSent,
  toAssignInput,
  type TAssignField,
  type TAssignValues,
  type TLabelRights,
} from '../assign-form.ts';
import { TRANSFORMATION_LOOKUP } from '../lookup-access.ts';
import { withoutRowMessage } from '../product-rows.ts';
import { placeServerErrors, type TRowErrors } from '../server-errors.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { useCheckContext } from '../use-check-context.ts';
import { useFinishActivity } from '../use-finish-activity.ts';
import { DefinitionSelect } from './definition-select.tsx';
import { FormActions } from './form-actions.tsx';
import { FormProblems } from './form-problems.tsx';
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
  const form = useActivityForm<TAssignValues, TAssignField>(emptyAssign);
  const { values, errors, update } = form;
  const [rowErrors, setRowErrors] = useState<TRowErrors[]>([]);
  const definitions = useOutputDefinitions();
  const definition = definitions.data?.find((candidate) => candidate.id === values.productDefinitionId) ?? null;
  const assignProducts = useAssignProducts();
  const finish = useFinishActivity();
  const checkContext = useCheckContext(useAssignNames());

  const chooseDefinition = (chosen: TActivityDefinition | null) => {
    update((current) => changeOutputDefinition(current, chosen?.id ?? null), 'productDefinitionId', 'outputProducts');
    setRowErrors([]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkAssign(values, definition, rights, {
      ...checkContext(),
      dnaIdentifierName: t('productActivities.names.dnaIdentifier'),
    });
    form.show(check.errors);
    setRowErrors(check.rows);
    if (!isAssignValid(check)) {
      toast.error(t('productActivities.form.fixErrors'));
      return;
    }
    try {
      const receipt = await assignProducts.mutateAsync(toAssignInput(values, definition, rights));
      finish(receipt, t('productActivities.assign.saved', { count: receipt.products.length }));
    } catch (error) {
      const placed = placeServerErrors(error, ASSIGN_PATHS, t('errors.generic'), outputRowsSent(values, definition, rights));
      form.show(placed.byField, placed.other);
      setRowErrors(placed.rows);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg" maw={960}>
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
            products={values.inputs}
            error={errors.inputProductIds}
            onChange={(inputs) => update((current) => ({ ...current, inputs }), 'inputProductIds')}
          />
        </FormSection>
        <FormSection title={t('productActivities.fields.outputProducts')}>
          {definition ? (
            <OutputProductsField
              definition={definition}
              rows={values.outputs}
              rights={rights}
              errors={rowErrors}
              onChange={(outputs, changed) => {
                update((current) => ({ ...current, outputs }), 'outputProducts');
                setRowErrors((current) => (changed ? withoutRowMessage(current, changed.index, changed.name) : []));
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
        <FormProblems problems={form.problems} />
        <FormActions submitLabel={t('productActivities.assign.submit')} submitting={assignProducts.isPending} />
      </Stack>
    </form>
  );
}
