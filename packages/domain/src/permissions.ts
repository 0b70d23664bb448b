import type { TRoleType } from './roles/roles.ts';

export const PERMISSION_GROUP_TYPES = ['RADIO_GROUP', 'RADIO_MULTIPLE_GROUP', 'CHECKBOX_GROUP', 'CHECKBOX'] as const;
export type TPermissionGroupType = (typeof PERMISSION_GROUP_TYPES)[number];

export const PERMISSION_CATEGORIES = ['LABOR_RISK', 'PRODUCT_TRACING', 'OTHERS'] as const;
export type TPermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export interface TPermissionDefinition {
  /** Unique within the catalogue: the action, or `PARENT.ACTION` for a sub-permission. */
  key: string;
  action: string;
  name: string;
  /** Radio groups allow one sub-permission per label. */
  label?: string;
  groups: readonly TRoleType[];
  groupType: TPermissionGroupType;
  category: TPermissionCategory;
  parentKey?: string;
}

const P: TRoleType = 'Producer';
const A: TRoleType = 'Assessor';
const ADM: TRoleType = 'Administrator';
const B: TRoleType = 'Brand';
const API: TRoleType = 'API user';

type Node = Omit<TPermissionDefinition, 'key' | 'parentKey' | 'groupType' | 'category'> & {
  groupType?: TPermissionGroupType;
  category?: TPermissionCategory;
  children?: Node[];
};

const leaf = (action: string, name: string, groups: TRoleType[], label?: string): Node => ({
  action,
  name,
  groups,
  ...(label ? { label } : {}),
});

/** The two-level permission tree of DOMAIN.md §1.2 (the cotton pilot's role matrix uses it as is). */
const TREE: Node[] = [
  {
    action: 'ONBOARDING',
    name: 'Onboarding',
    groups: [P, A, ADM, B],
    groupType: 'RADIO_MULTIPLE_GROUP',
    category: 'OTHERS',
    children: [
      leaf('COMPLETE_OWN_PROFILE', 'Complete own profile', [P, A, B], 'PROFILE'),
      leaf('ADMINISTRATOR_COMPLETES_PROFILE', 'Administrator completes profile', [P], 'PROFILE'),
      leaf('COMPLETE_OWN_SAQ', 'Self assessment questionnaire', [P], 'ASSESSMENT'),
      leaf('ADMINISTRATOR_COMPLETES_SAQ', 'Administrator completes assessments', [P], 'ASSESSMENT'),
      leaf('NO_SAQ', 'No assessments', [P, A, B], 'ASSESSMENT'),
    ],
  },
  { action: 'INVITE_PARTNERS', name: 'Invite partners', groups: [P], category: 'PRODUCT_TRACING' },
  {
    action: 'LOG_PURCHASE',
    name: 'Log purchase',
    groups: [P],
    category: 'PRODUCT_TRACING',
    children: [
      leaf('INPUT_PRODUCT_ID_IN_PURCHASE', 'Input product ID', [P]),
      leaf('SCAN_QR_CODE_IN_PURCHASE', 'Scan QR code', [P]),
      leaf('MANUALLY_DEFINE_NEW_PRODUCT', 'Manually define new product', [P]),
      leaf('ALLOW_PURCHASE_INTERMEDIARIES', 'Allow purchase from intermediaries', [P]),
    ],
  },
  {
    action: 'LOG_TRANSFORMATIONS',
    name: 'Log transformations',
    groups: [P],
    category: 'PRODUCT_TRACING',
    children: [
      leaf('ASSIGN_PRODUCT_ID', 'Assign product ID', [P]),
      leaf('ASSIGN_QR_CODE', 'Assign QR code', [P]),
      leaf('ASSIGN_DNA', 'Assign DNA identifier', [P]),
    ],
  },
  {
    action: 'LOG_SALE',
    name: 'Log sale',
    groups: [P],
    category: 'PRODUCT_TRACING',
    children: [
      leaf('INPUT_PRODUCT_ID_IN_SALE', 'Input product ID', [P]),
      leaf('SCAN_QR_CODE_IN_SALE', 'Scan QR code', [P]),
      leaf('ALLOW_SALE_INTERMEDIARIES', 'Allow sale to intermediaries', [P]),
    ],
  },
  { action: 'LOG_BY_PRODUCT', name: 'Log by-product', groups: [P], category: 'PRODUCT_TRACING' },
  {
    action: 'LOG_TRANSPORT',
    name: 'Log transport',
    groups: [P],
    category: 'PRODUCT_TRACING',
    children: [leaf('INPUT_PRODUCT_ID_IN_TRANSPORT', 'Input product ID', [P]), leaf('SCAN_QR_CODE_IN_TRANSPORT', 'Scan QR code', [P])],
  },
  { action: 'VIEW_HISTORY', name: 'View history', groups: [P], category: 'PRODUCT_TRACING' },
  {
    action: 'VIEW_MARGIN_OF_ERROR',
    name: 'View margin of error',
    groups: [P],
    category: 'PRODUCT_TRACING',
  },
  {
    action: 'VIEW_SUPPLIER_RISK_ASSESSMENT',
    name: 'View supplier risk assessment',
    groups: [P],
    category: 'LABOR_RISK',
  },
  { action: 'TRACE_PRODUCT', name: 'Trace product', groups: [P, ADM, B], category: 'PRODUCT_TRACING' },
  {
    action: 'CAP',
    name: 'Improvement plan',
    groups: [P, B],
    category: 'LABOR_RISK',
    children: [leaf('ASSIGN_CAP', 'Assign improvement plan', [P, B]), leaf('VIEW_CAP', 'View improvement plan', [P, B])],
  },
  {
    action: 'SUBMIT_REPORTS',
    name: 'Submit incident reports',
    groups: [A],
    category: 'LABOR_RISK',
    children: [leaf('PROACTIVE_ASSESSMENTS', 'Proactive assessments', [A]), leaf('REACTIVE_ASSESSMENTS', 'Reactive assessments', [A])],
  },
  {
    action: 'VIEW_REPORTS',
    name: 'View incident reports',
    groups: [A],
    groupType: 'RADIO_GROUP',
    category: 'LABOR_RISK',
    children: [
      leaf('VIEW_ONLY_MY_REPORTS', 'View only my reports', [A], 'REPORTS'),
      leaf('VIEW_ALL_REPORTS', 'View all reports', [A], 'REPORTS'),
    ],
  },
  {
    action: 'DNA',
    name: 'DNA',
    groups: [ADM],
    category: 'PRODUCT_TRACING',
    children: [leaf('VIEW_DNA_TEST_RESULTS', 'View DNA test results', [ADM]), leaf('LOG_DNA_TEST_RESULTS', 'Log DNA test results', [ADM])],
  },
  { action: 'GENERATE_QR_CODES', name: 'Generate QR codes', groups: [ADM], category: 'PRODUCT_TRACING' },
  {
    action: 'SUBMIT_GRIEVANCE_REPORTS',
    name: 'Submit incident reports',
    groups: [ADM],
    category: 'LABOR_RISK',
    children: [
      leaf('SUBMIT_ASSESSMENTS', 'Submit assessments', [ADM]),
      leaf('REFER_REPORT_FOR_FOLLOW_UP', 'Refer report for follow up', [ADM]),
    ],
  },
  {
    action: 'USER_MANAGEMENT',
    name: 'User management',
    groups: [ADM],
    category: 'OTHERS',
    children: [leaf('VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT', 'View supplier risk assessment', [ADM])],
  },
  {
    action: 'SUPPLIER_MANAGEMENT',
    name: 'Supplier management',
    groups: [B],
    category: 'LABOR_RISK',
    children: [
      leaf('VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT', 'View supplier risk assessment', [B]),
      leaf('INVITE_PARTNERS', 'Invite partners', [B]),
    ],
  },
  {
    action: 'SUBMIT_INCIDENT_REPORT_VIA_API',
    name: 'Submit incident report via API',
    groups: [API],
    category: 'LABOR_RISK',
    children: [
      leaf('PROACTIVE_ASSESSMENTS_VIA_API', 'Proactive assessments via API', [API]),
      leaf('REACTIVE_ASSESSMENTS_VIA_API', 'Reactive assessments via API', [API]),
    ],
  },
  {
    action: 'GET_INCIDENT_REPORT_VIA_API',
    name: 'Get incident reports via API',
    groups: [API],
    category: 'LABOR_RISK',
  },
  { action: 'CREATE_NEW_RISK_INDEX', name: 'Create new risk index', groups: [API], category: 'LABOR_RISK' },
  {
    action: 'EDIT_EXISTING_RISK_INDEX',
    name: 'Edit existing risk index',
    groups: [API],
    category: 'LABOR_RISK',
  },
  {
    action: 'CREATE_NEW_INDICATOR_LIST',
    name: 'Create new indicator list',
    groups: [API],
    category: 'LABOR_RISK',
  },
  {
    action: 'EDIT_EXISTING_INDICATOR_LIST',
    name: 'Edit existing indicator list',
    groups: [API],
    category: 'LABOR_RISK',
  },
];

