import {
  duplicateRiskIndexes,
  type TCategoryNode,
  type TIncidentSeverity,
  type TLaborRisk,
  type TLaborRiskInput,
  type TLanguage,
} from '@opentrace/domain';

/**
 * The labour-risk rows of a report, response or edit form (DOMAIN.md §6.3): an indicator, one of its
 * sub-indicators and a severity each, at least one row, no pair twice. A row that came from the report
 * keeps the risk's id, so an edit can be sent as the diff the API takes.
 */

export type TRiskRow = {
  /** Stable across edits, for React and for the row's error messages. */
  key: string;
  /** The report's risk this row shows; null for a row added on the form. */
  riskId: string | null;
  indicatorId: string | null;
  subIndicatorId: string | null;
  severity: TIncidentSeverity | null;
};

export type TRiskRowErrors = Partial<Record<'indicatorId' | 'subIndicatorId' | 'severity', string>>;

let rowCounter = 0;
const nextRowKey = () => `risk-${++rowCounter}`;

export function emptyRiskRow(): TRiskRow {
  return { key: nextRowKey(), riskId: null, indicatorId: null, subIndicatorId: null, severity: null };
}

/** A report's risks as rows; `keepIds` false for a response, whose risks are new ones. */
export function riskRowsOf(risks: readonly TLaborRisk[], keepIds = true): TRiskRow[] {
  return risks.map((risk) => ({
    key: nextRowKey(),
    riskId: keepIds ? risk.id : null,
    indicatorId: risk.indicator.id,
    subIndicatorId: risk.subIndicator.id,
    severity: risk.severity,
  }));
}

/** Choosing another indicator empties the sub-indicator, which belongs to the indicator chosen before. */
export function changeRiskRow(row: TRiskRow, change: Partial<Omit<TRiskRow, 'key' | 'riskId'>>): TRiskRow {
  const indicatorChanged = change.indicatorId !== undefined && change.indicatorId !== row.indicatorId;
  return { ...row, ...change, ...(indicatorChanged && change.subIndicatorId === undefined ? { subIndicatorId: null } : {}) };
}

export type TRiskRowWords = { indicator: string; subIndicator: string; severity: string; duplicate: string };

/** Each row's problems by its key: a missing choice, or a pair already listed above it. */
export function riskRowProblems(rows: readonly TRiskRow[], words: TRiskRowWords): Record<string, TRiskRowErrors> {
  const problems: Record<string, TRiskRowErrors> = {};
  const add = (key: string, errors: TRiskRowErrors) => {
    problems[key] = { ...problems[key], ...errors };
  };
  for (const row of rows) {
    const errors: TRiskRowErrors = {
      ...(row.indicatorId === null ? { indicatorId: words.indicator } : {}),
      ...(row.subIndicatorId === null ? { subIndicatorId: words.subIndicator } : {}),
      ...(row.severity === null ? { severity: words.severity } : {}),
    };
    if (Object.keys(errors).length > 0) add(row.key, errors);
  }
  const complete = rows.filter((row) => row.indicatorId !== null && row.subIndicatorId !== null);
  const pairs = complete.map((row) => ({ indicatorId: row.indicatorId ?? '', subIndicatorId: row.subIndicatorId ?? '' }));
  for (const index of duplicateRiskIndexes(pairs)) {
    const row = complete[index];
    if (row) add(row.key, { subIndicatorId: words.duplicate });
  }
  return problems;
}

/** The rows as the API takes them; call it on rows without problems. */
export function toLaborRisks(rows: readonly TRiskRow[]): TLaborRiskInput[] {
  return rows.flatMap((row) =>
    row.indicatorId && row.subIndicatorId && row.severity
      ? [{ indicatorId: row.indicatorId, subIndicatorId: row.subIndicatorId, severity: row.severity }]
      : [],
  );
}

export type TRiskDiff = {
  added: TLaborRiskInput[];
  changed: { id: string; severity: TIncidentSeverity }[];
  removed: string[];
};

/**
 * What an edit changes in a report's risks, as PUT /api/grievance-reports/{id} takes it: a kept risk
 * whose severity moved is changed; a kept row whose pair was changed replaces its risk (removed, then
 * added), since a risk is its pair.
 */
