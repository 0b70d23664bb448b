import { randomUUID } from 'node:crypto';
import {
  chainAfterLinking,
  checkDownstreamLine,
  checkFormula,
  checkInitialRole,
  evaluateFormula,
  formulaErrorMessageKey,
  impactsOfChangingOutputs,
  impactsOfRemovingLines,
  impactsOfRemovingNode,
  isCalculatedFieldBroken,
  isInitialRole,
  nodeInputs,
  nodeOutputs,
  rolesOnMap,
  showsIntermediaryBar,
  sumFormulaVariables,
  type TAddLineInput,
  type TCalculatedField,
  type TCalculatedFieldInput,
  type TFormulaItem,
  type TMapImpacts,
  type TMapLine,
  type TMapRuleKey,
  type TMessageKey,
  type TNodePositionsInput,
  type TStartChainInput,
  type TSupplyChainMap,
} from '@opentrace/domain';
import { withConflicts } from '../../core/conflicts.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { Clock } from '../../core/clock.ts';
import type { RequestContext } from '../../core/request-context.ts';
import {
  applyImpacts,
  type CalculatedFieldRow,
  deleteCalculatedField,
  findCalculatedField,
  findCalculatedFields,
  findLines,
  findLiveProductDefinitionIds,
  findMapRoles,
  findNodeMetadata,
  findNodeMetadataOfRole,
  findNumericAttributes,
  insertCalculatedField,
  insertLine,
  insertNodeMetadata,
  type MapRoleRow,
  mergeChains,
  setRoleOutputs,
  updateCalculatedField,
  updatePosition,
} from './supply-chain.repository.ts';
import { supplyChainPolicy } from './supply-chain.policy.ts';
import type { Principal } from '../../core/principal.ts';

/** Where a new node appears next to its supplier before the wizard lays the map out (spec §9: big node width 200 + spacing 100). */
const NEW_NODE_OFFSET_LEFT = 300;

/**
 * Takes a role off the map with the impacts of DOMAIN.md §3.3 (descendants left without a supplier
 * go too, impacted nodes lose their calculated fields). For the roles service: a soft-deleted role
 * must not stay on the map, and soft deletion does not fire the foreign-key cascade.
 */
export async function removeRoleFromMap(db: Executor, roleId: string): Promise<TMapImpacts> {
  const lines = await findLines(db);
  const impacts = rolesOnMap(lines).has(roleId)
    ? impactsOfRemovingNode(lines, roleId)
    : { deletedLineIds: [], deletedNodeIds: [roleId], impactNodeIds: [] };
  await applyImpacts(db, impacts);
  return impacts;
}

const rule = (key: TMapRuleKey | TMessageKey) => new AppError('UNPROCESSABLE', { messageKey: key });

/**
 * The supply-chain map and its calculated fields (DOMAIN.md §3.3–3.4). The rules themselves are
 * pure functions of packages/domain; this service loads the map, applies them and writes.
 */
