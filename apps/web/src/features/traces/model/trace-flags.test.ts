import type { TOrderSupplier, TTraceFlag, TTraceTransformation } from '@opentrace/domain';
import { describe, expect, it } from 'vitest';
import { documentNumbersOf, flagsOfNode, missingFlags, namedDocumentOf, noDirectMatchNotices, plausibilityIssues } from './trace-flags.ts';

const SUPPLIER_ID = '11111111-1111-4111-8111-111111111111';
const TRANSFORMATION_ID = '22222222-2222-4222-8222-222222222222';

const flag = (kind: TTraceFlag['kind'], nodeId: string, extra: Partial<TTraceFlag> = {}): TTraceFlag => ({
  kind,
  nodeId,
  message: `${kind} at ${nodeId}`,
  transformationId: null,
  orderSupplierId: null,
  period: null,
  ...extra,
});

const orderSupplier = (
  numbers: Partial<Pick<TOrderSupplier, 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber'>>,
): TOrderSupplier => ({
  id: SUPPLIER_ID,
  parentId: null,
  supplier: { id: SUPPLIER_ID, name: 'Demo Ginner', roleId: SUPPLIER_ID, roleName: 'Ginner', countryCode: 'PK', riskLevel: null },
  purchasedAt: '2026-03-01T00:00:00.000Z',
  purchaseOrderNumber: null,
  invoiceNumber: null,
  packingListNumber: null,
  ...numbers,
});

describe('documents', () => {
  it('lists a row’s numbers PO first and names the one the trace looked for first', () => {
    const supplier = orderSupplier({ invoiceNumber: 'INV-7', packingListNumber: 'PL-3' });
    expect(documentNumbersOf(supplier)).toEqual([
      { kind: 'invoice', number: 'INV-7' },
      { kind: 'packingList', number: 'PL-3' },
    ]);
    expect(namedDocumentOf(supplier)).toEqual({ kind: 'invoice', number: 'INV-7' });
    expect(namedDocumentOf(orderSupplier({}))).toBeNull();
  });
});

describe('noDirectMatchNotices', () => {
  const period = { from: '2026-02-15T00:00:00.000Z', to: '2026-03-01T00:00:00.000Z' };

  it('names the order supplier’s document and the period of the listing', () => {
    const notices = noDirectMatchNotices(
      [flag('noDirectMatch', 'ginner', { orderSupplierId: SUPPLIER_ID, period }), flag('ratio', 'mill')],
      [orderSupplier({ purchaseOrderNumber: 'PO-9' })],
    );
    expect(notices).toEqual([
      {
        key: `ginner:${SUPPLIER_ID}`,
        document: { kind: 'purchaseOrder', number: 'PO-9' },
        supplierName: 'Demo Ginner',
        period,
        message: 'noDirectMatch at ginner',
      },
    ]);
  });

  it('keeps the server’s message when the order supplier is gone', () => {
    const [notice] = noDirectMatchNotices([flag('noDirectMatch', 'ginner', { orderSupplierId: SUPPLIER_ID, period })], []);
    expect(notice).toMatchObject({ document: null, supplierName: null, message: 'noDirectMatch at ginner' });
  });
});

describe('plausibilityIssues', () => {
  const transformation: TTraceTransformation = {
    id: TRANSFORMATION_ID,
    nodeId: 'ginner',
    transformedAt: '2026-01-01T00:00:00.000Z',
    inputKg: 1000,
    outputKg: 400,
    ratio: 0.4,
    limitRatio: 0.35,
    inputs: 'named',
    flagged: true,
  };

  it('joins each ratio or oversold flag to its facility and transformation and leaves other kinds out', () => {
    const issues = plausibilityIssues({
      flags: [
        flag('ratio', 'ginner', { transformationId: TRANSFORMATION_ID }),
        flag('oversold', 'mill'),
        flag('missing', 'farm'),
        flag('noDirectMatch', 'ginner'),
      ],
      transformations: [transformation],
      nodes: [
        { id: 'ginner', name: 'Demo Ginner' },
        { id: 'mill', name: 'Demo Mill' },
      ] as never,
    });
    expect(
      issues.map(({ flag: { kind }, nodeName, transformation: joined }) => ({ kind, nodeName, ratio: joined?.ratio ?? null })),
    ).toEqual([
      { kind: 'ratio', nodeName: 'Demo Ginner', ratio: 0.4 },
      { kind: 'oversold', nodeName: 'Demo Mill', ratio: null },
    ]);
  });
});

describe('missingFlags and flagsOfNode', () => {
  it('picks whom to ask, and what the trace says about one facility', () => {
    const flags = [flag('missing', 'farm'), flag('ratio', 'ginner'), flag('oversold', 'ginner')];
    expect(missingFlags(flags).map((item) => item.nodeId)).toEqual(['farm']);
    expect(flagsOfNode(flags, 'ginner').map((item) => item.kind)).toEqual(['ratio', 'oversold']);
  });
});
