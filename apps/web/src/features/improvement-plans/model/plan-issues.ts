import type { TPlanIssue } from '@opentrace/domain';

export type TIssueGroup = { group: string; items: { value: string; label: string }[] };

/** Separates the levels of the indicator list; a mirrored glyph, so it points the reading way in Urdu too. */
export const ISSUE_PATH_SEPARATOR = ' › ';

/**
 * The issues a plan can name, grouped under "category › indicator" in the order the list gives them, so
 * the same sub-indicator name under two indicators stays distinguishable.
 */
export function issueGroupsOf(issues: readonly TPlanIssue[]): TIssueGroup[] {
  const groups = new Map<string, TIssueGroup>();
  for (const issue of issues) {
    const group = `${issue.categoryName}${ISSUE_PATH_SEPARATOR}${issue.indicatorName}`;
    const entry = groups.get(group) ?? { group, items: [] };
    entry.items.push({ value: issue.subIndicatorId, label: issue.name });
    groups.set(group, entry);
  }
  return [...groups.values()];
}
