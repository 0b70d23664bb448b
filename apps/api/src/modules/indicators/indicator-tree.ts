import type { TCategoryNode, TIndicatorNode } from '@opentrace/domain';
import { INDICATOR_TYPE } from '../../db/schema/index.ts';
import type { IndicatorRow } from './indicators.repository.ts';

/** Live taxonomy rows (in file order) as categories → indicators → sub-indicators. */
export function buildIndicatorTree(rows: IndicatorRow[]): TCategoryNode[] {
  const categories = new Map<string, TCategoryNode>();
  const indicators = new Map<string, TIndicatorNode>();
  for (const row of rows) {
    if (row.type === INDICATOR_TYPE.CATEGORY) {
      categories.set(row.id, { id: row.id, name: row.name, translations: row.translations, icon: row.icon, indicators: [] });
    }
  }
  for (const row of rows) {
    if (row.type !== INDICATOR_TYPE.INDICATOR || !row.categoryId) continue;
    const node: TIndicatorNode = { id: row.id, name: row.name, translations: row.translations, subIndicators: [] };
    indicators.set(row.id, node);
    categories.get(row.categoryId)?.indicators.push(node);
  }
  for (const row of rows) {
    if (row.type !== INDICATOR_TYPE.SUB_INDICATOR || !row.parentId) continue;
    indicators.get(row.parentId)?.subIndicators.push({
      id: row.id,
      name: row.name,
      translations: row.translations,
      riskSeverity: row.riskSeverity ?? 1,
    });
  }
  return [...categories.values()];
}
