import { z } from 'zod';
import { PERMISSION_CATALOGUE, type TPermissionDefinition } from '../permissions.ts';
import { checkRoleAttributes, IDENTIFIER_SYSTEMS, type TRuleViolation, ZRoleAttribute, ZRoleAttributeInput } from './role-attributes.ts';
import { CHAINS_OF_CUSTODY, ROLE_TYPES, type TChainOfCustody, type TRoleType, ZRoleNameTranslations } from './roles.ts';

/** 44 category icons a role can wear; `Buildings` is the default. */
export const ROLE_ICONS = [
  'Buildings',
  'Factory',
  'Plant',
  'Tractor',
  'Farm',
  'Spool',
  'Scissors',
  'TShirt',
  'Handshake',
  'Truck',
  'Ship',
  'Plane',
  'Warehouse',
  'Storefront',
  'ShoppingBag',
  'Package',
  'Shield',
  'ShieldStar',
  'ClipboardText',
  'Binoculars',
  'Phone',
  'Code',
  'Pickaxe',
  'Mountain',
  'Flask',
  'Battery',
  'Lightning',
  'Diamond',
  'Coins',
  'Bank',
  'Briefcase',
  'Certificate',
  'Globe',
  'MapPin',
  'Users',
  'UserCircle',
  'Eye',
  'Scales',
  'Leaf',
  'Drop',
  'Gear',
  'Wrench',
  'Recycle',
  'Fire',
] as const;
export type TRoleIcon = (typeof ROLE_ICONS)[number];
export const DEFAULT_ROLE_ICON: TRoleIcon = 'Buildings';

const ZDayMonthYear = z.string().regex(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/, 'validation.date');

export const ZRoleInput = z.object({
  name: z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
  /** Omitted: an edit keeps the translations the role has. */
  nameTranslations: ZRoleNameTranslations.optional(),
  type: z.enum(ROLE_TYPES),
  icon: z.enum(ROLE_ICONS).default(DEFAULT_ROLE_ICON),
  /** Actions (`LOG_PURCHASE`) or catalogue keys (`SUPPLIER_MANAGEMENT.INVITE_PARTNERS`). */
  permissions: z.array(z.string().min(1).max(120)).max(200).default([]),
  isRawMaterialExtractor: z.boolean().optional(),
  chainOfCustody: z.enum(CHAINS_OF_CUSTODY).optional(),
  seasonStartDate: ZDayMonthYear.optional(),
  seasonDuration: z.number().int().min(1).max(12).optional(),
  /**
   * The role's identifier-system and additional attributes, in form order. Omitted: an edit keeps
   * the attributes the role has (older clients send no attributes at all).
   */
  attributes: z.array(ZRoleAttributeInput).max(100).optional(),
});
export type TRoleInput = z.infer<typeof ZRoleInput>;

/** Which catalogue entry an action means for a role type (INVITE_PARTNERS differs for brands). */
export function resolvePermissionKey(actionOrKey: string, type: TRoleType): TPermissionDefinition | undefined {
  const candidates = PERMISSION_CATALOGUE.filter((p) => p.action === actionOrKey || p.key === actionOrKey);
  return candidates.find((p) => p.groups.includes(type)) ?? candidates[0];
}

/**
 * The saving rules of DOMAIN.md §1.2 and §1.1: permissions fit the role type, sub-permissions come
 * with their parent, one choice per radio label, no margin of error under product segregation, and
 * producers say how they hold product.
 */
