import {
  ROLE_ICONS,
  type TChainOfCustody,
  type TIdentifierSystem,
  type TRoleAttributeCategory,
  type TRoleIcon,
  type TRoleType,
} from '@opentrace/domain';

const TYPE_KEYS = {
  Producer: 'roleSetup.types.producer',
  Assessor: 'roleSetup.types.assessor',
  Administrator: 'roleSetup.types.administrator',
  Brand: 'roleSetup.types.brand',
  'API user': 'roleSetup.types.apiUser',
} as const satisfies Record<TRoleType, string>;

const CHAIN_KEYS = {
  'Product Segregation': 'roleSetup.chainOfCustody.productSegregation',
  'Mass balance': 'roleSetup.chainOfCustody.massBalance',
} as const satisfies Record<TChainOfCustody, string>;

/** Translation keys of the values the API speaks in English identifiers. */
export const roleTypeKey = (type: TRoleType) => TYPE_KEYS[type];
export const chainOfCustodyKey = (chain: TChainOfCustody) => CHAIN_KEYS[chain];
export const identifierSystemKey = (system: TIdentifierSystem) => `roleSetup.systems.${system}` as const;
export const attributeCategoryKey = (category: TRoleAttributeCategory) => `roleSetup.categories.${category}` as const;

/** Icons are stored as text; one outside the set (older data) is shown by its stored name. */
export const roleIconKey = (icon: string) =>
  (ROLE_ICONS as readonly string[]).includes(icon) ? (`roleSetup.icons.${icon as TRoleIcon}` as const) : null;
