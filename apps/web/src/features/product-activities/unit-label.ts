import { PRODUCT_QUANTITY_UNITS, type TProductQuantityUnit } from '@opentrace/domain';
import type { TFunction } from 'i18next';

const isQuantityUnit = (unit: string): unit is TProductQuantityUnit => (PRODUCT_QUANTITY_UNITS as readonly string[]).includes(unit);

/** A quantity unit in the reader's language; a unit the catalogue does not know is shown as stored. */
export function unitLabel(t: TFunction, unit: string): string {
  return isQuantityUnit(unit) ? t(`productActivities.units.${unit}`) : unit;
}
