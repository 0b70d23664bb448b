import {
  checkRole,
  checkRoleAttributes,
  DEFAULT_ROLE_ICON,
  EXTERNAL_IDENTIFIER_SYSTEMS,
  identifierSystemsOf,
  presetAttributes,
  roleNameTranslationsOf,
  translateMessage,
  type TChainOfCustody,
  type TIdentifierSystem,
  type TLanguage,
  type TMessageKey,
  type TPermissionNode,
  type TRole,
  type TRoleAttributeCategory,
  type TRoleAttributeInput,
  type TRoleIcon,
  type TRoleInput,
  type TRoleNameTranslations,
  type TRoleType,
  type TRuleViolation,
} from '@opentrace/domain';

/** The steps of the role modal (DOMAIN.md §2.1 step 3); only producers have the attribute steps. */
export const ROLE_FORM_STEPS = ['info', 'permissions', 'identifierSystem', 'additionalAttributes', 'attributeSettings'] as const;
export type TRoleFormStep = (typeof ROLE_FORM_STEPS)[number];

export type TExternalIdentifierSystem = Exclude<TIdentifierSystem, 'ADDITIONAL_ATTRIBUTE'>;

export interface TAttributeDraft {
  /** Stable React key, also for attributes not saved yet. */
  key: string;
  id?: string;
  identifierSystem: TIdentifierSystem;
  name: string;
  nameTranslations: Partial<Record<TLanguage, string>>;
  category: TRoleAttributeCategory;
  options: { value: string; translations: Partial<Record<TLanguage, string>> }[];
  isOptional: boolean;
}

export interface TRoleFormValues {
  name: string;
  /** The name French and Urdu readers see; an empty box leaves them the name above. */
  nameTranslations: TRoleNameTranslations;
  type: TRoleType | null;
  icon: TRoleIcon;
  isRawMaterialExtractor: boolean | null;
  chainOfCustody: TChainOfCustody | null;
  seasonStartDate: string;
  seasonDuration: number | null;
  /** Permission catalogue keys (`LOG_PURCHASE.ALLOW_PURCHASE_INTERMEDIARIES`). */
  permissions: string[];
  attributes: TAttributeDraft[];
}

/** A problem shown in the form: on a field of the info step, or as a message of a step. */
export interface TFormProblem {
  step: TRoleFormStep;
  path: string;
  message: string;
}

let draftCount = 0;
const nextKey = () => `draft-${(draftCount += 1)}`;

export const EMPTY_ROLE_FORM: TRoleFormValues = {
  name: '',
  nameTranslations: {},
  type: null,
  icon: DEFAULT_ROLE_ICON,
  isRawMaterialExtractor: null,
  chainOfCustody: null,
  seasonStartDate: '',
  seasonDuration: null,
  permissions: [],
  attributes: [],
};

export function stepsFor(type: TRoleType | null): readonly TRoleFormStep[] {
  return type === 'Producer' ? ROLE_FORM_STEPS : ROLE_FORM_STEPS.slice(0, 2);
}

export function roleFormFromRole(role: TRole): TRoleFormValues {
  return {
    name: role.name,
    nameTranslations: { ...role.nameTranslations },
    type: role.type,
    icon: role.icon as TRoleIcon,
    isRawMaterialExtractor: role.type === 'Producer' ? role.isRawMaterialExtractor : null,
    chainOfCustody: role.chainOfCustody,
    seasonStartDate: role.seasonStartDate ?? '',
    seasonDuration: role.seasonDuration,
    permissions: [...role.permissions],
    attributes: role.attributes.map((attribute) => ({ ...attribute, key: attribute.id })),
  };
}

function toAttributeInput(draft: TAttributeDraft): TRoleAttributeInput {
  return {
    ...(draft.id ? { id: draft.id } : {}),
    identifierSystem: draft.identifierSystem,
    name: draft.name.trim(),
    nameTranslations: draft.nameTranslations,
    category: draft.category,
    options: draft.category === 'LIST' ? draft.options : [],
    isOptional: draft.isOptional,
  };
}

