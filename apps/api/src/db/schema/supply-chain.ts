import { sql } from 'drizzle-orm';
import { doublePrecision, index, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { roles } from './access.ts';
import { attributes, productDefinitions } from './product-definitions.ts';

/** A formula item as stored: an operator, parenthesis or number, or a variable (attribute of an input product). */
export interface TStoredFormulaItem {
  type: 'constant' | 'variable';
  value: string;
  productDefinitionId?: string;
}

/** One per role on the supply-chain map (DOMAIN.md §3.3): where it sits on the canvas and which chain it belongs to. */
export const supplyChainNodeMetadata = pgTable(
  'supply_chain_node_metadata',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    chainId: uuid('chain_id').notNull(),
    positionTop: doublePrecision('position_top').notNull().default(0),
    positionLeft: doublePrecision('position_left').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('supply_chain_node_metadata_role_idx').on(table.roleId)],
);

/** "Role buys from fromRole" with the products the role makes; `fromRoleId` null marks a chain's initial node. */
export const supplyChainLines = pgTable(
  'supply_chain_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    fromRoleId: uuid('from_role_id').references(() => roles.id, { onDelete: 'cascade' }),
    chainId: uuid('chain_id').notNull(),
    outputProductDefinitionIds: uuid('output_product_definition_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('supply_chain_lines_pair_idx')
      .on(table.roleId, table.fromRoleId)
      .where(sql`${table.fromRoleId} is not null`),
    uniqueIndex('supply_chain_lines_initial_idx')
      .on(table.roleId)
      .where(sql`${table.fromRoleId} is null`),
    index('supply_chain_lines_chain_idx').on(table.chainId),
  ],
);

/** A cap on one output attribute of a node, computed from its input products (DOMAIN.md §3.4). */
export const calculatedFields = pgTable(
  'calculated_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nodeMetadataId: uuid('node_metadata_id')
      .notNull()
      .references(() => supplyChainNodeMetadata.id, { onDelete: 'cascade' }),
    outputProductDefinitionId: uuid('output_product_definition_id')
      .notNull()
      .references(() => productDefinitions.id, { onDelete: 'cascade' }),
    outputAttributeId: uuid('output_attribute_id')
      .notNull()
      .references(() => attributes.id),
    inputProductDefinitionIds: uuid('input_product_definition_ids').array().notNull(),
    expression: jsonb('expression').$type<TStoredFormulaItem[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('calculated_fields_output_idx').on(table.nodeMetadataId, table.outputProductDefinitionId, table.outputAttributeId),
  ],
);
