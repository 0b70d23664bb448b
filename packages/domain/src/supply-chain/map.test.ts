import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chainAfterLinking,
  checkDownstreamLine,
  checkInitialRole,
  impactsOfChangingOutputs,
  impactsOfRemovingLines,
  impactsOfRemovingNode,
  isCalculatedFieldBroken,
  nodeInputs,
  showsIntermediaryBar,
  type TMapLine,
  type TMapRole,
} from './map.ts';

const producer = (id: string, permissions: string[] = ['LOG_PURCHASE', 'LOG_SALE']): TMapRole => ({
  id,
  type: 'Producer',
  isRawMaterialExtractor: false,
  permissions,
});
const farm: TMapRole = { id: 'farm', type: 'Producer', isRawMaterialExtractor: true, permissions: ['ONBOARDING'] };
const mine: TMapRole = { ...farm, id: 'mine' };
const ginner = producer('ginner', ['LOG_PURCHASE', 'LOG_SALE', 'LOG_PURCHASE.ALLOW_PURCHASE_INTERMEDIARIES']);
const spinner = producer('spinner');
const mill = producer('mill');
const assembly = producer('assembly', ['LOG_PURCHASE']);

const line = (
  id: string,
  roleId: string,
  fromRoleId: string | null,
  outputs: string[] = [`${roleId}-product`],
  chainId = 'c1',
): TMapLine => ({
  id,
  roleId,
  fromRoleId,
  chainId,
  outputProductDefinitionIds: outputs,
});

/** Farm → Ginner → Spinner → Mill → Final Product Assembly. */
const cotton: TMapLine[] = [
  line('l-farm', 'farm', null),
  line('l-ginner', 'ginner', 'farm'),
  line('l-spinner', 'spinner', 'ginner'),
  line('l-mill', 'mill', 'spinner'),
  line('l-assembly', 'assembly', 'mill'),
];

describe('initial role', () => {
  it('must be a raw-material extractor not yet on the map', () => {
    expect(checkInitialRole(farm, [])).toBeNull();
    expect(checkInitialRole(ginner, [])).toBe('supplyChain.initialNotExtractor');
    expect(checkInitialRole({ ...farm, type: 'Brand' }, [])).toBe('supplyChain.initialNotExtractor');
    expect(checkInitialRole(farm, cotton)).toBe('supplyChain.alreadyOnMap');
    expect(checkInitialRole(mine, cotton)).toBeNull();
  });
});

describe('downstream line', () => {
  const map = cotton.slice(0, 2);
  it('accepts a producer with LOG_PURCHASE buying from the non-participating initial node', () => {
    expect(checkDownstreamLine(ginner, farm, [map[0]!])).toBeNull();
    expect(checkDownstreamLine(spinner, ginner, map)).toBeNull();
  });

  it('explains each broken rule', () => {
    expect(checkDownstreamLine(spinner, mill, map)).toBe('supplyChain.sellerNotOnMap');
    expect(checkDownstreamLine({ ...spinner, type: 'Brand' }, ginner, map)).toBe('supplyChain.notProducer');
    expect(checkDownstreamLine(spinner, { ...ginner, type: 'Assessor' }, map)).toBe('supplyChain.notProducer');
    expect(checkDownstreamLine(mine, ginner, map)).toBe('supplyChain.extractorDownstream');
    expect(checkDownstreamLine(producer('x', ['LOG_SALE']), ginner, map)).toBe('supplyChain.buyerNeedsPurchase');
    expect(checkDownstreamLine(spinner, { ...ginner, permissions: ['LOG_PURCHASE'] }, map)).toBe('supplyChain.sellerNeedsSale');
    expect(checkDownstreamLine(producer('retailer'), assembly, cotton)).toBe('supplyChain.sellerNeedsSale');
    expect(checkDownstreamLine(ginner, farm, map)).toBe('supplyChain.lineExists');
    expect(checkDownstreamLine(ginner, spinner, cotton)).toBe('supplyChain.cycle');
    expect(checkDownstreamLine(ginner, ginner, map)).toBe('supplyChain.cycle');
  });

  it('merges the buyer’s chain into the seller’s when they differ', () => {
    const twoChains = [...map, line('l-mine', 'mine', null, ['ore'], 'c2'), line('l-mill2', 'mill', 'mine', ['cloth'], 'c2')];
    expect(chainAfterLinking(twoChains, 'mill', 'ginner')).toEqual({ chainId: 'c1', mergedChainIds: ['c2'] });
    expect(chainAfterLinking(twoChains, 'spinner', 'ginner')).toEqual({ chainId: 'c1', mergedChainIds: [] });
  });

  it('shows the intermediary bar when the buyer or the seller allows intermediaries', () => {
    expect(showsIntermediaryBar(ginner, farm)).toBe(true);
    expect(showsIntermediaryBar(spinner, producer('s', ['LOG_SALE', 'LOG_SALE.ALLOW_SALE_INTERMEDIARIES']))).toBe(true);
    expect(showsIntermediaryBar(spinner, ginner)).toBe(false);
  });
});