export function riskDiff(original: readonly TLaborRisk[], rows: readonly TRiskRow[]): TRiskDiff {
  const diff: TRiskDiff = { added: [], changed: [], removed: [] };
  const kept = new Set<string>();
  for (const row of rows) {
    const [input] = toLaborRisks([row]);
    if (!input) continue;
    const risk = row.riskId === null ? undefined : original.find((candidate) => candidate.id === row.riskId);
    if (risk && risk.indicator.id === input.indicatorId && risk.subIndicator.id === input.subIndicatorId) {
      kept.add(risk.id);
      if (risk.severity !== input.severity) diff.changed.push({ id: risk.id, severity: input.severity });
    } else {
      diff.added.push(input);
    }
  }
  diff.removed = original.filter((risk) => !kept.has(risk.id)).map((risk) => risk.id);
  return diff;
}

export const isEmptyDiff = (diff: TRiskDiff): boolean => diff.added.length + diff.changed.length + diff.removed.length === 0;

/** One line of the diff as the form shows it before saving. */
export type TRiskChangeLine =
  | { kind: 'added'; indicator: string; subIndicator: string; severity: TIncidentSeverity }
  | { kind: 'changed'; indicator: string; subIndicator: string; from: TIncidentSeverity; to: TIncidentSeverity }
  | { kind: 'removed'; indicator: string; subIndicator: string; severity: TIncidentSeverity };

/** The diff in names: added pairs from the indicator list, changed and removed ones from the report. */
export function riskChangeLines(original: readonly TLaborRisk[], diff: TRiskDiff, names: TIndicatorNames): TRiskChangeLine[] {
  const byId = new Map(original.map((risk) => [risk.id, risk]));
  const lines: TRiskChangeLine[] = [];
  for (const change of diff.changed) {
    const risk = byId.get(change.id);
    if (risk)
      lines.push({
        kind: 'changed',
        indicator: risk.indicator.name,
        subIndicator: risk.subIndicator.name,
        from: risk.severity,
        to: change.severity,
      });
  }
  for (const added of diff.added) {
    lines.push({
      kind: 'added',
      indicator: names.indicators.get(added.indicatorId) ?? '',
      subIndicator: names.subIndicators.get(added.subIndicatorId) ?? '',
      severity: added.severity,
    });
  }
  for (const id of diff.removed) {
    const risk = byId.get(id);
    if (risk)
      lines.push({ kind: 'removed', indicator: risk.indicator.name, subIndicator: risk.subIndicator.name, severity: risk.severity });
  }
  return lines;
}

type TTranslatedNode = { id: string; name: string; translations: { en?: string; fr?: string; ur?: string } };

/** A node's name in the reader's language, its own name where the list has no translation. */
export function indicatorNameIn(node: TTranslatedNode, language: TLanguage): string {
  return node.translations[language]?.trim() || node.name;
}

export type TIndicatorNames = { indicators: Map<string, string>; subIndicators: Map<string, string> };

export function indicatorNamesOf(tree: readonly TCategoryNode[], language: TLanguage): TIndicatorNames {
  const indicators = new Map<string, string>();
  const subIndicators = new Map<string, string>();
  for (const category of tree) {
    for (const indicator of category.indicators) {
      indicators.set(indicator.id, indicatorNameIn(indicator, language));
      for (const sub of indicator.subIndicators) subIndicators.set(sub.id, indicatorNameIn(sub, language));
    }
  }
  return { indicators, subIndicators };
}

/** The indicator select's options, grouped under their categories; categories without indicators are left out. */
export function indicatorOptions(tree: readonly TCategoryNode[], language: TLanguage) {
  return tree
    .filter((category) => category.indicators.length > 0)
    .map((category) => ({
      group: indicatorNameIn(category, language),
      items: category.indicators.map((indicator) => ({ value: indicator.id, label: indicatorNameIn(indicator, language) })),
    }));
}

/** The sub-indicators of the chosen indicator; none before one is chosen. */
export function subIndicatorOptions(tree: readonly TCategoryNode[], indicatorId: string | null, language: TLanguage) {
  if (indicatorId === null) return [];
  for (const category of tree) {
    const indicator = category.indicators.find((candidate) => candidate.id === indicatorId);
    if (indicator) return indicator.subIndicators.map((sub) => ({ value: sub.id, label: indicatorNameIn(sub, language) }));
  }
  return [];
}
