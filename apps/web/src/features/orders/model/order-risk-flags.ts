import type { TOrderRiskFlag } from '@opentrace/domain';

export type TFlaggedFacility = { id: string; name: string; issues: string[] };

/**
 * The facilities behind an order's flags, each once, newest flag first, with every issue its flags name
 * once: a facility that turned High and was then named by a founded report is one line, not two.
 */
export function flaggedFacilities(flags: readonly TOrderRiskFlag[]): TFlaggedFacility[] {
  const byId = new Map<string, TFlaggedFacility>();
  for (const flag of flags) {
    const facility = byId.get(flag.facility.id) ?? { id: flag.facility.id, name: flag.facility.name, issues: [] };
    for (const issue of flag.issues) if (!facility.issues.includes(issue)) facility.issues.push(issue);
    byId.set(flag.facility.id, facility);
  }
  return [...byId.values()];
}