export class SupplyChainService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async getMap(principal: Principal): Promise<TSupplyChainMap> {
    await supplyChainPolicy.authorize(principal, 'readMap', null);
    return this.map();
  }

  private async map(): Promise<TSupplyChainMap> {
    const [lines, metadata, fields] = await Promise.all([findLines(this.db), findNodeMetadata(this.db), findCalculatedFields(this.db)]);
    const roleById = await findMapRoles(this.db, [...new Set([...metadata.map((m) => m.roleId), ...rolesOnMap(lines)])]);
    const definitionIds = new Set([
      ...lines.flatMap((line) => line.outputProductDefinitionIds),
      ...fields.flatMap((field) => [field.outputProductDefinitionId, ...field.inputProductDefinitionIds]),
    ]);
    const numeric = await findNumericAttributes(this.db, [...definitionIds]);
    const attributesOf = (id: string) => numeric.get(id) ?? [];
    return {
      nodes: metadata.flatMap((node) => {
        const role = roleById.get(node.roleId);
        if (!role) return [];
        return [
          {
            id: node.id,
            roleId: role.id,
            roleName: role.name,
            roleIcon: role.icon,
            roleType: role.type,
            isRawMaterialExtractor: role.isRawMaterialExtractor,
            isInitial: isInitialRole(lines, role.id),
            chainId: node.chainId,
            position: { top: node.positionTop, left: node.positionLeft },
            outputProductDefinitionIds: nodeOutputs(lines, role.id),
            inputProductDefinitionIds: nodeInputs(lines, role.id),
          },
        ];
      }),
      lines: lines.map((line) => {
        const buyer = roleById.get(line.roleId);
        const seller = line.fromRoleId ? roleById.get(line.fromRoleId) : undefined;
        return {
          ...line,
          outputProductDefinitionIds: [...line.outputProductDefinitionIds],
          hasIntermediaryBar: buyer !== undefined && seller !== undefined && showsIntermediaryBar(buyer, seller),
        };
      }),
      calculatedFields: fields.map((field) => this.toCalculatedField(field, field.roleId, lines, attributesOf)),
    };
  }

  /** Selects the initial role of the map, or starts another flow: either way a new chain. */
  async startChain(principal: Principal, input: TStartChainInput, context: RequestContext): Promise<TSupplyChainMap> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const lines = await findLines(this.db);
    const role = await this.role(input.roleId);
    const violation = checkInitialRole(role, lines);
    if (violation) throw rule(violation);
    await this.requireProducts(input.outputProductDefinitionIds, context);
    const chainId = randomUUID();
    await this.write(() =>
      this.db.transaction(async (tx) => {
        await insertLine(tx, { roleId: role.id, fromRoleId: null, chainId, outputProductDefinitionIds: input.outputProductDefinitionIds });
        await insertNodeMetadata(tx, { roleId: role.id, chainId, positionTop: 0, positionLeft: 0 });
      }),
    );
    await context.audit({ action: 'supplyChain.chainStarted', targetType: 'role', targetId: role.id });
    return this.map();
  }

  /** Adds a downstream supplier: `roleId` buys from `fromRoleId`, merging chains when the buyer sits in another one. */
  async addLine(principal: Principal, input: TAddLineInput, context: RequestContext): Promise<TSupplyChainMap> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const lines = await findLines(this.db);
    const [buyer, seller] = await Promise.all([this.role(input.roleId), this.role(input.fromRoleId)]);
    const violation = checkDownstreamLine(buyer, seller, lines);
    if (violation) throw rule(violation);
    const buyerOnMap = rolesOnMap(lines).has(buyer.id);
    // A node makes the same products whichever supplier it buys from; a new node must say what it makes.
    const outputs = buyerOnMap ? nodeOutputs(lines, buyer.id) : (input.outputProductDefinitionIds ?? []);
    if (outputs.length === 0) throw rule('supplyChain.outputsRequired');
    if (!buyerOnMap) await this.requireProducts(outputs, context);
    const { chainId, mergedChainIds } = chainAfterLinking(lines, buyer.id, seller.id);
    const sellerNode = await findNodeMetadataOfRole(this.db, seller.id);
    await this.write(() =>
      this.db.transaction(async (tx) => {
        await mergeChains(tx, chainId, mergedChainIds);
        await insertLine(tx, { roleId: buyer.id, fromRoleId: seller.id, chainId, outputProductDefinitionIds: outputs });
        if (!buyerOnMap) {
          await insertNodeMetadata(tx, {
            roleId: buyer.id,
            chainId,
            positionTop: sellerNode?.positionTop ?? 0,
            positionLeft: (sellerNode?.positionLeft ?? 0) + NEW_NODE_OFFSET_LEFT,
          });
        }
      }),
    );
    await context.audit({ action: 'supplyChain.lineAdded', targetType: 'role', targetId: buyer.id });
    return this.map();
  }

  async deletionImpacts(principal: Principal, target: { lineId?: string; roleId?: string }): Promise<TMapImpacts> {
    await supplyChainPolicy.authorize(principal, 'readMap', null);
    return this.impactsOfDeleting(target);
  }

  private async impactsOfDeleting(target: { lineId?: string; roleId?: string }): Promise<TMapImpacts> {
    const lines = await findLines(this.db);
    if (target.lineId) {
      if (!lines.some((line) => line.id === target.lineId)) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.lineNotFound' });
      return impactsOfRemovingLines(lines, new Set([target.lineId]));
    }
    this.requireOnMap(lines, target.roleId!);
    return impactsOfRemovingNode(lines, target.roleId!);
  }

  async deleteLine(principal: Principal, lineId: string, context: RequestContext): Promise<TMapImpacts> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const impacts = await this.impactsOfDeleting({ lineId });
    await this.db.transaction((tx) => applyImpacts(tx, impacts));
    await context.audit({ action: 'supplyChain.lineDeleted', targetType: 'supplyChainLine', targetId: lineId });
    return impacts;
  }

  async deleteNode(principal: Principal, roleId: string, context: RequestContext): Promise<TMapImpacts> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const impacts = await this.impactsOfDeleting({ roleId });
    await this.db.transaction((tx) => applyImpacts(tx, impacts));
    await context.audit({ action: 'supplyChain.nodeDeleted', targetType: 'role', targetId: roleId });
    return impacts;
  }

  async outputImpacts(principal: Principal, roleId: string, outputs: string[]): Promise<TMapImpacts> {
    await supplyChainPolicy.authorize(principal, 'readMap', null);
    return this.impactsOfOutputs(roleId, outputs);
  }

  private async impactsOfOutputs(roleId: string, outputs: string[]): Promise<TMapImpacts> {
    const lines = await findLines(this.db);
    this.requireOnMap(lines, roleId);
    return impactsOfChangingOutputs(lines, roleId, outputs);
  }

  async updateOutputs(principal: Principal, roleId: string, outputs: string[], context: RequestContext): Promise<TSupplyChainMap> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const impacts = await this.impactsOfOutputs(roleId, outputs);
    await this.requireProducts(outputs, context);
    await this.db.transaction(async (tx) => {
      await applyImpacts(tx, impacts);
      await setRoleOutputs(tx, roleId, outputs);
    });
    await context.audit({ action: 'supplyChain.outputsChanged', targetType: 'role', targetId: roleId });
    return this.map();
  }

  async savePositions(principal: Principal, input: TNodePositionsInput, context: RequestContext): Promise<void> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const [index, position] of input.positions.entries()) {
        const updated = await updatePosition(tx, position.roleId, position.top, position.left, now);
        if (updated === 0) {
          throw AppError.validation([{ path: `positions.${index}.roleId`, message: context.t('supplyChain.nodeNotOnMap') }]);
        }
      }
    });
  }

  /** Checks a calculated field without saving it; the result with every variable = 1 shows it evaluates. */
  async validateCalculatedField(
    principal: Principal,
    input: TCalculatedFieldInput,
    context: RequestContext,
  ): Promise<{ valid: true; resultWithOnes: number }> {
    await supplyChainPolicy.authorize(principal, 'readMap', null);
    await this.checkedCalculatedField(input, context);
    const ones = Object.fromEntries(
      input.expression.flatMap((item) => (item.type === 'variable' ? [[`${item.productDefinitionId}-${item.value}`, 1]] : [])),
    );
    return { valid: true, resultWithOnes: evaluateFormula(input.expression, ones) };
  }

  async createCalculatedField(principal: Principal, input: TCalculatedFieldInput, context: RequestContext): Promise<TCalculatedField> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    const nodeMetadataId = await this.checkedCalculatedField(input, context);
    const id = await this.write(
      () => insertCalculatedField(this.db, { ...this.fieldValues(input), nodeMetadataId }),
      'supplyChain.fieldExists',
    );
    await context.audit({ action: 'supplyChain.calculatedFieldCreated', targetType: 'calculatedField', targetId: id });
    return this.calculatedField(id);
  }

  async updateCalculatedField(
    principal: Principal,
    id: string,
    input: TCalculatedFieldInput,
    context: RequestContext,
  ): Promise<TCalculatedField> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    if (!(await findCalculatedField(this.db, id))) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.fieldNotFound' });
    const nodeMetadataId = await this.checkedCalculatedField(input, context);
    await this.write(
      () => updateCalculatedField(this.db, id, { ...this.fieldValues(input), nodeMetadataId, updatedAt: this.clock.now() }),
      'supplyChain.fieldExists',
    );
    await context.audit({ action: 'supplyChain.calculatedFieldUpdated', targetType: 'calculatedField', targetId: id });
    return this.calculatedField(id);
  }

  async deleteCalculatedField(principal: Principal, id: string, context: RequestContext): Promise<void> {
    await supplyChainPolicy.authorize(principal, 'changeMap', null);
    if (!(await findCalculatedField(this.db, id))) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.fieldNotFound' });
    await deleteCalculatedField(this.db, id);
    await context.audit({ action: 'supplyChain.calculatedFieldDeleted', targetType: 'calculatedField', targetId: id });
  }

  /**
   * The caps a role's calculated fields put on one output product, given the input products of a
   * transformation (DOMAIN.md §4.5). Inputs of the same definition are summed (ARCHITECTURE.md §8.4);
   * their values must already be normalised: quantities in kg, percentages × 0.01. Broken fields
   * are skipped, since they no longer describe the map.
   */
  async outputLimits(
    principal: Principal,
    roleId: string,
    outputProductDefinitionId: string,
    inputs: { productDefinitionId: string; values: Record<string, number> }[],
  ): Promise<{ outputAttributeId: string; limit: number }[]> {
    await supplyChainPolicy.authorize(principal, 'readMap', null);
    const { calculatedFields } = await this.map();
    return calculatedFields
      .filter((field) => field.roleId === roleId && field.outputProductDefinitionId === outputProductDefinitionId && !field.isBroken)
      .map((field) => ({
        outputAttributeId: field.outputAttributeId,
        limit: evaluateFormula(field.expression, sumFormulaVariables(field.expression, inputs)),
      }));
  }

  private async calculatedField(id: string): Promise<TCalculatedField> {
    const field = (await this.map()).calculatedFields.find((candidate) => candidate.id === id);
    if (!field) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.fieldNotFound' });
    return field;
  }

  private fieldValues(input: TCalculatedFieldInput) {
    return {
      outputProductDefinitionId: input.outputProductDefinitionId,
      outputAttributeId: input.outputAttributeId,
      inputProductDefinitionIds: [...new Set(input.inputProductDefinitionIds)],
      expression: input.expression,
    };
  }

  /** Every rule of a calculated field (DOMAIN.md §3.4); returns the node metadata it belongs to. */
  private async checkedCalculatedField(input: TCalculatedFieldInput, context: RequestContext): Promise<string> {
    const lines = await findLines(this.db);
    const node = await findNodeMetadataOfRole(this.db, input.roleId);
    if (!node || !rolesOnMap(lines).has(input.roleId)) throw rule('supplyChain.nodeNotOnMap');
    if (!nodeOutputs(lines, input.roleId).includes(input.outputProductDefinitionId)) throw rule('supplyChain.outputNotOfNode');
    const available = nodeInputs(lines, input.roleId);
    if (input.inputProductDefinitionIds.some((id) => !available.includes(id))) throw rule('supplyChain.inputNotAvailable');
    const numeric = await findNumericAttributes(this.db, [input.outputProductDefinitionId, ...input.inputProductDefinitionIds]);
    if (!(numeric.get(input.outputProductDefinitionId) ?? []).includes(input.outputAttributeId)) {
      throw rule('supplyChain.outputAttributeNotNumeric');
    }
    const formulaError = checkFormula(input.expression);
    if (formulaError) {
      const reason = context.t(formulaErrorMessageKey(formulaError));
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'supplyChain.expressionInvalid',
        params: { reason },
        details: [{ path: 'expression', message: reason }],
      });
    }
    const badVariable = input.expression.findIndex(
      (item: TFormulaItem) =>
        item.type === 'variable' &&
        (!input.inputProductDefinitionIds.includes(item.productDefinitionId) ||
          !(numeric.get(item.productDefinitionId) ?? []).includes(item.value)),
    );
    if (badVariable >= 0) {
      const reason = context.t('supplyChain.variableNotInput');
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'supplyChain.expressionInvalid',
        params: { reason },
        details: [{ path: `expression.${badVariable}`, message: reason }],
      });
    }
    return node.id;
  }

  private toCalculatedField(
    field: CalculatedFieldRow,
    roleId: string,
    lines: TMapLine[],
    attributesOf: (id: string) => readonly string[],
  ): TCalculatedField {
    const expression = field.expression as TFormulaItem[];
    return {
      id: field.id,
      roleId,
      outputProductDefinitionId: field.outputProductDefinitionId,
      outputAttributeId: field.outputAttributeId,
      inputProductDefinitionIds: field.inputProductDefinitionIds,
      expression,
      isBroken: isCalculatedFieldBroken({ ...field, expression }, lines, roleId, attributesOf),
    };
  }

  private async role(id: string): Promise<MapRoleRow> {
    const role = (await findMapRoles(this.db, [id])).get(id);
    if (!role) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.roleNotFound' });
    return role;
  }

  private requireOnMap(lines: TMapLine[], roleId: string): void {
    if (!rolesOnMap(lines).has(roleId)) throw new AppError('NOT_FOUND', { messageKey: 'supplyChain.nodeNotOnMap' });
  }

  private async requireProducts(ids: string[], context: RequestContext): Promise<void> {
    const live = await findLiveProductDefinitionIds(this.db, ids);
    const missing = ids.findIndex((id) => !live.has(id));
    if (missing >= 0) {
      throw new AppError('UNPROCESSABLE', {
        messageKey: 'supplyChain.productNotFound',
        details: [{ path: `outputProductDefinitionIds.${missing}`, message: context.t('supplyChain.productNotFound') }],
      });
    }
  }

  /** Two super administrators racing to add the same line or field get a conflict, not a 500. */
  private write<T>(
    work: () => Promise<T>,
    messageKey: 'supplyChain.lineExists' | 'supplyChain.fieldExists' = 'supplyChain.lineExists',
  ): Promise<T> {
    return withConflicts(work, { '*': { messageKey } });
  }
}
