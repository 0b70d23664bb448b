import type { TTraceLink, TTraceNode, TTraceRecord } from '@opentrace/domain';

/**
 * Parts of a trace for model tests: a plain participating facility, a document link and a record with
 * nothing uploaded; each test names only what it is about.
 */
export const traceNode = (id: string, overrides: Partial<TTraceNode> = {}): TTraceNode => ({
  id,
  facilityId: null,
  name: id,
  roleId: null,
  roleName: 'Role',
  tier: 1,
  countryCode: 'PK',
  isRoot: false,
  nonParticipating: false,
  isBroker: false,
  isRawMaterialSource: false,
  orderSupplierId: null,
  verifiedShare: null,
  riskLevel: null,
  dnaTests: null,
  ...overrides,
});

export const traceLink = (from: string, to: string, overrides: Partial<TTraceLink> = {}): TTraceLink => ({
  from,
  to,
  confidence: 'document',
  transactionIds: [],
  quantityKg: null,
  viaBroker: false,
  ...overrides,
});

export const traceRecord = (id: string, overrides: Partial<TTraceRecord> = {}): TTraceRecord => ({
  id,
  category: 'TRACED',
  nodeId: id,
  supplierName: id,
  date: '2026-01-01T00:00:00.000Z',
  purchaseOrderNumber: null,
  invoiceNumber: null,
  packingListNumber: null,
  transactionIds: [],
  hasProof: false,
  hasInvoice: false,
  hasPackingList: false,
  hasCertification: false,
  quantityKg: null,
  confidence: null,
  riskLevel: null,
  ...overrides,
});
