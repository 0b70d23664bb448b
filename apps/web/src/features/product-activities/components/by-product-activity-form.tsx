import { Alert } from '@mantine/core';
import type { TByProductStock, TWeightUnit } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconInfo } from '../../../components/icons.tsx';
import { useByProductStock, useRecordByProduct } from '../api/product-activities-api.ts';
import {
  BY_PRODUCT_PATHS,
  checkByProduct,
  emptyByProduct,
  stockMoment,
  toByProductInput,
  type TByProductField,
} from '../by-product-form.ts';
import { unitLabel } from '../unit-label.ts';
import { useActivityForm } from '../use-activity-form.ts';
import { stockLimit } from '../weights.ts';
import { ActivityFormShell } from './activity-form-shell.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { DocumentsField } from './documents-field.tsx';
import { FormSection } from './form-section.tsx';
import { WeightFields } from './weight-fields.tsx';

function useByProductNames(): Record<TByProductField, string> {
  const { t } = useTranslation();
  return {
    totalWeight: t('productActivities.names.totalWeight'),
    weightUnit: t('productActivities.names.weightUnit'),
    recordedAt: t('productActivities.names.dateTime'),
    uploadProofs: t('productActivities.names.proofs'),
  };
}

/**
 * Recording a by-product (DOMAIN.md §4.6): weight, when, proofs. The stock left in the window of the
 * moment typed is shown as the weight's limit and checked before sending.
 */
export function ByProductActivityForm() {
  const { t } = useTranslation();
  const form = useActivityForm({ initial: () => emptyByProduct(new Date()), paths: BY_PRODUCT_PATHS, names: useByProductNames() });
  const { values, errors, bind } = form;
  const stock = useByProductStock(stockMoment(values));
  const recordByProduct = useRecordByProduct();
  const stockMessages = {
    noStock: t('productActivities.byProduct.noStock'),
    overLimit: ({ max, unit }: { max: number; unit: string }) =>
      t('productActivities.byProduct.overLimit', { max, unit: unitLabel(t, unit) }),
  };

  const submit = () =>
    form.save(
      { errors: checkByProduct(values, stock.data ?? null, { ...form.checkContext(), stock: stockMessages }) },
      () => recordByProduct.mutateAsync(toByProductInput(values)),
      t('productActivities.byProduct.saved'),
    );

  return (
    <ActivityFormShell
      onSubmit={submit}
      problems={form.problems}
      submitLabel={t('productActivities.byProduct.submit')}
      submitting={recordByProduct.isPending}
      maxWidth={720}
    >
      <FormSection title={t('productActivities.byProduct.section')}>
        <DateTimeField label={t('productActivities.fields.dateTime')} {...bind('recordedAt', 'recordedAt', 'totalWeight')} />
        <StockNotice stock={stock.data ?? null} failed={stock.isError} unit={values.weightUnit} />
        <WeightFields
          label={t('productActivities.fields.totalWeight')}
          weight={values.totalWeight}
          unit={values.weightUnit}
          error={errors.totalWeight ?? errors.weightUnit}
          onChange={(totalWeight, weightUnit) =>
            form.update((current) => ({ ...current, totalWeight, weightUnit }), 'totalWeight', 'weightUnit')
          }
        />
        <DocumentsField label={t('productActivities.fields.proofs')} purpose="proof" required {...bind('proofs', 'uploadProofs')} />
      </FormSection>
    </ActivityFormShell>
  );
}

type TStockNoticeProps = { stock: TByProductStock | null; failed: boolean; unit: TWeightUnit };

/** "You can record up to N kg" for the moment typed, or that nothing is left. */
function StockNotice({ stock, failed, unit }: TStockNoticeProps) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <Alert color="yellow" variant="light" icon={<IconInfo size={18} />}>
        {t('productActivities.byProduct.stockFailed')}
      </Alert>
    );
  }
  if (stock === null) return null;
  const max = stockLimit(stock, unit);
  return (
    <Alert color={max === null ? 'red' : 'blue'} variant="light" icon={<IconInfo size={18} />}>
      {max === null
        ? t('productActivities.byProduct.noStock')
        : t('productActivities.byProduct.stockLimit', { max, unit: unitLabel(t, unit) })}
    </Alert>
  );
}
