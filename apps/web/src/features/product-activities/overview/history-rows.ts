import { ACTIVITY_TYPES, formatDateTime, formatHyphenated, type THistoryEvent } from '@opentrace/domain';

/** How one history event reads in the table (spec §9: product IDs hyphenated, weights rounded up). */

export type TCounterpart =
  | { kind: 'facility'; name: string }
  /** The seller of a purchase from outside the platform ("Non-participating {role}"). */
  | { kind: 'nonParticipating'; role: string }
  | { kind: 'none' };

export function counterpartOf(event: Pick<THistoryEvent, 'counterpart' | 'nonParticipatingRoleName'>): TCounterpart {
  if (event.counterpart) return { kind: 'facility', name: event.counterpart.name };
  if (event.nonParticipatingRoleName) return { kind: 'nonParticipating', role: event.nonParticipatingRoleName };
  return { kind: 'none' };
}

/** How many codes a cell lists before summing up the rest as "+N more". */
export const SHOWN_CODES = 3;

export type TCodeList = { shown: string[]; more: number };

function codeList(products: readonly { code: string }[]): TCodeList {
  return {
    shown: products.slice(0, SHOWN_CODES).map((product) => formatHyphenated(product.code)),
    more: Math.max(0, products.length - SHOWN_CODES),
  };
}

/** A transformation reads "inputs → outputs"; any other event lists the products it carried. */
export type TEventProducts = { kind: 'list'; products: TCodeList } | { kind: 'transformation'; inputs: TCodeList; outputs: TCodeList };

export function eventProducts(event: Pick<THistoryEvent, 'type' | 'products' | 'outputProducts'>): TEventProducts {
  if (event.type === ACTIVITY_TYPES.TRANSFORM) {
    return { kind: 'transformation', inputs: codeList(event.products), outputs: codeList(event.outputProducts) };
  }
  return { kind: 'list', products: codeList(event.products) };
}

export type TDocumentNumber = { kind: 'purchaseOrder' | 'invoice' | 'packingList'; number: string };

/** The numbers on the event's papers, in the order a purchase, a sale and a transport carry them. */
export function documentNumbers(
  event: Pick<THistoryEvent, 'purchaseOrderNumber' | 'invoiceNumber' | 'packingListNumber'>,
): TDocumentNumber[] {
  const numbers: (TDocumentNumber | null)[] = [
    event.purchaseOrderNumber ? { kind: 'purchaseOrder', number: event.purchaseOrderNumber } : null,
    event.invoiceNumber ? { kind: 'invoice', number: event.invoiceNumber } : null,
    event.packingListNumber ? { kind: 'packingList', number: event.packingListNumber } : null,
  ];
  return numbers.filter((entry) => entry !== null);
}

/**
 * The archive's file name: the moment the event was recorded, in a form every file system accepts
 * ("documents-15-06-2026-10-00.zip").
 */
export function documentsArchiveName(event: Pick<THistoryEvent, 'recordedAt'>, timeZone?: string): string {
  return `documents-${formatDateTime(event.recordedAt, timeZone).replace(/[/: ]/g, '-')}.zip`;
}
