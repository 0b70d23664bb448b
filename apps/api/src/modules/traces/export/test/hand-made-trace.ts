import type { TTrace, TTraceNode } from '@opentrace/domain';
import type { TracedProduct, TracedTransaction, TracedTransformation } from '../exports.repository.ts';

/*
 * A small cotton trace written by hand, for the exports' pure parts: a non-participating farm sells
 * seed cotton to the ginner (purchase), the ginner gins it into bales without naming inputs, sells them
 * to the spinner (sale and the spinner's purchase), and sends them with a transporter (transport).
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const blob = (n: number) => `${id(n)}.pdf`;
const file = (fileName: string, n: number) => ({ fileName, blobName: blob(n) });

export const IDS = {
  order: id(1),
  ginner: id(10),
  spinner: id(11),
  transporter: id(12),
  farmRole: id(20),
  seedCotton: id(30),
  bales: id(31),
  farmPurchase: id(40),
  sale: id(41),
  spinnerPurchase: id(42),
  transport: id(43),
  ginning: id(50),
} as const;

const product = (n: number, definitionId: string, quantityKg: number | null, extra: Partial<TracedProduct> = {}): TracedProduct => ({
  id: id(n),
  code: `P-${n}`,
  productDefinitionId: definitionId,
  quantity: quantityKg ?? 120,
  quantityUnit: quantityKg === null ? 'Metres' : 'Kilograms',
  quantityKg,
  certifications: [],
  ...extra,
});

export const SEED_COTTON = product(100, IDS.seedCotton, 1000, { certifications: [file('organic.pdf', 900)] });
export const BALE_A = product(101, IDS.bales, 170, { certifications: [file('bci.pdf', 901)] });
export const BALE_B = product(102, IDS.bales, 160.5);

const transaction = (overrides: Partial<TracedTransaction> & Pick<TracedTransaction, 'id' | 'type'>): TracedTransaction => ({
  fromFacilityId: IDS.ginner,
  fromFacilityName: 'Vehari Ginners',
  fromExtractor: false,
  toFacilityId: IDS.spinner,
  toFacilityName: 'Multan Spinning',
  facilityId: IDS.ginner,
  transactedAt: new Date('2026-05-01T08:00:00Z'),
  purchaseOrderNumber: null,
  invoiceNumber: null,
  packingListNumber: null,
  uploadProofs: [],
  uploadInvoices: [],
  uploadPackingLists: [],
  products: [],
  ...overrides,
});

export const TRANSACTIONS: TracedTransaction[] = [
  transaction({
    id: IDS.farmPurchase,
    type: 1,
    fromFacilityId: null,
    fromFacilityName: null,
    fromExtractor: true,
    toFacilityId: IDS.ginner,
    toFacilityName: 'Vehari Ginners',
    transactedAt: new Date('2026-04-10T06:30:00Z'),
    purchaseOrderNumber: 'FARM/77',
    uploadProofs: [file('receipt.pdf', 1)],
    products: [SEED_COTTON],
  }),
  transaction({
    id: IDS.sale,
    type: 2,
    invoiceNumber: 'INV 5',
    packingListNumber: 'PL-5',
    uploadInvoices: [file('invoice.pdf', 2)],
    uploadPackingLists: [file('packing.pdf', 3)],
    products: [BALE_A, BALE_B],
  }),
  transaction({
    id: IDS.spinnerPurchase,
    type: 1,
    facilityId: IDS.spinner,
    purchaseOrderNumber: 'SP-1',
    transactedAt: new Date('2026-05-02T09:00:00Z'),
    // The spinner uploads the ginner's invoice as its proof: the same blob, under another name.
    uploadProofs: [file('proof.pdf', 4), file('ginner invoice.pdf', 2), file('Proof.pdf', 5)],
    products: [BALE_A, BALE_B],
  }),
  transaction({
    id: IDS.transport,
    type: 3,
    toFacilityId: IDS.transporter,
    toFacilityName: 'Indus Haulage',
    transactedAt: new Date('2026-05-01T12:00:00Z'),
    packingListNumber: 'PL-5',
    uploadPackingLists: [file('packing.pdf', 6)],
    products: [BALE_A],
  }),
];

export const TRANSFORMATIONS: TracedTransformation[] = [
  {
    id: IDS.ginning,
    facilityId: IDS.ginner,
    facilityName: 'Vehari Ginners',
    transformedAt: new Date('2026-04-20T10:00:00Z'),
    inputs: [],
    outputs: [BALE_A, BALE_B],
  },
];

/** A plain participating facility on a trace, for tests of what is built from a trace; each test names what it is about. */
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

export const TRACE: TTrace = {
  orderId: IDS.order,
  status: 'partial',
  confidence: 0,
  rawMaterialKg: 1000,
  computedAt: '2026-06-01T00:00:00.000Z',
  nodes: [
    traceNode('spinner', { facilityId: IDS.spinner, name: 'Multan Spinning', isRoot: true }),
    traceNode('ginner', { facilityId: IDS.ginner, name: 'Vehari Ginners', tier: 2 }),
    traceNode('farm', { name: 'Non-participating Farm', roleId: IDS.farmRole, tier: 3, nonParticipating: true, isRawMaterialSource: true }),
  ],
  links: [
    {
      from: 'ginner',
      to: 'spinner',
      confidence: 'document',
      transactionIds: [IDS.spinnerPurchase, IDS.sale, IDS.transport],
      quantityKg: 330.5,
      viaBroker: false,
    },
    { from: 'farm', to: 'ginner', confidence: 'inferred', transactionIds: [IDS.farmPurchase], quantityKg: 1000, viaBroker: false },
  ],
  flags: [],
  transformations: [
    {
      id: IDS.ginning,
      nodeId: 'ginner',
      transformedAt: '2026-04-20T10:00:00.000Z',
      inputKg: 1000,
      outputKg: 330.5,
      ratio: 0.3305,
      limitRatio: 0.35,
      inputs: 'stockInHand',
      flagged: false,
    },
  ],
  records: [],
};

export const EMPTY_TRACE: TTrace = {
  ...TRACE,
  status: 'insufficient',
  confidence: null,
  rawMaterialKg: null,
  nodes: TRACE.nodes.slice(0, 1),
  links: [],
  transformations: [],
};
