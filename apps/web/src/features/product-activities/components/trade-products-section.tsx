import type { TActivityProduct } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { LOOKUP_PATHS } from '../api/product-activities-api.ts';
import { tradeLookupModes } from '../lookup-access.ts';
import type { TProductListRule } from '../product-list.ts';
import { FormSection } from './form-section.tsx';
import { ProductPicker } from './product-picker.tsx';

const LOOKUP_PATH_OF = { PURCHASE: LOOKUP_PATHS.purchase, SALE: LOOKUP_PATHS.sale, TRANSPORT: LOOKUP_PATHS.transport } as const;

type TTradeProductsSectionProps = {
  activity: keyof typeof LOOKUP_PATH_OF;
  rule: TProductListRule;
  value: readonly TActivityProduct[];
  error?: string;
  onChange(products: readonly TActivityProduct[]): void;
  /** Below the picker: a purchase's products defined by hand. */
  children?: ReactNode;
};

/** A trade's products, looked up by ID or QR code as the user's permissions for this trade allow. */
export function TradeProductsSection({ activity, children, ...picker }: TTradeProductsSectionProps) {
  const { t } = useTranslation();
  const user = useSession()?.user ?? null;
  return (
    <FormSection title={t('productActivities.fields.products')}>
      <ProductPicker
        label={t('productActivities.products.lookupLabel')}
        lookupPath={LOOKUP_PATH_OF[activity]}
        modes={tradeLookupModes(user, activity)}
        {...picker}
      />
      {children}
    </FormSection>
  );
}
