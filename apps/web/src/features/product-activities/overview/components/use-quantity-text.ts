import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeight, quantityUnit } from '../calculations.ts';

/** "1,250 kg": an already rounded quantity with its unit's short label; an unknown unit is shown as given. */
export function useQuantityText(): (value: number, unit: string | null) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (value, unit) => {
      const known = quantityUnit(unit);
      const label = known ? t(`overview.units.${known}`) : (unit ?? '');
      return t('overview.quantity', { value: formatWeight(value, i18n.language), unit: label }).trim();
    },
    [t, i18n.language],
  );
}
