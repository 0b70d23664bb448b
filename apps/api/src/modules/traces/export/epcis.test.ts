import { describe, expect, it } from 'vitest';
import { buildEpcisDocument, EPCIS_CONTEXT, type EpcisEvent } from './epcis.ts';
import { epcisSchemaErrors } from './test/epcis-validator.ts';
import { EMPTY_TRACE, IDS, TRACE, TRANSACTIONS, TRANSFORMATIONS } from './test/hand-made-trace.ts';

const createdAt = new Date('2026-06-15T10:00:00Z');
const document = buildEpcisDocument({ trace: TRACE, transactions: TRANSACTIONS, transformations: TRANSFORMATIONS, createdAt });
const events = document.epcisBody.eventList;
const ofType = <T extends EpcisEvent['type']>(type: T) =>
  events.filter((event): event is Extract<EpcisEvent, { type: T }> => event.type === type);

describe('buildEpcisDocument', () => {
  it('is a valid EPCIS 2.0 document by the official JSON Schema', () => {
    expect(epcisSchemaErrors(document)).toEqual([]);
    expect(document).toMatchObject({
      '@context': [EPCIS_CONTEXT, { opentrace: 'urn:opentrace:vocab:' }],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: '2026-06-15T10:00:00.000Z',
    });
  });

  it('gives a transaction event per purchase and sale, shipping and receiving per transport, one per transformation, oldest first', () => {
    expect(ofType('TransactionEvent')).toHaveLength(3);
    expect(ofType('ObjectEvent').map((event) => event.bizStep)).toEqual(['shipping', 'receiving']);
    expect(ofType('TransformationEvent')).toHaveLength(1);
    expect(events.map((event) => event.eventTime)).toEqual([...events.map((event) => event.eventTime)].sort());
    expect(events[0]).toMatchObject({ type: 'TransactionEvent', eventTime: '2026-04-10T06:30:00.000Z', eventTimeZoneOffset: '+00:00' });
  });

  it('names the business documents so a sale and the matching purchase share their invoice', () => {
    const [farmPurchase, sale, spinnerPurchase] = ofType('TransactionEvent');
    expect(farmPurchase).toMatchObject({
      action: 'ADD',
      bizStep: 'receiving',
      bizTransactionList: [{ type: 'po', bizTransaction: `urn:opentrace:bt:${IDS.ginner}:po:FARM%2F77` }],
      sourceList: [{ type: 'owning_party', source: `urn:opentrace:non-participating:${IDS.farmRole}:${IDS.ginner}` }],
      destinationList: [{ type: 'owning_party', destination: `urn:opentrace:facility:${IDS.ginner}` }],
      'opentrace:linkConfidence': 'inferred',
    });
    expect(sale).toMatchObject({
      bizStep: 'shipping',
      bizTransactionList: [
        { type: 'inv', bizTransaction: `urn:opentrace:bt:${IDS.ginner}:inv:INV%205` },
        { type: 'desadv', bizTransaction: `urn:opentrace:bt:${IDS.ginner}:desadv:PL-5` },
      ],
      'opentrace:linkConfidence': 'document',
    });
    expect(spinnerPurchase?.bizTransactionList).toEqual([{ type: 'po', bizTransaction: `urn:opentrace:bt:${IDS.spinner}:po:SP-1` }]);
  });

  it('counts product classes in kilograms', () => {
    const sale = ofType('TransactionEvent')[1];
    expect(sale?.quantityList).toEqual([{ epcClass: `urn:opentrace:class:${IDS.bales}`, quantity: 330.5, uom: 'KGM' }]);
    const [shipping] = ofType('ObjectEvent');
    expect(shipping).toMatchObject({
      action: 'OBSERVE',
      readPoint: { id: `urn:opentrace:facility:${IDS.ginner}` },
      sourceList: [{ type: 'possessing_party', source: `urn:opentrace:facility:${IDS.ginner}` }],
      destinationList: [{ type: 'possessing_party', destination: `urn:opentrace:facility:${IDS.transporter}` }],
      quantityList: [{ epcClass: `urn:opentrace:class:${IDS.bales}`, quantity: 170, uom: 'KGM' }],
    });
  });

  it('shows a transformation from stock in hand with its outputs and no inputs', () => {
    expect(ofType('TransformationEvent')[0]).toEqual({
      type: 'TransformationEvent',
      eventID: `urn:opentrace:event:${IDS.ginning}`,
      eventTime: '2026-04-20T10:00:00.000Z',
      eventTimeZoneOffset: '+00:00',
      readPoint: { id: `urn:opentrace:facility:${IDS.ginner}` },
      transformationID: `urn:opentrace:transformation:${IDS.ginning}`,
      bizStep: 'creating_class_instance',
      outputQuantityList: [{ epcClass: `urn:opentrace:class:${IDS.bales}`, quantity: 330.5, uom: 'KGM' }],
      'opentrace:inputs': 'stockInHand',
    });
  });

  it('stays valid for products in metres, a transaction without products and an empty trace', () => {
    const metres = {
      ...TRANSACTIONS[1]!,
      products: [{ ...TRANSACTIONS[1]!.products[0]!, quantityKg: null, quantityUnit: 'Metres', quantity: 80 }],
    };
    const empty = { ...TRANSACTIONS[0]!, products: [] };
    const odd = buildEpcisDocument({ trace: TRACE, transactions: [metres, empty], transformations: [], createdAt });
    expect(epcisSchemaErrors(odd)).toEqual([]);
    const [withoutProducts, inMetres] = odd.epcisBody.eventList;
    expect(withoutProducts).toMatchObject({ epcList: [] });
    expect(inMetres).toMatchObject({ quantityList: [{ epcClass: `urn:opentrace:class:${IDS.bales}`, quantity: 80, uom: 'MTR' }] });

    const nothing = buildEpcisDocument({ trace: EMPTY_TRACE, transactions: [], transformations: [], createdAt });
    expect(epcisSchemaErrors(nothing)).toEqual([]);
    expect(nothing.epcisBody.eventList).toEqual([]);
  });

  it('is refused by the schema when an event lacks its time zone, so the check can fail', () => {
    const [first, ...rest] = events;
    const { eventTimeZoneOffset: _offset, ...withoutOffset } = first!;
    expect(epcisSchemaErrors({ ...document, epcisBody: { eventList: [withoutOffset, ...rest] } })).not.toEqual([]);
  });
});
