import type { TOrderRiskFlag } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { flaggedFacilities } from './order-risk-flags.ts';

const GINNER = { id: '7e6d5c4b-3a29-4817-8f6e-5d4c3b2a1908', name: 'Sindh Ginning' };
const FARM = { id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', name: 'Bahawalpur Farm Group' };

const flag = (facility: TOrderRiskFlag['facility'], issues: string[], change: Partial<TOrderRiskFlag> = {}): TOrderRiskFlag => ({
  facility,
  reason: 'RISK_LEVEL',
  level: 'HIGH',
  issues,
  flaggedAt: '2026-11-20T09:00:00.000Z',
  ...change,
});

describe('flagged facilities of an order', () => {
  it('lists no facility for an order without flags', () => {
    expect(flaggedFacilities([])).toEqual([]);
  });

  it('names each facility once, newest flag first, with every issue once', () => {
    const flags = [
      flag(GINNER, ['Forced labour'], { reason: 'FOUNDED_REPORT', level: null }),
      flag(FARM, ['Child labour']),
      flag(GINNER, ['Child labour', 'Forced labour']),
    ];
    expect(flaggedFacilities(flags)).toEqual([
      { ...GINNER, issues: ['Forced labour', 'Child labour'] },
      { ...FARM, issues: ['Child labour'] },
    ]);
  });

  it('keeps a facility whose flag names no issue', () => {
    expect(flaggedFacilities([flag(FARM, [])])).toEqual([{ ...FARM, issues: [] }]);
  });
});
