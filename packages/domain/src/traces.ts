import { z } from 'zod';
import { ZDnaTestTally } from './dna-tests.ts';
import { ZLanguage } from './languages.ts';
import { ZOrderDetail } from './orders.ts';
import { RISK_LEVELS, ZRiskLevel } from './risk/levels.ts';
import { ZGoodsRiskListing } from './suppliers.ts';

/**
 * An order's trace (DOMAIN.md §5.2, ARCHITECTURE.md §8 items 9 and 12): the facilities the order came
 * from, the links between them with how each was found, and the checks that say whether the quantities
 * make sense. One response feeds the graph, the list, the flat supplier list, the evidence-pack PDF
 * and the EPCIS export, so they can never disagree.
 */

/**
 * How a link was found: `document` matched by PO, invoice or packing-list number; `product` followed by
 * product IDs (through a transformation, or a sale and purchase of the same products); `inferred` from a
 * date window or the season fallback of a transformation without named inputs.
 */
export const LINK_CONFIDENCES = ['document', 'product', 'inferred'] as const;
export type TLinkConfidence = (typeof LINK_CONFIDENCES)[number];
export const ZLinkConfidence = z.enum(LINK_CONFIDENCES);

/**
 * `complete`: every traced raw material reached through document or product links; `partial`: some of
 * it only through inferred links; `insufficient`: nothing traced beyond the order suppliers (ask the
 * partners to log their transactions).
 */
export const TRACE_STATUSES = ['complete', 'partial', 'insufficient'] as const;
export type TTraceStatus = (typeof TRACE_STATUSES)[number];

export const ZTraceNode = z
  .object({
    /** Stable for the same data: derived from the facility (or, for a non-participating seller, its role and buyer). */
    id: z.string(),
    /** Null for a non-participating seller (a purchase logged without a seller on the platform). */
    facilityId: z.uuid().nullable(),
    /** The facility's name, or "Non-participating {role}" in the caller's language. */
    name: z.string(),
    roleId: z.uuid().nullable(),
    roleName: z.string(),
    /** 1 for the order's first supplier, one more per hop upstream (the longest path's tier when several reach it). */
    tier: z.number().int().min(1),
    countryCode: z.string().nullable(),
    isRoot: z.boolean(),
    nonParticipating: z.boolean(),
    isBroker: z.boolean(),
    /** An extractor (farm, mine): where the raw material starts. */
    isRawMaterialSource: z.boolean(),
    /** The order supplier this node came from, when the caller named it. */
    orderSupplierId: z.uuid().nullable(),
    /** Share of the traced quantity through this node that is mass-balance verified, 0–100; null when unknown. */
    verifiedShare: z.number().min(0).max(100).nullable(),
    /** The risk engine's level; null until it scores the facility ("Not assessed"). */
    riskLevel: ZRiskLevel.nullable(),
    /** The DNA tests of products this facility made, as they stand now; null when it has none. */
    dnaTests: ZDnaTestTally.nullable(),
  })
  .meta({ id: 'TraceNode' });
export type TTraceNode = z.infer<typeof ZTraceNode>;

export const ZTraceLink = z
  .object({
    /** The supplying node (upstream). */
    from: z.string(),
    /** The receiving node (downstream). */
    to: z.string(),
    confidence: ZLinkConfidence,
    /** Every transaction that makes this link (purchases, sales, transports). */
    transactionIds: z.array(z.uuid()),
    /** The kilograms that moved along it, or null when a unit has no mass conversion. */
    quantityKg: z.number().nullable(),
    /** The link runs through a broker, collapsed into it (the intermediary marker). */
    viaBroker: z.boolean(),
  })
  .meta({ id: 'TraceLink' });
export type TTraceLink = z.infer<typeof ZTraceLink>;

export const TRACE_FLAG_KINDS = ['ratio', 'oversold', 'missing', 'noDirectMatch'] as const;
export type TTraceFlagKind = (typeof TRACE_FLAG_KINDS)[number];

