import {
  type TActivityDefinition,
  type TActivityReceipt,
  type TAttributeValueInput,
  type TFileReference,
  type TTransactionPartner,
  ZAssignProductsInput,
  ZByProductInput,
  ZPurchaseInput,
  ZQrCodeBatchInput,
  ZSaleInput,
  ZTransactionPartnerQuery,
  ZTransportInput,
} from '@opentrace/domain';
import type { ManualClock } from '../core/clock.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import { TransactionPartnersService } from '../modules/partners/index.ts';
import { QrCodesService } from '../modules/qr-codes/index.ts';
import {
  ActivityReferences,
  ByProductsService,
  ProductLookupsService,
  PurchasesService,
  SalesService,
  TransformationsService,
  TransportsService,
} from '../modules/product-activities/index.ts';
import { AccessCache } from '../lib/access-cache.ts';
import type { Database } from '../db/client.ts';
import type { TDemoTimeline } from './demo-activity-dates.ts';
import type { DemoActor } from './demo-actors.ts';
import { uploadDemoDocument } from './demo-documents.ts';
import { DEMO_FARM_GROUP_NAME, DEMO_TRANSPORTER, type DemoActors } from './demo-producers.ts';

/*
 * A season of the demo's cotton chain, logged through the activity services as each facility's
 * users log it on their screens: the ginner buys seed cotton from the farm group's farms, gins it
 * into bales (some labelled with QR codes), records the cottonseed and trash, sells and ships bales
 * to the spinner; the spinner spins yarn for the mill, the mill weaves fabric for the garment
 * maker, which sews finished goods. Every facility keeps some stock, so the overview has a mass
 * balance and a margin of error to show. The figures (kilograms) are in DEMO_SEASON below.
 */

/** How long the season's trade takes, from the producers' registration (day 0) to the last activity. */
export const DEMO_SEASON_DAYS = 28;

type TWeight = { quantity: number; unit: 'Kilograms' };
const kg = (quantity: number): TWeight => ({ quantity, unit: 'Kilograms' });

interface SeedCottonLot {
  trash: 'Low' | 'Medium' | 'High';
  moisture: number;
  kilograms: number;
  grade: string;
}

interface FarmPurchase {
  day: number;
  /** The farm's ID in the farm group; null buys from a farm that is not on the platform. */
  farmCode: string | null;
  order: string;
  pricePkr: number;
  lots: SeedCottonLot[];
}

interface Sale {
  day: number;
  count: number;
  invoice: string;
  packingList: string;
  pricePkr: number;
  /** Shipped by the haulier the same day, on the sale's packing list. */
  shipped?: { day: number; declaredKilograms: number };
}

interface Making {
  day: number;
  /** Each output's code and description, and its weight. */
  outputs: { code: string; description: string; kilograms: number }[];
}

/**
 * The season in figures. The ginner's bales respect the calculated field (lint ≤ 0.35 × the seed
 * cotton ginned); every other output weighs no more than its inputs, and every by-product fits the
 * stock rule. Purchases from farms are dated inside the farm season, everything else inside the
 * reconciliation window: the timeline takes care of that (demo-activity-dates.ts).
 */