export function checkRole(
  input: Pick<TRoleInput, 'type' | 'permissions' | 'isRawMaterialExtractor' | 'chainOfCustody' | 'seasonStartDate' | 'seasonDuration'> &
    Partial<Pick<TRoleInput, 'attributes'>>,
): {
  keys: string[];
  violations: TRuleViolation[];
} {
  const violations: TRuleViolation[] = [];
  const definitions: TPermissionDefinition[] = [];
  for (const requested of new Set(input.permissions)) {
    const definition = resolvePermissionKey(requested, input.type);
    if (!definition) violations.push({ path: 'permissions', key: 'roles.unknownPermission', params: { permission: requested } });
    else definitions.push(definition);
  }
  const keys = new Set(definitions.map((d) => d.key));
  for (const definition of definitions) {
    if (!definition.groups.includes(input.type)) {
      violations.push({
        path: 'permissions',
        key: 'roles.permissionNotForType',
        params: { permission: definition.action, type: input.type },
      });
    }
    if (definition.parentKey && !keys.has(definition.parentKey)) {
      violations.push({
        path: 'permissions',
        key: 'roles.subPermissionNeedsParent',
        params: { permission: definition.action, parent: definition.parentKey },
      });
    }
  }
  const radioChoices = new Map<string, string[]>();
  for (const definition of definitions.filter((d) => d.label && d.parentKey)) {
    const group = `${definition.parentKey}:${definition.label}`;
    radioChoices.set(group, [...(radioChoices.get(group) ?? []), definition.action]);
  }
  for (const [group, actions] of radioChoices) {
    if (actions.length > 1) {
      violations.push({
        path: 'permissions',
        key: 'roles.oneChoicePerGroup',
        params: { group: group.split(':')[1] ?? group, permissions: actions.join(', ') },
      });
    }
  }
  if (input.type === 'Producer') {
    if (input.isRawMaterialExtractor === undefined) {
      violations.push({ path: 'isRawMaterialExtractor', key: 'validation.required', params: { field: 'isRawMaterialExtractor' } });
    } else if (input.isRawMaterialExtractor) {
      if (!input.seasonStartDate)
        violations.push({ path: 'seasonStartDate', key: 'validation.required', params: { field: 'seasonStartDate' } });
      if (!input.seasonDuration)
        violations.push({ path: 'seasonDuration', key: 'validation.required', params: { field: 'seasonDuration' } });
    } else if (!input.chainOfCustody) {
      violations.push({ path: 'chainOfCustody', key: 'validation.required', params: { field: 'chainOfCustody' } });
    }
    const segregated: TChainOfCustody | undefined = input.isRawMaterialExtractor ? undefined : input.chainOfCustody;
    if (segregated === 'Product Segregation' && definitions.some((d) => d.action === 'VIEW_MARGIN_OF_ERROR')) {
      violations.push({ path: 'permissions', key: 'roles.noMarginOfErrorWithSegregation' });
    }
  }
  if (input.attributes !== undefined) violations.push(...checkRoleAttributes(input, input.attributes));
  return { keys: [...keys], violations };
}

export const ZRole = z
  .object({
    id: z.uuid(),
    code: z.string().nullable(),
    name: z.string(),
    nameTranslations: ZRoleNameTranslations,
    type: z.enum(ROLE_TYPES),
    icon: z.string(),
    facilityTypeId: z.number().int().nullable(),
    isRawMaterialExtractor: z.boolean(),
    chainOfCustody: z.enum(CHAINS_OF_CUSTODY).nullable(),
    seasonStartDate: z.string().nullable(),
    seasonDuration: z.number().int().nullable(),
    permissions: z.array(z.string()),
    userCount: z.number().int(),
    /** The identifier systems the role's attributes belong to (additional attributes excluded). */
    identifierSystems: z.array(z.enum(IDENTIFIER_SYSTEMS)),
    attributes: z.array(ZRoleAttribute),
  })
  .meta({ id: 'Role' });
export type TRole = z.infer<typeof ZRole>;

/** A role whose facilities' profiles an administrator completes; its facilities form facility (farm) groups. */
export const ZAdministratorCompletedRole = z.object({
  id: z.uuid(),
  name: z.string(),
  nameTranslations: ZRoleNameTranslations,
  facilityTypeId: z.number().int().nullable(),
});
export type TAdministratorCompletedRole = z.infer<typeof ZAdministratorCompletedRole>;

export const ZPermissionNode = z
  .object({
    key: z.string(),
    action: z.string(),
    name: z.string(),
    label: z.string().nullable(),
    groups: z.array(z.enum(ROLE_TYPES)),
    groupType: z.string(),
    category: z.string(),
    subPermissions: z.array(
      z.object({
        key: z.string(),
        action: z.string(),
        name: z.string(),
        label: z.string().nullable(),
        groups: z.array(z.enum(ROLE_TYPES)),
      }),
    ),
  })
  .meta({ id: 'PermissionNode' });
export type TPermissionNode = z.infer<typeof ZPermissionNode>;

export function permissionTree(): TPermissionNode[] {
  return PERMISSION_CATALOGUE.filter((p) => !p.parentKey).map((parent) => ({
    key: parent.key,
    action: parent.action,
    name: parent.name,
    label: parent.label ?? null,
    groups: [...parent.groups],
    groupType: parent.groupType,
    category: parent.category,
    subPermissions: PERMISSION_CATALOGUE.filter((p) => p.parentKey === parent.key).map((child) => ({
      key: child.key,
      action: child.action,
      name: child.name,
      label: child.label ?? null,
      groups: [...child.groups],
    })),
  }));
}
