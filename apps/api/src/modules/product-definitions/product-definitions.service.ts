import {
  checkProductAttribute,
  checkProductDefinition,
  normalizedProductAttributeOptions,
  type TCommodity,
  type TMessageKey,
  type TProductAttribute,
  type TProductAttributeInput,
  type TProductDefinition,
  type TProductDefinitionInput,
  type TRuleViolation,
} from '@opentrace/domain';
import { withConflicts } from '../../core/conflicts.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import {
  definitionNamesUsingAttribute,
  findAttributes,
  findCommodities,
  findDefinitions,
  insertAttribute,
  insertDefinition,
  isAttributeNameTaken,
  isDefinitionNameTaken,
  softDeleteAttribute,
  softDeleteDefinition,
  updateAttribute,
  updateDefinition,
} from './product-definitions.repository.ts';
import { isProductDefinitionUsedOnMap } from '../supply-chain/index.ts';
import { productDefinitionsPolicy } from './product-definitions.policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Product attributes and product definitions: what every product form of the system asks for. */
export class ProductDefinitionsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async listCommodities(principal: Principal): Promise<TCommodity[]> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    return findCommodities(this.db);
  }

  async listAttributes(principal: Principal): Promise<TProductAttribute[]> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    return findAttributes(this.db);
  }

  async createAttribute(principal: Principal, input: TProductAttributeInput, context: RequestContext): Promise<TProductAttribute> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    this.refuse(checkProductAttribute(input), context);
    this.refuseTakenName(await isAttributeNameTaken(this.db, input.name), 'products.attributeNameTaken', context);
    const id = await this.write('products.attributeNameTaken', context, () => insertAttribute(this.db, this.attributeValues(input)));
    await context.audit({ action: 'attributes.created', targetType: 'attribute', targetId: id });
    return this.attribute(id);
  }

  async updateAttribute(
    principal: Principal,
    id: string,
    input: TProductAttributeInput,
    context: RequestContext,
  ): Promise<TProductAttribute> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    const existing = await this.attribute(id);
    this.refuse(checkProductAttribute(input), context);
    // Definitions were checked against the attribute's kind (one quantity, at most one id), so it stays.
    if (existing.type !== input.type && existing.usageCount > 0) {
      const definitions = await definitionNamesUsingAttribute(this.db, id);
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'products.attributeTypeLocked',
        params: { definitions: definitions.join(', ') },
        details: [{ path: 'type', message: context.t('products.attributeTypeLocked', { definitions: definitions.join(', ') }) }],
      });
    }
    this.refuseTakenName(await isAttributeNameTaken(this.db, input.name, id), 'products.attributeNameTaken', context);
    await this.write('products.attributeNameTaken', context, () =>
      updateAttribute(this.db, id, { ...this.attributeValues(input), updatedAt: this.clock.now() }),
    );
    await context.audit({ action: 'attributes.updated', targetType: 'attribute', targetId: id });
    return this.attribute(id);
  }

  async deleteAttribute(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    await this.attribute(id);
    const definitions = await definitionNamesUsingAttribute(this.db, id);
    if (definitions.length > 0) {
      throw new AppError('CONFLICT', { messageKey: 'products.attributeInUse', params: { definitions: definitions.join(', ') } });
    }
    await softDeleteAttribute(this.db, id, this.clock.now());
    await context.audit({ action: 'attributes.deleted', targetType: 'attribute', targetId: id });
  }

  async listDefinitions(principal: Principal): Promise<TProductDefinition[]> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    return findDefinitions(this.db);
  }

  async getDefinition(principal: Principal, id: string): Promise<TProductDefinition> {
    await productDefinitionsPolicy.authorize(principal, 'readProducts', null);
    return this.definition(id);
  }

  private async definition(id: string): Promise<TProductDefinition> {
    const [definition] = await findDefinitions(this.db, [id]);
    if (!definition) throw new AppError('NOT_FOUND');
    return definition;
  }

  async createDefinition(principal: Principal, input: TProductDefinitionInput, context: RequestContext): Promise<TProductDefinition> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    const goods = await this.checkedGoods(input, context);
    this.refuseTakenName(await isDefinitionNameTaken(this.db, input.name), 'products.definitionNameTaken', context);
    const id = await this.write('products.definitionNameTaken', context, () =>
      this.db.transaction((tx) =>
        insertDefinition(tx, { name: input.name, nameTranslations: input.nameTranslations, goods }, input.attributes),
      ),
    );
    await context.audit({ action: 'product-definitions.created', targetType: 'product-definition', targetId: id });
    return this.definition(id);
  }

  /** Replaces name, goods and the ordered attribute list (reordering is an update). */
  async updateDefinition(
    principal: Principal,
    id: string,
    input: TProductDefinitionInput,
    context: RequestContext,
  ): Promise<TProductDefinition> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    await this.definition(id);
    const goods = await this.checkedGoods(input, context);
    this.refuseTakenName(await isDefinitionNameTaken(this.db, input.name, id), 'products.definitionNameTaken', context);
    await this.write('products.definitionNameTaken', context, () =>
      this.db.transaction((tx) =>
        updateDefinition(
          tx,
          id,
          { name: input.name, nameTranslations: input.nameTranslations, goods, updatedAt: this.clock.now() },
          input.attributes,
        ),
      ),
    );
    await context.audit({ action: 'product-definitions.updated', targetType: 'product-definition', targetId: id });
    return this.definition(id);
  }

  /** The one place a definition is deleted, so rules about who still uses it belong here. */
  async deleteDefinition(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await productDefinitionsPolicy.authorize(principal, 'changeProducts', null);
    await this.definition(id);
    // supply-chain: a node of the map makes this product, or a calculated field reads it (DOMAIN.md §3.3).
    if (await isProductDefinitionUsedOnMap(this.db, id)) throw new AppError('CONFLICT', { messageKey: 'supplyChain.productUsedOnMap' });
    await softDeleteDefinition(this.db, id, this.clock.now());
    await context.audit({ action: 'product-definitions.deleted', targetType: 'product-definition', targetId: id });
  }

  private async attribute(id: string): Promise<TProductAttribute> {
    const [attribute] = await findAttributes(this.db, [id]);
    if (!attribute) throw new AppError('NOT_FOUND');
    return attribute;
  }

  private attributeValues(input: TProductAttributeInput) {
    return {
      name: input.name,
      nameTranslations: input.nameTranslations,
      type: input.type,
      category: input.category,
      options: normalizedProductAttributeOptions(input.category, input.options),
    };
  }

  private async checkedGoods(input: TProductDefinitionInput, context: RequestContext): Promise<string[]> {
    const [attributes, commodities] = await Promise.all([
      findAttributes(this.db, [...new Set(input.attributes.map((entry) => entry.attributeId))]),
      findCommodities(this.db),
    ]);
    const { goods, violations } = checkProductDefinition(input, {
      attributes: new Map(attributes.map((attribute) => [attribute.id, attribute])),
      commodities: commodities.map((commodity) => commodity.name),
    });
    this.refuse(violations, context);
    return goods;
  }

  private refuse(violations: TRuleViolation[], context: RequestContext): void {
    if (violations.length === 0) return;
    throw AppError.validation(violations.map((v) => ({ path: v.path, message: context.t(v.key, v.params) })));
  }

  private refuseTakenName(taken: boolean, messageKey: TMessageKey, context: RequestContext): void {
    if (taken) throw new AppError('CONFLICT', { messageKey, details: [{ path: 'name', message: context.t(messageKey) }] });
  }

  /** Two saves racing for one name: the unique index decides, and the loser gets the same answer. */
  private write<T>(messageKey: TMessageKey, context: RequestContext, work: () => Promise<T>): Promise<T> {
    return withConflicts(work, { '*': { messageKey, path: 'name' } }, context);
  }
}
