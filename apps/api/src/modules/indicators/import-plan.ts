import { randomUUID } from 'node:crypto';
import { INDICATOR_TYPE, type TIndicatorListRow } from '../../db/schema/index.ts';
import { AppError } from '../../core/app-error.ts';
import type { IndicatorRow, NewIndicatorRow } from './indicators.repository.ts';

/** Names match whatever their spacing and capitals, as the real files spell them inconsistently. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface ImportPlan {
  categories: NewIndicatorRow[];
  indicators: NewIndicatorRow[];
  subIndicators: NewIndicatorRow[];
}

type Existing = Pick<IndicatorRow, 'id' | 'type' | 'name' | 'categoryId' | 'parentId' | 'sortOrder'>;

/**
 * What an import adds to the live taxonomy (empty after REPLACE's soft delete). Categories and
 * indicators are found by name; under an existing indicator only sub-indicators with new names
 * are added, and existing severities stay. Rows repeating an (indicator, sub-indicator) pair add
 * nothing. An indicator that already sits in another category stops the whole import.
 */
export function planImport(existing: Existing[], rows: TIndicatorListRow[], creatorId: string): ImportPlan {
  const categoryIds = new Map<string, string>();
  const indicatorsByName = new Map<string, { id: string; categoryId: string; categoryName: string }>();
  const subIndicatorKeys = new Set<string>();
  const categoryNames = new Map<string, string>();
  let sortOrder = 0;
  for (const row of existing) {
    sortOrder = Math.max(sortOrder, row.sortOrder + 1);
    if (row.type === INDICATOR_TYPE.CATEGORY) {
      categoryIds.set(nameKey(row.name), row.id);
      categoryNames.set(row.id, row.name);
    }
  }
  for (const row of existing) {
    if (row.type === INDICATOR_TYPE.INDICATOR && row.categoryId) {
      indicatorsByName.set(nameKey(row.name), {
        id: row.id,
        categoryId: row.categoryId,
        categoryName: categoryNames.get(row.categoryId) ?? '',
      });
    }
    if (row.type === INDICATOR_TYPE.SUB_INDICATOR && row.parentId) subIndicatorKeys.add(`${row.parentId}\n${nameKey(row.name)}`);
  }

  const plan: ImportPlan = { categories: [], indicators: [], subIndicators: [] };
  for (const row of rows) {
    let categoryId = categoryIds.get(nameKey(row.category));
    if (!categoryId) {
      categoryId = randomUUID();
      categoryIds.set(nameKey(row.category), categoryId);
      categoryNames.set(categoryId, row.category);
      plan.categories.push({
        id: categoryId,
        type: INDICATOR_TYPE.CATEGORY,
        name: row.category,
        translations: {},
        creatorId,
        sortOrder: sortOrder++,
      });
    }

    let indicator = indicatorsByName.get(nameKey(row.indicator));
    if (!indicator) {
      indicator = { id: randomUUID(), categoryId, categoryName: row.category };
      indicatorsByName.set(nameKey(row.indicator), indicator);
      plan.indicators.push({
        id: indicator.id,
        type: INDICATOR_TYPE.INDICATOR,
        name: row.indicator,
        translations: {},
        categoryId,
        creatorId,
        sortOrder: sortOrder++,
      });
    } else if (indicator.categoryId !== categoryId) {
      throw new AppError('CONFLICT', {
        messageKey: 'indicators.indicatorInOtherCategory',
        params: { index: row.index, indicator: row.indicator, existing: indicator.categoryName, category: row.category },
      });
    }

    const subKey = `${indicator.id}\n${nameKey(row.subIndicator)}`;
    if (subIndicatorKeys.has(subKey)) continue;
    subIndicatorKeys.add(subKey);
    plan.subIndicators.push({
      type: INDICATOR_TYPE.SUB_INDICATOR,
      name: row.subIndicator,
      translations: {},
      parentId: indicator.id,
      riskSeverity: row.severity,
      creatorId,
      sortOrder: sortOrder++,
    });
  }
  return plan;
}