describe('deletion impacts', () => {
  it('cascades from a deleted line down the chain', () => {
    expect(impactsOfRemovingLines(cotton, new Set(['l-spinner']))).toEqual({
      deletedLineIds: ['l-assembly', 'l-mill', 'l-spinner'],
      deletedNodeIds: ['assembly', 'mill', 'spinner'],
      impactNodeIds: [],
    });
  });

  it('removing the initial role breaks the whole chain', () => {
    const impacts = impactsOfRemovingNode(cotton, 'farm');
    expect(impacts.deletedNodeIds).toEqual(['assembly', 'farm', 'ginner', 'mill', 'spinner']);
    expect(impacts.deletedLineIds).toHaveLength(5);
  });

  it('impacts a node that keeps another supplier, and its direct children', () => {
    const diamond = [...cotton, line('l-mill-ginner', 'mill', 'ginner')];
    expect(impactsOfRemovingNode(diamond, 'spinner')).toEqual({
      deletedLineIds: ['l-mill', 'l-spinner'],
      deletedNodeIds: ['spinner'],
      impactNodeIds: ['assembly', 'mill'],
    });
  });

  it('never keeps a line whose ends are gone, whatever is removed', () => {
    fc.assert(
      fc.property(fc.subarray(cotton.map((l) => l.id)), (removed) => {
        const impacts = impactsOfRemovingLines(cotton, new Set(removed));
        const kept = cotton.filter((l) => !impacts.deletedLineIds.includes(l.id));
        for (const l of kept) {
          expect(impacts.deletedNodeIds).not.toContain(l.roleId);
          if (l.fromRoleId) expect(impacts.deletedNodeIds).not.toContain(l.fromRoleId);
        }
        for (const id of removed) expect(impacts.deletedLineIds).toContain(id);
      }),
    );
  });
});

describe('output-change impacts', () => {
  it('impacts the node and its children when an output is dropped, and nothing when one is added', () => {
    expect(impactsOfChangingOutputs(cotton, 'ginner', ['other'])).toEqual({
      deletedLineIds: [],
      deletedNodeIds: [],
      impactNodeIds: ['ginner', 'spinner'],
    });
    expect(impactsOfChangingOutputs(cotton, 'ginner', ['ginner-product', 'other']).impactNodeIds).toEqual([]);
  });

  it('deletes the node’s lines when no output is left', () => {
    expect(impactsOfChangingOutputs(cotton, 'mill', []).deletedNodeIds).toEqual(['assembly', 'mill']);
  });
});

describe('broken calculated fields', () => {
  const attributes: Record<string, string[]> = { 'farm-product': ['seed-weight'], 'ginner-product': ['bale-weight'] };
  const attributesOf = (id: string) => attributes[id] ?? [];
  const field = {
    outputProductDefinitionId: 'ginner-product',
    outputAttributeId: 'bale-weight',
    expression: [
      { type: 'variable' as const, value: 'seed-weight', productDefinitionId: 'farm-product' },
      { type: 'constant' as const, value: '*' },
      { type: 'constant' as const, value: '0.35' },
    ],
  };

  it('is sound while its output and an input variable exist', () => {
    expect(nodeInputs(cotton, 'ginner')).toEqual(['farm-product']);
    expect(isCalculatedFieldBroken(field, cotton, 'ginner', attributesOf)).toBe(false);
  });

  it('breaks when the output product or attribute goes, or no variable refers to a current input', () => {
    const noOutput = cotton.map((l) => (l.roleId === 'ginner' ? { ...l, outputProductDefinitionIds: ['yarn'] } : l));
    expect(isCalculatedFieldBroken(field, noOutput, 'ginner', attributesOf)).toBe(true);
    expect(isCalculatedFieldBroken({ ...field, outputAttributeId: 'gone' }, cotton, 'ginner', attributesOf)).toBe(true);
    const otherInput = cotton.map((l) => (l.roleId === 'farm' ? { ...l, outputProductDefinitionIds: ['lint'] } : l));
    expect(isCalculatedFieldBroken(field, otherInput, 'ginner', attributesOf)).toBe(true);
  });
});
