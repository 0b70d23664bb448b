import {
  ACTIVITY_TYPES,
  nodeInputs,
  type TActivityDefinition,
  type TActivityProduct,
  type TActivityReceipt,
  type TAssignProductsInput,
} from '@opentrace/domain';
import { activateQrCodes, completeBatches, dispenseQrCodes } from '../../qr-codes/index.ts';
import type { Database, Executor } from '../../../db/client.ts';
import type { ActivityReferences } from '../shared/activity-references.ts';
import { AppError } from '../../../core/app-error.ts';
import type { Clock } from '../../../core/clock.ts';
import { uniqueViolationConstraint } from '../../../core/db-errors.ts';
import type { ActivityFacility } from '../shared/activity-facility.ts';
import type { LoadedDefinition } from '../shared/activity-definitions.ts';
import {
  addHoldings,
  distinctIds,
  findProductsByCode,
  findProductsByIds,
  heldProductIds,
  insertEvent,
  presentProducts,
  releaseHoldings,
  type ProductWithQr,
} from '../shared/activity-products.repository.ts';
import type { RequestContext } from '../../../core/request-context.ts';
import type { Principal } from '../../../core/principal.ts';
import { productActivitiesPolicy } from '../product-activities.policy.ts';
import { findInputProblems } from './transformation-inputs.ts';
import { type PlannedOutput, planOutputs } from './transformation-outputs.ts';
import { checkOutputQuantity } from './transformation-quantity.ts';
import { facilityOutputDefinitions, inputDefinitionsFor } from './transformations.rules.ts';
import { findQrCodeIdsOf, findFacilityGoods, insertProducts, insertTransformation, markTransformed } from './transformations.repository.ts';
import { outputVerifiedShare, sharesOf } from './verified-share.ts';

const outputsPath = 'outputProduct.outputProducts';

/**
 * Transformations and product-ID assignment (DOMAIN.md §4.5): a facility turns products it holds
 * (or, with none named, its stock in hand) into new products of a definition it makes.
 */