/** The request body: only what the chosen type and extractor answer call for. */
export function toRoleInput(values: TRoleFormValues): TRoleInput {
  const type = values.type ?? 'Producer';
  const producer = type === 'Producer';
  const extractor = producer && values.isRawMaterialExtractor === true;
  return {
    name: values.name.trim(),
    nameTranslations: roleNameTranslationsOf(values.nameTranslations),
    type,
    icon: values.icon,
    permissions: values.permissions,
    ...(producer && values.isRawMaterialExtractor !== null ? { isRawMaterialExtractor: values.isRawMaterialExtractor } : {}),
    ...(producer && !extractor && values.chainOfCustody ? { chainOfCustody: values.chainOfCustody } : {}),
    ...(extractor && values.seasonStartDate ? { seasonStartDate: values.seasonStartDate.trim() } : {}),
    ...(extractor && values.seasonDuration !== null ? { seasonDuration: values.seasonDuration } : {}),
    attributes: producer ? values.attributes.map(toAttributeInput) : [],
  };
}

/** Which step shows a server or rule message, from the field path it names. */
export function stepOfPath(path: string): TRoleFormStep {
  if (path === 'permissions' || path.startsWith('permissions.')) return 'permissions';
  if (path === 'attributes') return 'identifierSystem';
  if (/^attributes\.\d+\.(name|options|category|nameTranslations)/.test(path)) return 'additionalAttributes';
  if (path.startsWith('attributes.')) return 'attributeSettings';
  return 'info';
}

const DATE_PATTERN = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;

/**
 * The problems of one step, worded exactly as the API words them (the same rules from
 * `@opentrace/domain`, the same message catalogue), so the form never lets through what the
 * server would refuse. `fieldLabels` names fields in the user's language for the generic messages.
 */
export function problemsOfStep(
  step: TRoleFormStep,
  values: TRoleFormValues,
  language: TLanguage,
  fieldLabels: Record<string, string>,
): TFormProblem[] {
  const say = (violation: TRuleViolation) => {
    const field = violation.params?.field;
    const params = field ? { ...violation.params, field: fieldLabels[field] ?? field } : violation.params;
    return { step: stepOfPath(violation.path), path: violation.path, message: translateMessage(language, violation.key, params) };
  };
  const simple = (path: string, key: TMessageKey, params: Record<string, string | number>) => ({
    step,
    path,
    message: translateMessage(language, key, params),
  });
  const type = values.type;
  if (step === 'info') {
    const problems: TFormProblem[] = [];
    const name = values.name.trim();
    if (name === '') problems.push(simple('name', 'validation.required', { field: fieldLabels.name ?? 'name' }));
    else if (name.length > 255) problems.push(simple('name', 'validation.tooLong', { field: fieldLabels.name ?? 'name', max: 255 }));
    if (type === null) return [...problems, simple('type', 'validation.required', { field: fieldLabels.type ?? 'type' })];
    const input = toRoleInput(values);
    if (input.seasonStartDate && !DATE_PATTERN.test(input.seasonStartDate)) problems.push(simple('seasonStartDate', 'validation.date', {}));
    const infoRules = checkRole({ ...input, permissions: [], attributes: undefined }).violations.filter(
      (v) => stepOfPath(v.path) === 'info',
    );
    return [...problems, ...infoRules.map(say)];
  }
  if (type === null) return [];
  const input = toRoleInput(values);
  if (step === 'permissions')
    return checkRole({ ...input, attributes: undefined })
      .violations.filter((v) => v.path === 'permissions')
      .map(say);
  const attributeRules = checkRoleAttributes(input, input.attributes ?? []).map(say);
  return attributeRules.filter((problem) => problem.step === step);
}

// Seasons (configure step)

export const SEASON_FIELDS = ['seasonStartDate', 'seasonDuration'] as const;
export type TSeasonField = (typeof SEASON_FIELDS)[number];
export type TSeasonValues = Pick<TRoleFormValues, TSeasonField>;

/** Only raw-material extractors have a season (DOMAIN.md §2.1 step 3). */
export const hasSeason = (role: TRole) => role.type === 'Producer' && role.isRawMaterialExtractor;

/** The edit request that changes only the season; without attributes, the role keeps its own. */
export function seasonInput(role: TRole, season: TSeasonValues): TRoleInput {
  return { ...toRoleInput({ ...roleFormFromRole(role), ...season }), attributes: undefined };
}

