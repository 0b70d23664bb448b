import type { TMapLine } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { replayOrder } from './bundle-export.ts';

const line = (roleId: string, fromRoleId: string | null): TMapLine => ({
  id: `${fromRoleId}-${roleId}`,
  roleId,
  fromRoleId,
  chainId: 'c',
  outputProductDefinitionIds: ['p'],
});

describe('replayOrder', () => {
  it('puts every line after the line that brings its seller onto the map', () => {
    const stored = [
      line('mill', 'spinner'),
      line('spinner', 'ginner'),
      line('ginner', 'farm'),
      line('farm', null),
      line('ginner', 'farm group'),
      line('farm group', null),
    ];
    const ordered = replayOrder(stored).map((entry) => entry.id);
    expect(ordered).toHaveLength(stored.length);
    for (const entry of stored) {
      if (entry.fromRoleId === null) continue;
      const sellerArrives = ordered.findIndex((id) => id.endsWith(`-${entry.fromRoleId}`));
      expect(sellerArrives).toBeLessThan(ordered.indexOf(entry.id));
    }
  });
});