export const DEMO_SEASON = {
  labels: { day: 1, name: 'Multan Ginning Factory bale labels', count: 8 },
  farmPurchases: [
    {
      day: 2.1,
      farmCode: '001',
      order: 'MGF-PO-2601',
      pricePkr: 743_750,
      lots: [
        { trash: 'Low', moisture: 8, kilograms: 2_000, grade: 'Seed Cotton Grade 1' },
        { trash: 'Medium', moisture: 9, kilograms: 1_500, grade: 'Seed Cotton Grade 2' },
      ],
    },
    {
      day: 3.3,
      farmCode: '002',
      order: 'MGF-PO-2602',
      pricePkr: 531_250,
      lots: [{ trash: 'Medium', moisture: 10, kilograms: 2_500, grade: 'Seed Cotton Grade 2' }],
    },
    {
      day: 4.2,
      farmCode: '003',
      order: 'MGF-PO-2603',
      pricePkr: 637_500,
      lots: [
        { trash: 'Low', moisture: 8.5, kilograms: 1_800, grade: 'Seed Cotton Grade 1' },
        { trash: 'High', moisture: 11, kilograms: 1_200, grade: 'Seed Cotton Grade 3' },
      ],
    },
    // Bought at the gate from a farmer outside the group: not verified.
    {
      day: 5.4,
      farmCode: null,
      order: 'MGF-PO-2604',
      pricePkr: 212_500,
      lots: [{ trash: 'Medium', moisture: 9.5, kilograms: 1_000, grade: 'Seed Cotton Grade 2' }],
    },
    // Late pickings, still waiting for the gin: stock the margin of error counts.
    {
      day: 20.2,
      farmCode: '001',
      order: 'MGF-PO-2605',
      pricePkr: 425_000,
      lots: [{ trash: 'Low', moisture: 8, kilograms: 2_000, grade: 'Seed Cotton Grade 1' }],
    },
  ] satisfies FarmPurchase[],
  /** The first four purchases (10,000 kg of seed cotton) ginned into 20 bales of 170 kg: 3,400 ≤ 0.35 × 10,000. */
  ginning: {
    day: 8.2,
    ginnedPurchases: 4,
    bales: 20,
    baleKilograms: 170,
    baleCodePrefix: 'MGF-26-B',
    lintGrade: 'Lint Cotton Grade 1',
  },
  /** Cottonseed and trash from the ginning: within the 10,000 − 3,400 kg the stock rule allows. */
  ginnerByProduct: { day: 9.1, kilograms: 6_100 },
  ginnerSale: {
    day: 12.1,
    count: 12,
    invoice: 'MGF-INV-2611',
    packingList: 'MGF-PL-2611',
    pricePkr: 918_000,
    shipped: { day: 12.3, declaredKilograms: 2_060 },
  } satisfies Sale,
  spinnerPurchase: { day: 13.2, order: 'FSM-PO-2640' },
  spinning: {
    day: 15.1,
    outputs: [1, 2, 3, 4, 5, 6].map((lot) => ({
      code: `FSM-26-Y${lot}`,
      description: 'Combed cotton yarn Ne 30/1, 50 cones',
      kilograms: 300,
    })),
  } satisfies Making,
  spinnerByProduct: { day: 16.2, kilograms: 180 },
  spinnerSale: {
    day: 18.1,
    count: 4,
    invoice: 'FSM-INV-2618',
    packingList: 'FSM-PL-2618',
    pricePkr: 1_140_000,
    shipped: { day: 18.3, declaredKilograms: 1_220 },
  } satisfies Sale,
  millPurchase: { day: 19.2, order: 'LFM-PO-2652' },
  weaving: {
    day: 21.1,
    outputs: [1, 2, 3, 4, 5].map((roll) => ({
      code: `LFM-26-F${roll}`,
      description: 'Greige cotton poplin 40x40, 150 cm wide',
      kilograms: 220,
    })),
  } satisfies Making,
  millSale: { day: 24.1, count: 3, invoice: 'LFM-INV-2624', packingList: 'LFM-PL-2624', pricePkr: 1_050_000 } satisfies Sale,
  assemblyPurchase: { day: 25.2, order: 'KG-PO-2670' },
  sewing: {
    day: 27.1,
    outputs: [
      { code: 'KG-26-FG1', description: "Men's cotton T-shirts, 1,200 pieces", kilograms: 310 },
      { code: 'KG-26-FG2', description: 'Cotton polo shirts, 900 pieces', kilograms: 300 },
    ],
  } satisfies Making,
  assemblyByProduct: { day: 27.3, kilograms: 40 },
} as const;

export interface DemoSeasonServices {
  db: Database;
  storage: FileStorage;
  /** The services' clock: set to each activity's moment, since some activities are dated by it. */
  clock: ManualClock;
  day: TDemoTimeline;
}

type TValue = string | number | TWeight;

/** A form's attribute inputs, by the attributes' names as the form shows them. */
function attributeValues(definition: TActivityDefinition, values: Record<string, TValue>): TAttributeValueInput[] {
  return Object.entries(values).map(([name, value]) => {
    const attribute = definition.attributes.find((candidate) => candidate.name === name);
    if (!attribute) throw new Error(`${definition.name} has no attribute ${name}`);
    return typeof value === 'object'
      ? { id: attribute.attributeId, value: value.quantity, quantityUnit: value.unit }
      : { id: attribute.attributeId, value };
  });
}

