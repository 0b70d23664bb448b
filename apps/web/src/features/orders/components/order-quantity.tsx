import type { TProductQuantityUnit } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';

/** "1,250.5 Kilograms" in the reader's language: digits grouped their way, the unit named their way. */
export function useQuantityText(): (quantity: number, unit: TProductQuantityUnit) => string {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (quantity, unit) => t('orders.quantityWithUnit', { quantity: numbers.format(quantity), unit: t(`orders.units.${unit}`) });
}
