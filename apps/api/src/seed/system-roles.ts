import type { TChainOfCustody, TFacilityTypeCode, TRoleNameTranslations, TRoleType, TSystemRoleCode } from '@opentrace/domain';

export interface SystemRoleSeed {
  code: TSystemRoleCode;
  name: string;
  nameTranslations: Required<TRoleNameTranslations>;
  type: TRoleType;
  facilityTypeCode?: TFacilityTypeCode;
  icon: string;
  chainOfCustody?: TChainOfCustody;
  isRawMaterialExtractor?: boolean;
  /** Catalogue keys (`ACTION` or `PARENT.ACTION`). */
  permissions: string[];
}

const ownProfile = ['ONBOARDING', 'ONBOARDING.COMPLETE_OWN_PROFILE'];
const noSaq = ['ONBOARDING.NO_SAQ'];
const ownSaq = ['ONBOARDING.COMPLETE_OWN_SAQ'];
const administratorCompletes = ['ONBOARDING', 'ONBOARDING.ADMINISTRATOR_COMPLETES_PROFILE', 'ONBOARDING.ADMINISTRATOR_COMPLETES_SAQ'];
const sub = (parent: string, ...children: string[]) => [parent, ...children.map((c) => `${parent}.${c}`)];

/**
 * The roles the code names, with the permissions of the cotton pilot's role matrix
 * (reference/cotton/roles_and_perms.xlsx) where the role appears there.
 */
