import type { TActivityReceipt, TOrderDetail, TTrace } from '@opentrace/domain';
import { eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { countries, districts, events } from '../../../db/schema/index.ts';
import { queuedEmails } from '../../../test/queued-emails.ts';
import { multipartBody, SAMPLE_FILES } from '../../../test/multipart.ts';
import { TEST_SUPER_ADMIN } from '../../../test/test-database.ts';
import { type ActivityWorld, PRODUCERS, type TProducer, type TWho } from '../../../test/world/activity-world.ts';
import { outputForm } from '../../../test/world/transformations.ts';

/*
 * Supply chains for trace tests, logged the way the product writes them: every purchase, sale,
 * transport, transformation and by-product through its endpoint (POST /api/events/…), every order
 * and order supplier through POST /api/orders and POST /api/orders/:id/suppliers. The services date
 * a transformation by their clock and refuse activities outside the current windows, so each activity
 * sets the app's clock to its moment first, as the demo season does (seed/demo-season.ts); an
 * access token lives 15 minutes of that clock, so callers get a token minted at the current moment.
 */

export type TCaller = TWho | 'otherBrand';

const EMAILS: Record<TWho, string> = {
  ...PRODUCERS,
  brand: 'brand@demo.opentrace.local',
  admin: 'admin@demo.opentrace.local',
  superAdmin: TEST_SUPER_ADMIN.email,
};
const OTHER_BRAND = { email: 'claire@atelier-lin.example', name: 'Atelier Lin', password: 'Atelier#2026' } as const;
/** Tokens are reused while the clock stays within this of the moment they were minted at. */
const TOKEN_REUSE_MS = 10 * 60 * 1000;

export interface TLogged {
  transactionId: string;
  productIds: string[];
}

export interface TPurchase extends TLogged {
  purchaseOrderNumber: string;
}

export interface TSale extends TLogged {
  invoiceNumber: string;
  packingListNumber: string;
}

export interface TMade {
  transformationId: string;
  productIds: string[];
}

export interface TOrderDocuments {
  purchaseOrderNumber?: string;
  invoiceNumber?: string;
  packingListNumber?: string;
}

type TMaker = 'ginner' | 'spinner' | 'mill' | 'assembly';
const OUTPUTS: Record<TMaker, string> = { ginner: 'Cotton Bales', spinner: 'Yarn', mill: 'Fabric', assembly: 'Finished Good' };

export class TraceChains {
  private readonly tokens = new Map<TCaller, { headers: Record<string, string>; mintedAt: number }>();
  private readonly emails: Record<TCaller, string> = { ...EMAILS, otherBrand: OTHER_BRAND.email };
  private readonly proofs = new Map<TProducer, { fileName: string; blobName: string }>();
  private origin: { countryId: string; provinceId: string; districtId: string } | null = null;
  private sequence = 0;

  /** `prefix` keeps this file's document numbers and product codes apart from any other's. */
  constructor(
    readonly world: ActivityWorld,
    private readonly prefix: string,
  ) {}

  private next(kind: string): string {
    this.sequence += 1;
    return `${this.prefix}-${kind}-${this.sequence}`;
  }

  /** Sets the app's clock to the moment and answers it as a form sends it. */
  at(moment: Date): string {
    this.world.t.clock.set(moment);
    return moment.toISOString();
  }

  private async headersOf(who: TCaller): Promise<Record<string, string>> {
    const now = this.world.t.clock.now().getTime();
    const known = this.tokens.get(who);
    if (known && now >= known.mintedAt && now - known.mintedAt < TOKEN_REUSE_MS) return known.headers;
    const headers = { authorization: `Bearer ${await this.world.t.tokenFor(this.emails[who])}` };
    this.tokens.set(who, { headers, mintedAt: now });
    return headers;
  }

  async call(
    who: TCaller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    language?: string,
  ): Promise<LightMyRequestResponse> {
    return this.world.t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(await this.headersOf(who)), ...(language ? { language } : {}) },
      ...(payload ? { payload } : {}),
    });
  }

  private async expectStatus(response: LightMyRequestResponse, status: number, what: string): Promise<void> {
    if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
  }

  private async logged(response: LightMyRequestResponse, what: string): Promise<TActivityReceipt> {
    await this.expectStatus(response, 201, what);
    return response.json() as TActivityReceipt;
  }

  private async eventOf(eventId: string) {
    const [event] = await this.world.t.database.db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new Error(`no event ${eventId}`);
    return event;
  }

  /** One proof of purchase per producer, uploaded once and named on each of its activities. */
  private async proof(who: TProducer) {
    const known = this.proofs.get(who);
    if (known) return known;
    const { payload, headers } = multipartBody([
      { field: 'files', fileName: `${who}-records.pdf`, contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    const response = await this.world.t.app.inject({
      method: 'POST',
      url: '/api/upload/files?purpose=proof',
      payload,
      headers: { ...(await this.headersOf(who)), ...headers },
    });
    await this.expectStatus(response, 201, `${who}'s upload`);
    const [file] = response.json() as { blobName: string; name: string }[];
    const reference = { fileName: file!.name, blobName: file!.blobName };
    this.proofs.set(who, reference);
    return reference;
  }

  /** Where a manual lot of bales comes from (the Product Origin attribute a manual bale needs): Multan, Pakistan. */
  private async productOrigin() {
    if (this.origin) return this.origin;
    const db = this.world.t.database.db;
    const [pakistan] = await db.select({ id: countries.id }).from(countries).where(eq(countries.countryCode, 'PK'));
    const [multan] = await db.select().from(districts).where(eq(districts.name, 'Multan'));
    this.origin = { countryId: pakistan!.id, provinceId: multan!.provinceId, districtId: multan!.id };
    return this.origin;
  }

  private async manualLot(definition: 'Seed Cotton' | 'Cotton Bales', kilograms: number) {
    const attribute = (name: string) => this.world.attributeIds[name] as string;
    const weight = { id: attribute('Total Weight'), value: kilograms, quantityUnit: 'Kilograms' };
    if (definition === 'Seed Cotton') {
      return { attributes: [{ id: attribute('Trash Content'), value: 'Low' }, { id: attribute('Moisture Level'), value: 8 }, weight] };
    }
    return {
      attributes: [
        { id: attribute('Product ID'), value: this.next('MANUAL-BALE') },
        { id: attribute('Trash Content'), value: 'Medium' },
        { id: attribute('Moisture Level'), value: 7.5 },
        weight,
        { id: attribute('Product Origin'), value: await this.productOrigin() },
      ],
    };
  }

  private async purchase(who: TProducer, fields: Record<string, unknown>, at: Date): Promise<TPurchase> {
    const purchaseOrderNumber = this.next('PO');
    const transactedAt = this.at(at);
    const receipt = await this.logged(
      await this.call(who, 'POST', '/events/purchases', {
        purchaseOrderNumber,
        transactedAt,
        uploadProofs: [await this.proof(who)],
        ...fields,
      }),
      `${who}'s purchase`,
    );
    const event = await this.eventOf(receipt.eventId);
    return { transactionId: event.transactionId as string, productIds: receipt.products.map((product) => product.id), purchaseOrderNumber };
  }

  /**
   * A purchase of manual products (DOMAIN.md §4.2): seed cotton from a farm (null: the
   * non-participating farm), or bales nobody logged selling; one lot per weight in kg.
   */
  async buyManual(
    who: TProducer,
    options: { from: string | null; definition: 'Seed Cotton' | 'Cotton Bales'; kilograms: readonly number[]; at: Date },
  ): Promise<TPurchase> {
    const lots = [];
    for (const kilograms of options.kilograms) lots.push(await this.manualLot(options.definition, kilograms));
    return this.purchase(
      who,
      {
        fromFacilityId: options.from,
        manualAddedData: { productDefinitionId: this.world.definitionIds[options.definition], manualAddedProducts: lots },
      },
      options.at,
    );
  }

  /** A purchase of tracked products the seller holds. */
  async buy(who: TProducer, options: { from: string; productIds: readonly string[]; at: Date }): Promise<TPurchase> {
    return this.purchase(who, { fromFacilityId: options.from, productIds: options.productIds }, options.at);
  }

  async sell(who: TProducer, options: { to: string; productIds: readonly string[]; at: Date }): Promise<TSale> {
    const invoiceNumber = this.next('INV');
    const packingListNumber = this.next('PL');
    const proof = await this.proof(who);
    const transactedAt = this.at(options.at);
    const receipt = await this.logged(
      await this.call(who, 'POST', '/events/sells', {
        toFacilityId: options.to,
        productIds: options.productIds,
        invoiceNumber,
        packingListNumber,
        transactedAt,
        uploadInvoices: [proof],
        uploadPackingLists: [proof],
      }),
      `${who}'s sale`,
    );
    const event = await this.eventOf(receipt.eventId);
    return { transactionId: event.transactionId as string, productIds: options.productIds.slice(), invoiceNumber, packingListNumber };
  }

  /** The products handed to the world's haulier, declared at their weight, on a packing list of their own. */
  async transport(who: TProducer, options: { productIds: readonly string[]; kilograms: number; at: Date }): Promise<string> {
    const proof = await this.proof(who);
    const transactedAt = this.at(options.at);
    const receipt = await this.logged(
      await this.call(who, 'POST', '/events/transports', {
        toFacilityId: this.world.facilityIds.transporter,
        productIds: options.productIds,
        totalWeight: options.kilograms,
        weightUnit: 'Kilograms',
        transactedAt,
        packingListNumber: this.next('TPL'),
        uploadPackingLists: [proof],
      }),
      `${who}'s transport`,
    );
    return (await this.eventOf(receipt.eventId)).transactionId as string;
  }

  /**
   * The facility's own goods made at the moment, one output per weight in kg: from the named inputs,
   * or from its stock in hand when `inputIds` is empty.
   */
  async make(who: TMaker, options: { inputIds: readonly string[]; kilograms: readonly number[]; at: Date }): Promise<TMade> {
    const definition = OUTPUTS[who];
    this.at(options.at);
    const outputs = options.kilograms.map((quantity) => outputForm(this.world, definition, { code: this.next('LOT'), quantity }));
    const receipt = await this.logged(
      await this.call(who, 'POST', '/events/assign-products', {
        inputProductIds: options.inputIds,
        outputProduct: { productDefinitionId: this.world.definitionIds[definition], outputProducts: outputs },
      }),
      `${who}'s transformation`,
    );
    const event = await this.eventOf(receipt.eventId);
    return { transformationId: event.transformationId as string, productIds: receipt.products.map((product) => product.id) };
  }

  async byProduct(who: TMaker, options: { kilograms: number; at: Date }): Promise<void> {
    const proof = await this.proof(who);
    const recordedAt = this.at(options.at);
    await this.logged(
      await this.call(who, 'POST', '/events/record-by-product', {
        totalWeight: options.kilograms,
        weightUnit: 'Kilograms',
        recordedAt,
        uploadProofs: [proof],
      }),
      `${who}'s by-product`,
    );
  }

  /** Adds facilities to the brand's suppliers, as its Suppliers screen does. */
  async addSuppliers(who: TCaller, facilityIds: readonly string[]): Promise<void> {
    for (const facilityId of facilityIds) {
      await this.expectStatus(await this.call(who, 'POST', '/brands/suppliers', { facilityId }), 201, `${who} adding a supplier`);
    }
  }

  /** An order's date may not be in the future: the clock moves up to it when it is behind. */
  private reach(moment: Date): void {
    if (this.world.t.clock.now() < moment) this.at(moment);
  }

  /** Places an order with its first supplier; the order's PO is one no facility logged unless the options name one. */
  async placeOrder(
    who: TCaller,
    options: { supplierId: string; purchasedAt: Date } & TOrderDocuments,
  ): Promise<{ orderId: string; rootId: string }> {
    this.reach(options.purchasedAt);
    const response = await this.call(who, 'POST', '/orders', {
      supplierId: options.supplierId,
      purchaseOrderNumber: options.purchaseOrderNumber ?? this.next('ORDER'),
      purchasedAt: options.purchasedAt.toISOString(),
      productDescription: 'Cotton garments',
      quantity: 100,
      quantityUnit: 'Kilograms',
      ...(options.invoiceNumber ? { invoiceNumber: options.invoiceNumber } : {}),
      ...(options.packingListNumber ? { packingListNumber: options.packingListNumber } : {}),
    });
    await this.expectStatus(response, 201, `${who}'s order`);
    const order = response.json() as TOrderDetail;
    return { orderId: order.id, rootId: order.suppliers[0]!.id };
  }

  /** A further order supplier (who supplied the parent order supplier, under which document); answers its id. */
  async addOrderSupplier(
    who: TCaller,
    orderId: string,
    options: { parentId: string; supplierId: string; purchasedAt: Date } & TOrderDocuments,
  ): Promise<string> {
    this.reach(options.purchasedAt);
    const response = await this.call(who, 'POST', `/orders/${orderId}/suppliers`, {
      parentId: options.parentId,
      supplierId: options.supplierId,
      purchasedAt: options.purchasedAt.toISOString(),
      ...(options.purchaseOrderNumber ? { purchaseOrderNumber: options.purchaseOrderNumber } : {}),
      ...(options.invoiceNumber ? { invoiceNumber: options.invoiceNumber } : {}),
      ...(options.packingListNumber ? { packingListNumber: options.packingListNumber } : {}),
    });
    await this.expectStatus(response, 201, `${who}'s order supplier`);
    const order = response.json() as TOrderDetail;
    const added = order.suppliers.find(
      (row) => row.parentId === options.parentId && row.supplier.id === options.supplierId && row.id !== options.parentId,
    );
    return added!.id;
  }

  async trace(who: TCaller, orderId: string, query = ''): Promise<TTrace> {
    const response = await this.call(who, 'GET', `/orders/${orderId}/trace${query}`);
    await this.expectStatus(response, 200, `the trace of ${orderId}`);
    return response.json() as TTrace;
  }

  /**
   * A second brand, "Atelier Lin", as a platform gets one: the administrator invites it and it signs
   * up from the e-mailed link. Its caller is `otherBrand`.
   */
  async signUpOtherBrand(): Promise<void> {
    const invited = await this.call('admin', 'POST', '/users/invite', {
      email: OTHER_BRAND.email,
      firstName: 'Claire',
      lastName: 'Dubois',
      roleId: this.world.roleIds.BRAND,
      brandInformation: { name: OTHER_BRAND.name },
    });
    await this.expectStatus(invited, 201, 'the invitation of the other brand');
    const db = this.world.t.database.db;
    const [mail] = await queuedEmails(db, OTHER_BRAND.email, 'invitation');
    const token = mail?.textBody.match(/\/sign-up\?invite-token=(\S+)/)?.[1];
    if (!token) throw new Error('no invitation was mailed to the other brand');
    const signedUp = await this.world.t.app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { token: decodeURIComponent(token), password: OTHER_BRAND.password, confirmPassword: OTHER_BRAND.password },
    });
    await this.expectStatus(signedUp, 201, 'the sign-up of the other brand');
  }
}