/** Something a reader of the trace must know, explained in words (in the caller's language). */
export const ZTraceFlag = z
  .object({
    kind: z.enum(TRACE_FLAG_KINDS),
    nodeId: z.string(),
    /** The explanation, in words. */
    message: z.string(),
    transformationId: z.uuid().nullable(),
    orderSupplierId: z.uuid().nullable(),
    /** For `noDirectMatch`: the period whose transactions the listing shows. */
    period: z.object({ from: z.iso.datetime(), to: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'TraceFlag' });
export type TTraceFlag = z.infer<typeof ZTraceFlag>;

/** Plausibility of one transformation on the trace: what went in, what came out, against the map's limit. */
export const ZTraceTransformation = z
  .object({
    id: z.uuid(),
    nodeId: z.string(),
    transformedAt: z.iso.datetime(),
    inputKg: z.number().nullable(),
    outputKg: z.number().nullable(),
    /** Output over input; null when either is unknown or the input is 0. */
    ratio: z.number().nullable(),
    /** The largest ratio the supply-chain map's calculated field allows, when it has one. */
    limitRatio: z.number().nullable(),
    /** Whether the trace followed named inputs (`product`) or the season's purchases (`inferred`). */
    inputs: z.enum(['named', 'stockInHand']),
    flagged: z.boolean(),
  })
  .meta({ id: 'TraceTransformation' });
export type TTraceTransformation = z.infer<typeof ZTraceTransformation>;

export const TRACE_RECORD_CATEGORIES = ['SUPPLIER_MAPPING', 'TRACED'] as const;

/** One row of the trace list: an order supplier, or a purchase reached by the trace. */
export const ZTraceRecord = z
  .object({
    id: z.string(),
    category: z.enum(TRACE_RECORD_CATEGORIES),
    nodeId: z.string(),
    supplierName: z.string(),
    date: z.iso.datetime(),
    purchaseOrderNumber: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    packingListNumber: z.string().nullable(),
    /** The transactions whose documents the row offers. */
    transactionIds: z.array(z.uuid()),
    hasProof: z.boolean(),
    hasInvoice: z.boolean(),
    hasPackingList: z.boolean(),
    hasCertification: z.boolean(),
    quantityKg: z.number().nullable(),
    /** How the row was reached; null for an order supplier the caller named. */
    confidence: ZLinkConfidence.nullable(),
    riskLevel: ZRiskLevel.nullable(),
  })
  .meta({ id: 'TraceRecord' });
export type TTraceRecord = z.infer<typeof ZTraceRecord>;

export const ZTrace = z
  .object({
    orderId: z.uuid(),
    status: z.enum(TRACE_STATUSES),
    /** Share (0–1) of the traced raw-material kilograms reached only through non-inferred links; null with nothing traced. */
    confidence: z.number().min(0).max(1).nullable(),
    /** Kilograms of raw material the trace reached (at the extractors' buyers). */
    rawMaterialKg: z.number().nullable(),
    computedAt: z.iso.datetime(),
    nodes: z.array(ZTraceNode),
    links: z.array(ZTraceLink),
    flags: z.array(ZTraceFlag),
    transformations: z.array(ZTraceTransformation),
    records: z.array(ZTraceRecord),
  })
  .meta({ id: 'Trace' });
export type TTrace = z.infer<typeof ZTrace>;

// The evidence pack (DOMAIN.md §5.3, ARCHITECTURE.md §8 item 12): what the print page at /pdf-preview shows.

/** An IANA time zone name (Europe/Paris, Asia/Karachi) that this runtime knows. */
const ZTimeZone = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.tooLong')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'validation.invalid');

/** `timezone`: the zone the pack's dates are written in; UTC when absent. */
export const ZTracePdfQuery = z.object({ timezone: ZTimeZone.default('UTC') }).strict();
export type TTracePdfQuery = z.infer<typeof ZTracePdfQuery>;

/** The token the print page reads its pack with: 128 random bits, base64url. */
export const ZEvidencePackQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'validation.invalid') }).strict();

/** The folders of the documents zip, in the order the index lists them. */
export const EVIDENCE_DOCUMENT_FOLDERS = ['purchaseProofs', 'invoices', 'packing-lists', 'certifications'] as const;
export type TEvidenceDocumentFolder = (typeof EVIDENCE_DOCUMENT_FOLDERS)[number];

export const ZEvidencePack = z
  .object({
    language: ZLanguage,
    timezone: z.string(),
    generatedAt: z.iso.datetime(),
    requester: z.object({
      /** The organisation that placed the order; null for the platform administration. */
      organisation: z.string().nullable(),
      phone: z.string().nullable(),
      /** The person who asked for the pack. */
      userName: z.string(),
      email: z.string(),
    }),
    // The facilities at risk show on the trace itself (levels, external risk), so the flags are not repeated here.
    order: ZOrderDetail.omit({ riskFlags: true }),
    trace: ZTrace,
    /** Facilities on the trace by the risk engine's level; `NOT_ASSESSED` counts those it has not scored. */
    riskLevels: z.array(z.object({ level: z.enum([...RISK_LEVELS, 'NOT_ASSESSED']), count: z.number().int().min(0) })),
    /** Per country on the trace: its configured risk score and the ILAB List of Goods rows. */
    externalRisk: z.array(
      z.object({
        countryCode: z.string(),
        country: z.string(),
        countryScore: z.number().int().nullable(),
        goodsListings: z.array(ZGoodsRiskListing),
      }),
    ),
    /** The documents of the trace's transactions, named as the documents zip names them. */
    documents: z.array(z.object({ folder: z.enum(EVIDENCE_DOCUMENT_FOLDERS), fileName: z.string() })),
  })
  .meta({ id: 'EvidencePack' });
export type TEvidencePack = z.infer<typeof ZEvidencePack>;

/**
 * `fresh=true` computes the trace afresh without reading or writing the cache (the benchmark's "cache
 * off"); by default a cached trace is served while no facility on it has logged an activity since.
 */
export const ZTraceQuery = z.object({
  fresh: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type TTraceQuery = z.infer<typeof ZTraceQuery>;