function flatten(nodes: Node[]): TPermissionDefinition[] {
  return nodes.flatMap((node) => {
    const { children = [], ...rest } = node;
    const parent: TPermissionDefinition = {
      ...rest,
      key: node.action,
      groupType: node.groupType ?? (children.length > 0 ? 'CHECKBOX_GROUP' : 'CHECKBOX'),
      category: node.category ?? 'OTHERS',
    };
    const subs = children.map((child): TPermissionDefinition => ({
      action: child.action,
      name: child.name,
      groups: child.groups,
      ...(child.label ? { label: child.label } : {}),
      key: `${node.action}.${child.action}`,
      parentKey: node.action,
      groupType: 'CHECKBOX',
      category: parent.category,
    }));
    return [parent, ...subs];
  });
}

export const PERMISSION_CATALOGUE: readonly TPermissionDefinition[] = flatten(TREE);

/** The shape a signed-in user carries: top-level actions with their held sub-permissions. */
export interface TGrantedPermission {
  action: string;
  subPermissions: { action: string }[];
}

/** A permission is held when the action matches at top level or among the sub-permissions. */
export function can(user: { permissions: readonly TGrantedPermission[] } | null | undefined, action: string): boolean {
  if (!user) return false;
  return user.permissions.some(
    (permission) => permission.action === action || permission.subPermissions.some((sub) => sub.action === action),
  );
}

/** Groups a flat list of catalogue keys into the granted shape, in catalogue order (subs nested). */
export function toGrantedPermissions(keys: Iterable<string>): TGrantedPermission[] {
  const wanted = new Set(keys);
  const granted = new Map<string, TGrantedPermission>();
  const held = PERMISSION_CATALOGUE.filter((definition) => wanted.has(definition.key));
  for (const definition of held.filter((d) => !d.parentKey)) {
    granted.set(definition.key, { action: definition.action, subPermissions: [] });
  }
  for (const definition of held.filter((d) => d.parentKey)) {
    granted.get(definition.parentKey as string)?.subPermissions.push({ action: definition.action });
  }
  return [...granted.values()];
}
