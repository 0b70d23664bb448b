import { describe, expect, it } from 'vitest';
import { needsLayout, positionsFromLayout, toElkGraph } from './map-layout.ts';

const node = (roleId: string, isInitial: boolean, left: number, top = 0) => ({ roleId, isInitial, position: { left, top } });

describe('supply-chain map layout', () => {
  it('sizes initial nodes big and the others medium, with the spacing of spec §9', () => {
    const graph = toElkGraph({
      nodes: [node('farm', true, 0), node('ginner', false, 300)] as never,
      lines: [
        { id: 'root', roleId: 'farm', fromRoleId: null },
        { id: 'l1', roleId: 'ginner', fromRoleId: 'farm' },
      ] as never,
    });
    expect(graph.children).toEqual([
      { id: 'farm', width: 200, height: 92 },
      { id: 'ginner', width: 160, height: 67 },
    ]);
    // The initial node's own line has no supplier, so it is not an edge.
    expect(graph.edges).toEqual([{ id: 'l1', sources: ['farm'], targets: ['ginner'] }]);
    expect(graph.layoutOptions).toMatchObject({
      'elk.layered.spacing.nodeNodeBetweenLayers': '100',
      'elk.spacing.nodeNode': '50',
      'elk.spacing.componentComponent': '100',
    });
  });

  it('reads positions back from the layout', () => {
    expect(positionsFromLayout({ children: [{ id: 'farm', x: 12, y: 34 }, { id: 'ginner' }] })).toEqual([
      { roleId: 'farm', left: 12, top: 34 },
      { roleId: 'ginner', left: 0, top: 0 },
    ]);
  });

  it('asks for a layout only when nodes overlap', () => {
    expect(needsLayout([node('farm', true, 0), node('ginner', false, 300)])).toBe(false);
    expect(needsLayout([node('farm', true, 0), node('ginner', false, 300), node('broker', false, 300, 30)])).toBe(true);
    expect(needsLayout([node('farm', true, 0), node('ginner', false, 150)])).toBe(true);
  });
});