export class TransformationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly references: ActivityReferences,
  ) {}

  /** The definitions the caller's facility may make, translated. */
  async definitions(principal: Principal, context: RequestContext): Promise<TActivityDefinition[]> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const ids = await this.makeableDefinitions(this.db, facility);
    return [...(await this.references.definitions(this.db, ids, context.language)).values()].map((definition) => definition.view);
  }

  /**
   * An input the caller may transform, found by QR code, then by code (its own manual products too).
   * Only what the facility holds or held is there for it: anything else answers as an unknown code.
   */
  async findInput(principal: Principal, code: string, context: RequestContext): Promise<TActivityProduct> {
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const facility = await this.references.facility(this.db, principal);
    const candidates = await findProductsByCode(this.db, code, { asQrCode: true, asProductCode: true, manualHeldBy: facility.id });
    const held = await heldProductIds(
      this.db,
      facility.id,
      candidates.map((candidate) => candidate.id),
    );
    const product = candidates.find((candidate) => held.has(candidate.id));
    if (!product) throw new AppError('NOT_FOUND', { messageKey: 'activities.productNotFound' });
    const problems = await findInputProblems(this.db, facility, [product], nodeInputs(facility.lines, facility.role.id), this.clock.now());
    const problem = problems.get(product.id);
    if (problem) throw new AppError('UNPROCESSABLE', { messageKey: problem });
    const [view] = await presentProducts(this.db, [product], context.language);
    return view as TActivityProduct;
  }

  async assign(principal: Principal, input: TAssignProductsInput, context: RequestContext): Promise<TActivityReceipt> {
    const outputs = input.outputProduct.outputProducts;
    if (outputs.some((output) => output.qrCode)) await productActivitiesPolicy.authorize(principal, 'assignQrCodes', null);
    if (outputs.some((output) => output.dnaIdentifier)) await productActivitiesPolicy.authorize(principal, 'assignDnaIdentifiers', null);
    await productActivitiesPolicy.authorize(principal, 'takePart', null);
    const { ids: inputIds, repeated } = distinctIds(input.inputProductIds);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const facility = await this.references.facility(tx, principal);
      const definition = await this.outputDefinition(tx, facility, input.outputProduct.productDefinitionId, context);
      const inputs = await this.usableInputs(tx, facility, inputIds, definition.view.id, now, context);
      const planned = await planOutputs(tx, principal, definition, outputs, context);
      await checkOutputQuantity(tx, this.clock, {
        principal,
        facility,
        definition,
        outputs: planned,
        inputs,
        now,
        language: context.language,
      });
      const created = await this.record(tx, principal, facility, definition, inputs, planned, now, context);
      return {
        ...created,
        type: ACTIVITY_TYPES.TRANSFORM,
        recordedAt: now.toISOString(),
        notices: repeated > 0 ? [context.t('activities.duplicateProductsIgnored', { count: repeated })] : [],
      };
    });
  }

  private async makeableDefinitions(db: Executor, facility: ActivityFacility): Promise<string[]> {
    return facilityOutputDefinitions(facility.lines, facility.role.id, await findFacilityGoods(db, facility.id));
  }

  private async outputDefinition(
    db: Executor,
    facility: ActivityFacility,
    definitionId: string,
    context: RequestContext,
  ): Promise<LoadedDefinition> {
    const makeable = await this.makeableDefinitions(db, facility);
    const definition = makeable.includes(definitionId)
      ? (await this.references.definitions(db, [definitionId], context.language)).get(definitionId)
      : undefined;
    if (!definition) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'transformations.outputNotYours',
        details: [{ path: 'outputProduct.productDefinitionId', message: context.t('transformations.outputNotYours') }],
      });
    }
    return definition;
  }

  /** The named inputs, refused together with every reason (DOMAIN.md §4.5 "Inputs"). */
  private async usableInputs(
    db: Executor,
    facility: ActivityFacility,
    ids: string[],
    outputId: string,
    now: Date,
    context: RequestContext,
  ) {
    const found = new Map((await findProductsByIds(db, ids)).map((product) => [product.id, product]));
    const products = ids.flatMap((id) => found.get(id) ?? []);
    const problems = await findInputProblems(db, facility, products, inputDefinitionsFor(facility.lines, facility.role.id, outputId), now);
    const details = ids.flatMap((id, index) => {
      const problem = found.has(id) ? problems.get(id) : 'transformations.productInvalidOrSold';
      return problem ? [{ path: `inputProductIds.${index}`, messageKey: problem }] : [];
    });
    const [first] = details;
    if (first) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: first.messageKey,
        details: details.map((detail) => ({ path: detail.path, message: context.t(detail.messageKey) })),
      });
    }
    return products;
  }

  /**
   * Writes the transformation (DOMAIN.md §4.5 "Effects"). The label and input updates are
   * conditional, so a request racing another for the same label or input finds it taken and fails.
   */
  private async record(
    tx: Executor,
    principal: Principal,
    facility: ActivityFacility,
    definition: LoadedDefinition,
    inputs: ProductWithQr[],
    planned: PlannedOutput[],
    now: Date,
    context: RequestContext,
  ): Promise<Pick<TActivityReceipt, 'eventId' | 'products'>> {
    const activated = await activateQrCodes(
      tx,
      planned.flatMap((output) => (output.qr ? [output.qr.id] : [])),
      now,
    );
    const lostLabel = planned.findIndex((output) => output.qr && !activated.has(output.qr.id));
    if (lostLabel >= 0) throw this.qrCodeInUse(lostLabel, context);

    const inputIds = inputs.map((product) => product.id);
    const used = await markTransformed(tx, inputIds, now);
    if (used.size < inputIds.length) {
      const index = inputIds.findIndex((id) => !used.has(id));
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'transformations.productInvalidOrSold',
        details: [{ path: `inputProductIds.${index}`, message: context.t('transformations.productInvalidOrSold') }],
      });
    }

    await releaseHoldings(tx, facility.id, inputIds, now);

    const shares = sharesOf(await outputVerifiedShare(tx, facility, inputs, now));
    const created = await this.insertOutputs(tx, facility, definition, planned, shares, now, context);
    const outputIds = created.map((product) => product.id);
    await addHoldings(tx, facility.id, outputIds, now);
    const batchIds = [
      ...planned.flatMap((output) => (output.qr ? [output.qr.batchId] : [])),
      ...(await dispenseQrCodes(tx, await findQrCodeIdsOf(tx, inputIds), now)),
    ];
    await completeBatches(tx, [...new Set(batchIds)], now);
    const transformationId = await insertTransformation(tx, {
      facilityId: facility.id,
      transformedAt: now,
      creatorId: principal.userId,
      inputIds,
      outputIds,
    });
    const eventId = await insertEvent(tx, { facilityId: facility.id, type: ACTIVITY_TYPES.TRANSFORM, recordedAt: now, transformationId });
    return { eventId, products: created };
  }

  private async insertOutputs(
    tx: Executor,
    facility: ActivityFacility,
    definition: LoadedDefinition,
    planned: PlannedOutput[],
    shares: ReturnType<typeof sharesOf>,
    now: Date,
    context: RequestContext,
  ) {
    try {
      return await insertProducts(
        tx,
        planned.map((output) => ({
          code: output.code,
          productDefinitionId: definition.view.id,
          quantity: output.quantity,
          quantityUnit: output.quantityUnit,
          quantityKg: output.quantityKg,
          additionalAttributes: output.additionalAttributes,
          certifications: output.certifications,
          qrCodeId: output.qr?.id ?? null,
          dnaIdentifier: output.dnaIdentifier,
          ...shares,
          isManualAdded: false,
          createdFacilityId: facility.id,
          createdAt: now,
          updatedAt: now,
        })),
      );
    } catch (error) {
      // Another request took a code or a label between the checks and this insert.
      const constraint = uniqueViolationConstraint(error);
      if (constraint === 'products_qr_code_idx')
        throw this.qrCodeInUse(
          planned.findIndex((output) => output.qr),
          context,
        );
      if (constraint !== null) throw new AppError('CONFLICT');
      throw error;
    }
  }

  private qrCodeInUse(index: number, context: RequestContext): AppError {
    return new AppError('UNPROCESSABLE', {
      messageKey: 'transformations.qrCodeInUse',
      details: [{ path: `${outputsPath}.${index}.qrCode`, message: context.t('transformations.qrCodeInUse') }],
    });
  }
}