/** The season's problems by field, worded as the role form (and the API) words them. */
export function seasonProblems(
  role: TRole,
  season: TSeasonValues,
  language: TLanguage,
  fieldLabels: Record<string, string>,
): Partial<Record<TSeasonField, string>> {
  const problems: Partial<Record<TSeasonField, string>> = {};
  for (const problem of problemsOfStep('info', { ...roleFormFromRole(role), ...season }, language, fieldLabels)) {
    const field = SEASON_FIELDS.find((name) => name === problem.path);
    if (field) problems[field] ??= problem.message;
  }
  return problems;
}

// Permissions

/** The permission tree of one role type: parents and sub-permissions the type may hold. */
export function treeForType(tree: readonly TPermissionNode[], type: TRoleType): TPermissionNode[] {
  return tree
    .filter((node) => node.groups.includes(type))
    .map((node) => ({ ...node, subPermissions: node.subPermissions.filter((child) => child.groups.includes(type)) }));
}

/** Ticks or unticks a parent permission; a parent taken away takes its sub-permissions along. */
export function toggleParent(permissions: readonly string[], parent: TPermissionNode, checked: boolean): string[] {
  const childKeys = new Set(parent.subPermissions.map((child) => child.key));
  const rest = permissions.filter((key) => key !== parent.key && !childKeys.has(key));
  return checked ? [...rest, parent.key] : rest;
}

/** Ticks a sub-permission (with its parent), or unticks it; within a radio label the choice replaces the previous one. */
export function toggleChild(permissions: readonly string[], parent: TPermissionNode, childKey: string, checked: boolean): string[] {
  const child = parent.subPermissions.find((candidate) => candidate.key === childKey);
  if (!child) return [...permissions];
  if (!checked) return permissions.filter((key) => key !== childKey);
  const sameRadio = child.label
    ? new Set(parent.subPermissions.filter((candidate) => candidate.label === child.label).map((candidate) => candidate.key))
    : new Set<string>();
  const kept = permissions.filter((key) => !sameRadio.has(key) && key !== childKey);
  return [...(kept.includes(parent.key) ? kept : [...kept, parent.key]), childKey];
}

/** Keeps only permissions the new type may hold, so changing the type never leaves a hidden grant. */
export function permissionsForType(permissions: readonly string[], tree: readonly TPermissionNode[], type: TRoleType): string[] {
  const allowed = new Set(treeForType(tree, type).flatMap((node) => [node.key, ...node.subPermissions.map((child) => child.key)]));
  return permissions.filter((key) => allowed.has(key));
}

// Attributes

export function systemsOf(values: TRoleFormValues): TExternalIdentifierSystem[] {
  return identifierSystemsOf(values.attributes) as TExternalIdentifierSystem[];
}

/** Choosing a system adds its preset columns; dropping it removes every attribute of that system. */
export function setIdentifierSystem(
  attributes: readonly TAttributeDraft[],
  system: TExternalIdentifierSystem,
  chosen: boolean,
): TAttributeDraft[] {
  const without = attributes.filter((attribute) => attribute.identifierSystem !== system);
  if (!chosen) return without;
  const added = presetAttributes(system).map((preset) => ({ ...preset, key: nextKey() }));
  const firstAdditional = without.findIndex((attribute) => attribute.identifierSystem === 'ADDITIONAL_ATTRIBUTE');
  const at = firstAdditional === -1 ? without.length : firstAdditional;
  return [...without.slice(0, at), ...added, ...without.slice(at)];
}

export function newAdditionalAttribute(): TAttributeDraft {
  return {
    key: nextKey(),
    identifierSystem: 'ADDITIONAL_ATTRIBUTE',
    name: '',
    nameTranslations: {},
    category: 'TEXT',
    options: [],
    isOptional: true,
  };
}

/** Moves an attribute one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveAttribute(attributes: readonly TAttributeDraft[], index: number, by: -1 | 1): TAttributeDraft[] {
  const target = index + by;
  if (index < 0 || index >= attributes.length || target < 0 || target >= attributes.length) return [...attributes];
  const next = [...attributes];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export const EXTERNAL_SYSTEMS = EXTERNAL_IDENTIFIER_SYSTEMS as readonly TExternalIdentifierSystem[];