function named<T extends { name: string }>(items: readonly T[], name: string, what: string): T {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${what} offers no ${name}`);
  return found;
}

const pkr = (amount: number) => `PKR ${amount.toLocaleString('en-US')}`;
const codesOf = (receipt: TActivityReceipt) => receipt.products.map((product) => product.code);

/** Logs the season, in the order it happened, through the services the screens call. */
export class DemoSeason {
  private readonly purchases: PurchasesService;
  private readonly sales: SalesService;
  private readonly transports: TransportsService;
  private readonly transformations: TransformationsService;
  private readonly byProducts: ByProductsService;
  private readonly lookups: ProductLookupsService;
  private readonly pickers: TransactionPartnersService;

  constructor(
    private readonly services: DemoSeasonServices,
    private readonly actors: DemoActors,
    private readonly administrator: DemoActor,
  ) {
    const { db, clock } = services;
    // Nothing announces changes to a seed, so this cache never stores: every read goes to the database.
    const references = new ActivityReferences(new AccessCache(clock, { maxEntries: 0, maxAgeMs: 0 }));
    this.purchases = new PurchasesService(db, clock, references);
    this.sales = new SalesService(db, clock, references);
    this.transports = new TransportsService(db, clock, references);
    this.transformations = new TransformationsService(db, clock, references);
    this.byProducts = new ByProductsService(db, clock, references);
    this.lookups = new ProductLookupsService(db, references);
    this.pickers = new TransactionPartnersService(db);
  }

  async run(): Promise<void> {
    const labels = await this.printLabels();
    const bales = await this.ginnerSeason(labels);
    const yarn = await this.spinnerSeason(bales);
    const fabric = await this.millSeason(yarn);
    await this.assemblySeason(fabric);
  }

  /** Sets the clock to a day of the season and answers the moment as a form sends it. */
  private at(day: number): string {
    this.services.clock.set(this.services.day(day));
    return this.services.clock.now().toISOString();
  }

  private document(actor: DemoActor, fileName: string, title: string, lines: string[]): Promise<TFileReference> {
    const signed = `Signed: ${actor.principal.firstName} ${actor.principal.lastName}`;
    return uploadDemoDocument(this.services.db, this.services.storage, actor, { fileName, title, lines: [...lines, signed] });
  }

  /** The administrator prints a batch of QR labels for the ginner's bales. */
  private async printLabels(): Promise<string[]> {
    const { day, name, count } = DEMO_SEASON.labels;
    this.at(day);
    const { principal, context } = this.administrator;
    const batch = await new QrCodesService(this.services.db, this.services.clock).generate(
      principal,
      ZQrCodeBatchInput.parse({ name, quantity: count }),
      context,
    );
    return batch.codes.map((label) => label.code);
  }

  private async partner(
    actor: DemoActor,
    direction: 'sellers' | 'purchasers' | 'transporters',
    name: string,
  ): Promise<TTransactionPartner> {
    const query = ZTransactionPartnerQuery.parse({ page: 1, perPage: 100 });
    const page =
      direction === 'transporters'
        ? await this.pickers.transporters(actor.principal, query)
        : await this.pickers[direction](actor.principal, query);
    return named(page.items, name, `The ${direction} picker of ${actor.principal.email}`);
  }

  /** The products named on a delivery's documents, looked up by their codes as the buyer's form does. */
  private async lookUpForPurchase(actor: DemoActor, codes: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const code of codes) ids.push((await this.lookups.forPurchase(actor.principal, code, actor.context)).id);
    return ids;
  }

  private async lookUpForSale(actor: DemoActor, codes: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const code of codes) ids.push((await this.lookups.forSale(actor.principal, code, actor.context)).id);
    return ids;
  }

  private async outputDefinition(actor: DemoActor, name: string): Promise<TActivityDefinition> {
    return named(
      await this.transformations.definitions(actor.principal, actor.context),
      name,
      `The transformation form of ${actor.principal.email}`,
    );
  }

  // The ginner's season (Multan Ginning Factory).

  private async ginnerSeason(labels: readonly string[]): Promise<string[]> {
    const ginner = this.actors.ginner;
    const group = await this.partner(ginner, 'sellers', DEMO_FARM_GROUP_NAME);
    const receipts: TActivityReceipt[] = [];
    for (const purchase of DEMO_SEASON.farmPurchases) receipts.push(await this.buySeedCotton(ginner, group, purchase));

    const { ginning } = DEMO_SEASON;
    const ginned = receipts.slice(0, ginning.ginnedPurchases).flatMap((receipt) => receipt.products.map((product) => product.id));
    this.at(ginning.day);
    const bales = await this.outputDefinition(ginner, 'Cotton Bales');
    const outputs = Array.from({ length: ginning.bales }, (_, index) => {
      const label = labels[index];
      const code = `${ginning.baleCodePrefix}${String(index + 1).padStart(3, '0')}`;
      return {
        attributes: attributeValues(bales, {
          // A labelled bale is identified by its QR code instead (DOMAIN.md §4.5).
          ...(label ? {} : { 'Product ID': code }),
          'Trash Content': 'Low',
          'Moisture Level': 7.5,
          'Lint Grade': ginning.lintGrade,
          'Total Weight': kg(ginning.baleKilograms),
        }),
        qrCode: label ?? null,
      };
    });
    const ginnedBales = await this.transformations.assign(
      ginner.principal,
      ZAssignProductsInput.parse({ inputProductIds: ginned, outputProduct: { productDefinitionId: bales.id, outputProducts: outputs } }),
      ginner.context,
    );

    await this.recordByProduct(ginner, DEMO_SEASON.ginnerByProduct, 'Cottonseed and trash from the gin');
    const sold = codesOf(ginnedBales).slice(0, DEMO_SEASON.ginnerSale.count);
    await this.sell(ginner, 'Faisalabad Spinning Mills', sold, DEMO_SEASON.ginnerSale, 'Cotton Bales');
    return sold;
  }

  private async buySeedCotton(ginner: DemoActor, group: TTransactionPartner, purchase: FarmPurchase): Promise<TActivityReceipt> {
    const transactedAt = this.at(purchase.day);
    const farm = purchase.farmCode === null ? null : group.farms.find((candidate) => candidate.code === purchase.farmCode);
    if (farm === undefined) throw new Error(`${group.name} has no farm ${purchase.farmCode}`);
    const [seedCotton] = (await this.purchases.purchasableDefinitions(ginner.principal, farm?.id, ginner.context)).filter(
      (definition) => definition.name === 'Seed Cotton',
    );
    if (!seedCotton) throw new Error('The ginner cannot buy seed cotton');
    const total = purchase.lots.reduce((sum, lot) => sum + lot.kilograms, 0);
    const seller = farm ? `${farm.name} (${group.name})` : 'a farmer outside the farm group';
    const receipt = await this.document(ginner, `${purchase.order}.pdf`, `Purchase order ${purchase.order}`, [
      `Seed cotton bought from ${seller}`,
      ...purchase.lots.map((lot) => `${lot.kilograms} kg, ${lot.grade}, trash ${lot.trash}, moisture ${lot.moisture}%`),
      `Total ${total} kg for ${pkr(purchase.pricePkr)}, paid in cash at the gin`,
    ]);
    return this.purchases.log(
      ginner.principal,
      ZPurchaseInput.parse({
        fromFacilityId: farm?.id ?? null,
        purchaseOrderNumber: purchase.order,
        transactedAt,
        uploadProofs: [receipt],
        price: purchase.pricePkr,
        currency: 'PKR',
        manualAddedData: {
          productDefinitionId: seedCotton.id,
          manualAddedProducts: purchase.lots.map((lot) => ({
            attributes: attributeValues(seedCotton, {
              'Trash Content': lot.trash,
              'Moisture Level': lot.moisture,
              Grade: lot.grade,
              'Total Weight': kg(lot.kilograms),
            }),
          })),
        },
      }),
      ginner.context,
    );
  }

  private async recordByProduct(actor: DemoActor, byProduct: { day: number; kilograms: number }, what: string): Promise<void> {
    const recordedAt = this.at(byProduct.day);
    const proof = await this.document(actor, `by-product-${recordedAt.slice(0, 10)}.pdf`, 'By-product record', [
      what,
      `${byProduct.kilograms} kg weighed on the factory scale`,
    ]);
    await this.byProducts.record(
      actor.principal,
      ZByProductInput.parse({ totalWeight: byProduct.kilograms, weightUnit: 'Kilograms', recordedAt, uploadProofs: [proof] }),
      actor.context,
    );
  }

  /** A sale to a partner with its invoice and packing list, shipped by the haulier when the sale says so. */
  private async sell(seller: DemoActor, buyerName: string, codes: readonly string[], sale: Sale, goods: string): Promise<void> {
    const transactedAt = this.at(sale.day);
    const buyer = await this.partner(seller, 'purchasers', buyerName);
    const productIds = await this.lookUpForSale(seller, codes);
    const invoice = await this.document(seller, `${sale.invoice}.pdf`, `Invoice ${sale.invoice}`, [
      `To ${buyerName}`,
      `${codes.length} x ${goods}: ${codes.join(', ')}`,
      `Amount due ${pkr(sale.pricePkr)}`,
    ]);
    const packingList = await this.document(seller, `${sale.packingList}.pdf`, `Packing list ${sale.packingList}`, [
      `To ${buyerName}`,
      ...codes.map((code) => `${goods} ${code}`),
    ]);
    await this.sales.log(
      seller.principal,
      ZSaleInput.parse({
        toFacilityId: buyer.id,
        productIds,
        invoiceNumber: sale.invoice,
        packingListNumber: sale.packingList,
        transactedAt,
        uploadInvoices: [invoice],
        uploadPackingLists: [packingList],
        price: sale.pricePkr,
        currency: 'PKR',
      }),
      seller.context,
    );
    if (!sale.shipped) return;
    const shippedAt = this.at(sale.shipped.day);
    const haulier = await this.partner(seller, 'transporters', DEMO_TRANSPORTER.name);
    await this.transports.log(
      seller.principal,
      ZTransportInput.parse({
        toFacilityId: haulier.id,
        productIds,
        totalWeight: sale.shipped.declaredKilograms,
        weightUnit: 'Kilograms',
        transactedAt: shippedAt,
        packingListNumber: sale.packingList,
        uploadPackingLists: [packingList],
      }),
      seller.context,
    );
  }

  /** A purchase of tracked products from a partner, named by the codes on the seller's packing list. */
  private async buyFrom(
    buyer: DemoActor,
    sellerName: string,
    codes: readonly string[],
    purchase: { day: number; order: string },
    pricePkr: number,
  ): Promise<string[]> {
    const transactedAt = this.at(purchase.day);
    const seller = await this.partner(buyer, 'sellers', sellerName);
    const productIds = await this.lookUpForPurchase(buyer, codes);
    const proof = await this.document(buyer, `${purchase.order}.pdf`, `Purchase order ${purchase.order}`, [
      `From ${sellerName}`,
      `Received: ${codes.join(', ')}`,
      `Paid ${pkr(pricePkr)} by bank transfer`,
    ]);
    const receipt = await this.purchases.log(
      buyer.principal,
      ZPurchaseInput.parse({
        fromFacilityId: seller.id,
        productIds,
        purchaseOrderNumber: purchase.order,
        transactedAt,
        uploadProofs: [proof],
        price: pricePkr,
        currency: 'PKR',
      }),
      buyer.context,
    );
    return receipt.products.map((product) => product.id);
  }

  /** Transforms what was bought into the facility's own goods (Product ID, Description, Total Weight). */
  private async make(actor: DemoActor, inputProductIds: readonly string[], goods: string, making: Making): Promise<string[]> {
    this.at(making.day);
    const definition = await this.outputDefinition(actor, goods);
    const receipt = await this.transformations.assign(
      actor.principal,
      ZAssignProductsInput.parse({
        inputProductIds,
        outputProduct: {
          productDefinitionId: definition.id,
          outputProducts: making.outputs.map((output) => ({
            attributes: attributeValues(definition, {
              'Product ID': output.code,
              Description: output.description,
              'Total Weight': kg(output.kilograms),
            }),
          })),
        },
      }),
      actor.context,
    );
    return codesOf(receipt);
  }

  // Further down the chain: Faisalabad Spinning Mills, Lahore Fabric Mill, Karachi Garments.

  private async spinnerSeason(bales: readonly string[]): Promise<string[]> {
    const spinner = this.actors.spinner;
    const bought = await this.buyFrom(
      spinner,
      'Multan Ginning Factory',
      bales,
      DEMO_SEASON.spinnerPurchase,
      DEMO_SEASON.ginnerSale.pricePkr,
    );
    const yarn = await this.make(spinner, bought, 'Yarn', DEMO_SEASON.spinning);
    await this.recordByProduct(spinner, DEMO_SEASON.spinnerByProduct, 'Spinning waste: comber noil and sweepings');
    const sold = yarn.slice(0, DEMO_SEASON.spinnerSale.count);
    await this.sell(spinner, 'Lahore Fabric Mill', sold, DEMO_SEASON.spinnerSale, 'Yarn');
    return sold;
  }

  private async millSeason(yarn: readonly string[]): Promise<string[]> {
    const mill = this.actors.mill;
    const bought = await this.buyFrom(mill, 'Faisalabad Spinning Mills', yarn, DEMO_SEASON.millPurchase, DEMO_SEASON.spinnerSale.pricePkr);
    const fabric = await this.make(mill, bought, 'Fabric', DEMO_SEASON.weaving);
    const sold = fabric.slice(0, DEMO_SEASON.millSale.count);
    await this.sell(mill, 'Karachi Garments', sold, DEMO_SEASON.millSale, 'Fabric');
    return sold;
  }

  private async assemblySeason(fabric: readonly string[]): Promise<void> {
    const assembly = this.actors.assembly;
    const bought = await this.buyFrom(assembly, 'Lahore Fabric Mill', fabric, DEMO_SEASON.assemblyPurchase, DEMO_SEASON.millSale.pricePkr);
    await this.make(assembly, bought, 'Finished Good', DEMO_SEASON.sewing);
    await this.recordByProduct(assembly, DEMO_SEASON.assemblyByProduct, 'Cutting waste from the cutting room');
  }
}
