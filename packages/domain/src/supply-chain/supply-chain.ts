import { z } from 'zod';
import { ZFormulaExpression, ZFormulaItem } from '../formula.ts';
import { ROLE_TYPES } from '../roles/roles.ts';

/** Request and response shapes of the supply-chain map and calculated fields (DOMAIN.md §3.3–3.4). */

const ZDefinitionIds = z.array(z.uuid()).max(50);

/** Select the initial role, or start another flow: both mint a chain. */
export const ZStartChainInput = z.object({
  roleId: z.uuid(),
  outputProductDefinitionIds: ZDefinitionIds.min(1, 'supplyChain.outputsRequired'),
});
export type TStartChainInput = z.infer<typeof ZStartChainInput>;

/** A downstream supplier: `roleId` buys from `fromRoleId`. Outputs are required when the buyer is new to the map. */
export const ZAddLineInput = z.object({
  roleId: z.uuid(),
  fromRoleId: z.uuid(),
  outputProductDefinitionIds: ZDefinitionIds.optional(),
});
export type TAddLineInput = z.infer<typeof ZAddLineInput>;

export const ZNodeOutputsInput = z.object({ outputProductDefinitionIds: ZDefinitionIds });
export type TNodeOutputsInput = z.infer<typeof ZNodeOutputsInput>;

export const ZNodePositionsInput = z.object({
  positions: z
    .array(z.object({ roleId: z.uuid(), top: z.number().finite(), left: z.number().finite() }))
    .min(1)
    .max(500),
});
export type TNodePositionsInput = z.infer<typeof ZNodePositionsInput>;

export const ZDeletionImpactsQuery = z
  .object({ lineId: z.uuid().optional(), roleId: z.uuid().optional() })
  .refine((query) => (query.lineId === undefined) !== (query.roleId === undefined), {
    message: 'supplyChain.lineOrRole',
    path: ['lineId'],
  });

export const ZCalculatedFieldInput = z.object({
  roleId: z.uuid(),
  outputProductDefinitionId: z.uuid(),
  outputAttributeId: z.uuid(),
  inputProductDefinitionIds: ZDefinitionIds.min(1, 'supplyChain.inputsRequired'),
  expression: ZFormulaExpression,
});
export type TCalculatedFieldInput = z.infer<typeof ZCalculatedFieldInput>;

export const ZMapImpacts = z
  .object({ deletedLineIds: z.array(z.uuid()), deletedNodeIds: z.array(z.uuid()), impactNodeIds: z.array(z.uuid()) })
  .meta({ id: 'SupplyChainImpacts' });

export const ZCalculatedField = z
  .object({
    id: z.uuid(),
    roleId: z.uuid(),
    outputProductDefinitionId: z.uuid(),
    outputAttributeId: z.uuid(),
    inputProductDefinitionIds: z.array(z.uuid()),
    expression: z.array(ZFormulaItem),
    isBroken: z.boolean(),
  })
  .meta({ id: 'CalculatedField' });
export type TCalculatedField = z.infer<typeof ZCalculatedField>;

export const ZSupplyChainMap = z
  .object({
    nodes: z.array(
      z.object({
        id: z.uuid(),
        roleId: z.uuid(),
        roleName: z.string(),
        roleIcon: z.string(),
        roleType: z.enum(ROLE_TYPES),
        isRawMaterialExtractor: z.boolean(),
        isInitial: z.boolean(),
        chainId: z.uuid(),
        position: z.object({ top: z.number(), left: z.number() }),
        outputProductDefinitionIds: z.array(z.uuid()),
        inputProductDefinitionIds: z.array(z.uuid()),
      }),
    ),
    lines: z.array(
      z.object({
        id: z.uuid(),
        roleId: z.uuid(),
        fromRoleId: z.uuid().nullable(),
        chainId: z.uuid(),
        outputProductDefinitionIds: z.array(z.uuid()),
        hasIntermediaryBar: z.boolean(),
      }),
    ),
    calculatedFields: z.array(ZCalculatedField),
  })
  .meta({ id: 'SupplyChainMap' });
export type TSupplyChainMap = z.infer<typeof ZSupplyChainMap>;

export const ZFormulaCheck = z.object({ valid: z.literal(true), resultWithOnes: z.number() }).meta({ id: 'FormulaCheck' });