export const SYSTEM_ROLES: SystemRoleSeed[] = [
  {
    code: 'SUPER_ADMIN',
    name: 'Super Admin',
    nameTranslations: { fr: 'Super administrateur', ur: 'سپر ایڈمن' },
    type: 'Administrator',
    icon: 'ShieldStar',
    permissions: ['USER_MANAGEMENT'],
  },
  {
    code: 'ADMIN',
    name: 'Admin',
    nameTranslations: { fr: 'Administrateur', ur: 'ایڈمن' },
    type: 'Administrator',
    icon: 'Shield',
    permissions: [
      'ONBOARDING',
      ...sub('DNA', 'VIEW_DNA_TEST_RESULTS', 'LOG_DNA_TEST_RESULTS'),
      'GENERATE_QR_CODES',
      ...sub('SUBMIT_GRIEVANCE_REPORTS', 'SUBMIT_ASSESSMENTS', 'REFER_REPORT_FOR_FOLLOW_UP'),
      ...sub('USER_MANAGEMENT', 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_USER_MANAGEMENT'),
    ],
  },
  {
    code: 'FARM',
    name: 'Farm',
    nameTranslations: { fr: 'Exploitation agricole', ur: 'فارم' },
    type: 'Producer',
    facilityTypeCode: 'FARM',
    icon: 'Plant',
    isRawMaterialExtractor: true,
    permissions: administratorCompletes,
  },
  {
    code: 'FARM_GROUP',
    name: 'Farm Group',
    nameTranslations: { fr: 'Groupe d’exploitations', ur: 'فارم گروپ' },
    type: 'Producer',
    facilityTypeCode: 'FARM_GROUP',
    icon: 'Farm',
    isRawMaterialExtractor: true,
    permissions: administratorCompletes,
  },
  {
    code: 'GINNER',
    name: 'Ginner',
    nameTranslations: { fr: 'Égreneur', ur: 'جنر' },
    type: 'Producer',
    facilityTypeCode: 'GINNER',
    icon: 'Factory',
    chainOfCustody: 'Mass balance',
    permissions: [
      ...ownProfile,
      ...ownSaq,
      'INVITE_PARTNERS',
      ...sub('LOG_PURCHASE', 'MANUALLY_DEFINE_NEW_PRODUCT', 'ALLOW_PURCHASE_INTERMEDIARIES'),
      ...sub('LOG_TRANSFORMATIONS', 'ASSIGN_PRODUCT_ID', 'ASSIGN_QR_CODE', 'ASSIGN_DNA'),
      ...sub('LOG_SALE', 'INPUT_PRODUCT_ID_IN_SALE', 'SCAN_QR_CODE_IN_SALE', 'ALLOW_SALE_INTERMEDIARIES'),
      'LOG_BY_PRODUCT',
      ...sub('LOG_TRANSPORT', 'INPUT_PRODUCT_ID_IN_TRANSPORT', 'SCAN_QR_CODE_IN_TRANSPORT'),
      'VIEW_HISTORY',
      ...sub('CAP', 'VIEW_CAP'),
    ],
  },
  {
    code: 'SPINNER',
    name: 'Spinner',
    nameTranslations: { fr: 'Filateur', ur: 'اسپنر' },
    type: 'Producer',
    facilityTypeCode: 'SPINNER',
    icon: 'Spool',
    chainOfCustody: 'Mass balance',
    permissions: [
      ...ownProfile,
      ...ownSaq,
      'INVITE_PARTNERS',
      ...sub(
        'LOG_PURCHASE',
        'INPUT_PRODUCT_ID_IN_PURCHASE',
        'SCAN_QR_CODE_IN_PURCHASE',
        'MANUALLY_DEFINE_NEW_PRODUCT',
        'ALLOW_PURCHASE_INTERMEDIARIES',
      ),
      ...sub('LOG_TRANSFORMATIONS', 'ASSIGN_PRODUCT_ID', 'ASSIGN_DNA'),
      ...sub('LOG_SALE', 'INPUT_PRODUCT_ID_IN_SALE', 'ALLOW_SALE_INTERMEDIARIES'),
      'LOG_BY_PRODUCT',
      ...sub('LOG_TRANSPORT', 'INPUT_PRODUCT_ID_IN_TRANSPORT'),
      'VIEW_HISTORY',
      'VIEW_MARGIN_OF_ERROR',
      'VIEW_SUPPLIER_RISK_ASSESSMENT',
      'TRACE_PRODUCT',
      ...sub('CAP', 'ASSIGN_CAP', 'VIEW_CAP'),
    ],
  },
  {
    code: 'MILL',
    name: 'Mill',
    nameTranslations: { fr: 'Usine textile', ur: 'مل' },
    type: 'Producer',
    facilityTypeCode: 'MILL',
    icon: 'Scissors',
    chainOfCustody: 'Mass balance',
    permissions: [
      ...ownProfile,
      ...ownSaq,
      'INVITE_PARTNERS',
      ...sub('LOG_PURCHASE', 'INPUT_PRODUCT_ID_IN_PURCHASE', 'ALLOW_PURCHASE_INTERMEDIARIES'),
      ...sub('LOG_TRANSFORMATIONS', 'ASSIGN_PRODUCT_ID', 'ASSIGN_DNA'),
      ...sub('LOG_SALE', 'INPUT_PRODUCT_ID_IN_SALE', 'ALLOW_SALE_INTERMEDIARIES'),
      ...sub('LOG_TRANSPORT', 'INPUT_PRODUCT_ID_IN_TRANSPORT'),
      'VIEW_HISTORY',
      'VIEW_MARGIN_OF_ERROR',
      ...sub('CAP', 'VIEW_CAP'),
    ],
  },
  {
    code: 'FINAL_PRODUCT_ASSEMBLY',
    name: 'Final Product Assembly',
    nameTranslations: { fr: 'Assemblage du produit fini', ur: 'حتمی پروڈکٹ اسمبلی' },
    type: 'Producer',
    facilityTypeCode: 'FINAL_PRODUCT_ASSEMBLY',
    icon: 'TShirt',
    chainOfCustody: 'Mass balance',
    permissions: [
      ...ownProfile,
      ...noSaq,
      'INVITE_PARTNERS',
      ...sub('LOG_PURCHASE', 'INPUT_PRODUCT_ID_IN_PURCHASE'),
      ...sub('LOG_TRANSFORMATIONS', 'ASSIGN_PRODUCT_ID', 'ASSIGN_DNA'),
      'LOG_BY_PRODUCT',
      'VIEW_HISTORY',
      'VIEW_MARGIN_OF_ERROR',
      ...sub('CAP', 'VIEW_CAP'),
    ],
  },
  {
    code: 'BROKER',
    name: 'Broker',
    nameTranslations: { fr: 'Courtier', ur: 'بروکر' },
    type: 'Producer',
    facilityTypeCode: 'BROKER',
    icon: 'Handshake',
    chainOfCustody: 'Product Segregation',
    permissions: [
      ...ownProfile,
      ...noSaq,
      ...sub('LOG_PURCHASE', 'INPUT_PRODUCT_ID_IN_PURCHASE'),
      ...sub('LOG_SALE', 'INPUT_PRODUCT_ID_IN_SALE'),
      'VIEW_HISTORY',
    ],
  },
  {
    code: 'TRANSPORTER',
    name: 'Transporter',
    nameTranslations: { fr: 'Transporteur', ur: 'ٹرانسپورٹر' },
    type: 'Producer',
    facilityTypeCode: 'TRANSPORTER',
    icon: 'Truck',
    chainOfCustody: 'Product Segregation',
    permissions: [...ownProfile, ...noSaq, ...sub('LOG_TRANSPORT', 'INPUT_PRODUCT_ID_IN_TRANSPORT'), 'VIEW_HISTORY'],
  },
  {
    code: 'SUPPLIER',
    name: 'Supplier',
    nameTranslations: { fr: 'Fournisseur', ur: 'سپلائر' },
    type: 'Producer',
    icon: 'Buildings',
    chainOfCustody: 'Product Segregation',
    permissions: [...ownProfile, ...noSaq, 'VIEW_HISTORY'],
  },
  {
    code: 'BRAND',
    name: 'Brand',
    nameTranslations: { fr: 'Marque', ur: 'برانڈ' },
    type: 'Brand',
    facilityTypeCode: 'BRAND',
    icon: 'Storefront',
    permissions: [
      ...ownProfile,
      ...noSaq,
      'TRACE_PRODUCT',
      ...sub('SUPPLIER_MANAGEMENT', 'VIEW_SUPPLIER_RISK_ASSESSMENT_IN_SUPPLIER_MANAGEMENT', 'INVITE_PARTNERS'),
      ...sub('CAP', 'ASSIGN_CAP', 'VIEW_CAP'),
    ],
  },
  {
    code: 'AUDITOR',
    name: 'Auditor',
    nameTranslations: { fr: 'Auditeur', ur: 'آڈیٹر' },
    type: 'Assessor',
    facilityTypeCode: 'AUDITOR',
    icon: 'ClipboardText',
    permissions: [
      ...ownProfile,
      ...noSaq,
      ...sub('SUBMIT_REPORTS', 'REACTIVE_ASSESSMENTS'),
      ...sub('VIEW_REPORTS', 'VIEW_ONLY_MY_REPORTS'),
    ],
  },
  ...(['FARM_MONITOR', 'FARM_MONITOR_WEB', 'HOTLINE_OPERATOR'] as const).map((code): SystemRoleSeed => ({
    code,
    name: { FARM_MONITOR: 'Farm Monitor', FARM_MONITOR_WEB: 'Farm Monitor (web)', HOTLINE_OPERATOR: 'Hotline Operator' }[code],
    nameTranslations: {
      FARM_MONITOR: { fr: 'Contrôleur d’exploitations', ur: 'فارم مانیٹر' },
      FARM_MONITOR_WEB: { fr: 'Contrôleur d’exploitations (web)', ur: 'فارم مانیٹر (ویب)' },
      HOTLINE_OPERATOR: { fr: 'Opérateur de la ligne d’assistance', ur: 'ہاٹ لائن آپریٹر' },
    }[code],
    type: 'Assessor',
    ...(code === 'FARM_MONITOR' ? { facilityTypeCode: 'FARM_MONITOR' as const } : {}),
    icon: code === 'HOTLINE_OPERATOR' ? 'Phone' : 'Binoculars',
    permissions: [
      ...ownProfile,
      ...noSaq,
      ...sub('SUBMIT_REPORTS', 'PROACTIVE_ASSESSMENTS', 'REACTIVE_ASSESSMENTS'),
      ...sub('VIEW_REPORTS', 'VIEW_ONLY_MY_REPORTS'),
    ],
  })),
  {
    code: 'API_USER',
    name: 'API user',
    nameTranslations: { fr: 'Utilisateur de l’API', ur: 'API صارف' },
    type: 'API user',
    icon: 'Code',
    permissions: [
      ...sub('SUBMIT_INCIDENT_REPORT_VIA_API', 'PROACTIVE_ASSESSMENTS_VIA_API', 'REACTIVE_ASSESSMENTS_VIA_API'),
      'GET_INCIDENT_REPORT_VIA_API',
      'CREATE_NEW_RISK_INDEX',
      'EDIT_EXISTING_RISK_INDEX',
      'CREATE_NEW_INDICATOR_LIST',
      'EDIT_EXISTING_INDICATOR_LIST',
    ],
  },
];
