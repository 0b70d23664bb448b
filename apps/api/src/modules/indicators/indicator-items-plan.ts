import { randomUUID } from 'node:crypto';
import type { TFieldError, TIndicatorItemsInput, TMessageKey } from '@opentrace/domain';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { RequestContext } from '../../core/request-context.ts';
import { nameKey } from './import-plan.ts';
import type { IndicatorRow, NewIndicatorRow } from './indicators.repository.ts';

export const NAME_TAKEN: Record<number, TMessageKey> = {
  [INDICATOR_TYPE.CATEGORY]: 'indicators.categoryNameTaken',
  [INDICATOR_TYPE.INDICATOR]: 'indicators.indicatorNameTaken',
  [INDICATOR_TYPE.SUB_INDICATOR]: 'indicators.subIndicatorNameTaken',
};

/**
 * Where a name must be unique: among categories, among all indicators (an indicator sits in one
 * category only, as the import insists), among one indicator's sub-indicators.
 */
function levelKey(type: number, parentId: string | null, name: string): string {
  return `${type}\n${type === INDICATOR_TYPE.SUB_INDICATOR ? parentId : ''}\n${nameKey(name)}`;
}

type Existing = Pick<IndicatorRow, 'id' | 'type' | 'name' | 'categoryId' | 'parentId' | 'sortOrder'>;

export interface ItemsPlan {
  /** The category the request wrote under, new or existing. */
  categoryId: string;
  rows: NewIndicatorRow[];
}

/**
 * What a nested POST of the items adds to the live taxonomy. Existing rows are named by id and must
 * be where the request puts them (400 otherwise); every new name must be free at its level (409).
 * New rows follow the list, in the request's order.
 */
export function planItems(existing: Existing[], input: TIndicatorItemsInput, creatorId: string, t: RequestContext['t']): ItemsPlan {
  const byId = new Map(existing.map((row) => [row.id, row]));
  const categoryId = input.id ?? randomUUID();
  const indicatorIds = input.indicators.map((indicator) => indicator.id ?? randomUUID());

  const fieldErrors: TFieldError[] = [];
  if (input.id !== undefined && byId.get(input.id)?.type !== INDICATOR_TYPE.CATEGORY) {
    fieldErrors.push({ path: 'id', message: t('indicators.categoryMissing') });
  }
  input.indicators.forEach((indicator, index) => {
    if (indicator.id === undefined) return;
    const found = byId.get(indicator.id);
    if (found?.type !== INDICATOR_TYPE.INDICATOR || found.categoryId !== categoryId) {
      fieldErrors.push({ path: `indicators.${index}.id`, message: t('indicators.indicatorMissing') });
    }
  });
  if (fieldErrors.length > 0) throw AppError.validation(fieldErrors);

  const taken = new Set(existing.map((row) => levelKey(row.type, row.parentId, row.name)));
  const claim = (type: number, parentId: string | null, name: string) => {
    const key = levelKey(type, parentId, name);
    if (taken.has(key)) throw new AppError('CONFLICT', { messageKey: NAME_TAKEN[type] as TMessageKey, params: { name } });
    taken.add(key);
  };
  let sortOrder = existing.reduce((next, row) => Math.max(next, row.sortOrder + 1), 0);
  const rows: NewIndicatorRow[] = [];
  if (input.name !== undefined) {
    claim(INDICATOR_TYPE.CATEGORY, null, input.name);
    rows.push({
      id: categoryId,
      type: INDICATOR_TYPE.CATEGORY,
      name: input.name,
      icon: input.icon ?? null,
      translations: {},
      creatorId,
      sortOrder: sortOrder++,
    });
  }
  input.indicators.forEach((indicator, index) => {
    const indicatorId = indicatorIds[index] as string;
    if (indicator.name !== undefined) {
      claim(INDICATOR_TYPE.INDICATOR, null, indicator.name);
      rows.push({
        id: indicatorId,
        type: INDICATOR_TYPE.INDICATOR,
        name: indicator.name,
        translations: {},
        categoryId,
        creatorId,
        sortOrder: sortOrder++,
      });
    }
    for (const subIndicator of indicator.subIndicators) {
      claim(INDICATOR_TYPE.SUB_INDICATOR, indicatorId, subIndicator.name);
      rows.push({
        type: INDICATOR_TYPE.SUB_INDICATOR,
        name: subIndicator.name,
        translations: {},
        parentId: indicatorId,
        riskSeverity: subIndicator.riskSeverity,
        creatorId,
        sortOrder: sortOrder++,
      });
    }
  });
  return { categoryId, rows };
}
