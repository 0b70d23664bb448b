import { readFileSync } from 'node:fs';
import path from 'node:path';
import { presetAttributes, type TConfigurationBundle } from '@opentrace/domain';
import { SEED_DATA_DIR } from '../lib/paths.ts';

/**
 * The cotton pilot's configuration (DOMAIN.md §2.2) as the part of a configuration bundle that is
 * written by hand: profile, products, role changes, supply-chain map, calculated field and risk
 * weights. The indicator list and questionnaires come from the pilot's own files (see
 * demo-configuration.ts), imported the way an administrator would.
 */

type TTranslated = { fr: string; ur: string };

/** List values with their French and Urdu names, so every language reads the pilot's own words. */
const options = (values: Record<string, TTranslated>) => Object.entries(values).map(([value, translations]) => ({ value, translations }));
/** Currency codes read the same in every language. */
const untranslated = (...values: string[]) => values.map((value) => ({ value, translations: {} }));

/** Super and grades 1 to 5, for seed cotton (phutti) and for lint. */
const grades = (en: string, fr: string, ur: string) =>
  options(
    Object.fromEntries(
      ['Super', 'Grade 1', 'Grade 2', 'Grade 3', 'Grade 4', 'Grade 5'].map((grade, index) => [
        `${en} ${grade}`,
        { fr: index === 0 ? `${fr} Super` : `${fr} qualité ${index}`, ur: index === 0 ? `${ur} سپر` : `${ur} گریڈ ${index}` },
      ]),
    ),
  );

interface CertificationSeed {
  name: string;
  translation?: { fr?: string; ur?: string };
}

function cottonCertifications() {
  const file = JSON.parse(readFileSync(path.join(SEED_DATA_DIR, 'certifications.json'), 'utf8')) as { cotton: CertificationSeed[] };
  return file.cotton.map((certification) => ({ value: certification.name, translations: certification.translation ?? {} }));
}

const ATTRIBUTES: TConfigurationBundle['attributes'] = [
  {
    name: 'Product ID',
    nameTranslations: { fr: 'Identifiant du produit', ur: 'پروڈکٹ آئی ڈی' },
    type: 'PRODUCT_ID',
    category: 'TEXT',
    options: [],
  },
  {
    name: 'Trash Content',
    nameTranslations: { fr: 'Teneur en impuretés', ur: 'کچرے کی مقدار' },
    type: 'OTHER',
    category: 'LIST',
    options: options({ High: { fr: 'Élevée', ur: 'زیادہ' }, Medium: { fr: 'Moyenne', ur: 'درمیانی' }, Low: { fr: 'Faible', ur: 'کم' } }),
  },
  {
    name: 'Moisture Level',
    nameTranslations: { fr: 'Taux d’humidité', ur: 'نمی کی سطح' },
    type: 'OTHER',
    category: 'PERCENTAGE',
    options: [],
  },
  {
    name: 'Cotton Certification',
    nameTranslations: { fr: 'Certification du coton', ur: 'کپاس کی سرٹیفیکیشن' },
    type: 'OTHER',
    category: 'LIST',
    options: cottonCertifications(),
  },
  {
    name: 'Grade',
    nameTranslations: { fr: 'Qualité', ur: 'گریڈ' },
    type: 'OTHER',
    category: 'LIST',
    options: grades('Seed Cotton', 'Coton-graine', 'پھٹی'),
  },
  {
    name: 'Lint Grade',
    nameTranslations: { fr: 'Qualité de la fibre', ur: 'روئی کا گریڈ' },
    type: 'OTHER',
    category: 'LIST',
    options: grades('Lint Cotton', 'Coton fibre', 'روئی'),
  },
  {
    name: 'Total Weight',
    nameTranslations: { fr: 'Poids total', ur: 'کل وزن' },
    type: 'PRODUCT_QUANTITY',
    category: 'NUMBER_UNIT_PAIR',
    options: options({
      Kilograms: { fr: 'Kilogrammes', ur: 'کلوگرام' },
      Metres: { fr: 'Mètres', ur: 'میٹر' },
      Units: { fr: 'Unités', ur: 'یونٹ' },
      Pounds: { fr: 'Livres', ur: 'پاؤنڈ' },
    }),
  },
  {
    name: 'Price',
    nameTranslations: { fr: 'Prix', ur: 'قیمت' },
    type: 'OTHER',
    category: 'NUMBER_UNIT_PAIR',
    options: untranslated('PKR', 'USD'),
  },
  {
    name: 'Product Origin',
    nameTranslations: { fr: 'Origine du produit', ur: 'پروڈکٹ کا ماخذ' },
    type: 'OTHER',
    category: 'COUNTRY_PROVINCE_DISTRICT',
    options: [],
  },
  { name: 'Attachments', nameTranslations: { fr: 'Pièces jointes', ur: 'منسلکات' }, type: 'OTHER', category: 'ATTACHMENTS', options: [] },
  { name: 'Description', nameTranslations: { fr: 'Description', ur: 'تفصیل' }, type: 'OTHER', category: 'TEXT', options: [] },
];

const required = (attribute: string) => ({ attribute, isOptional: false, isAddManuallyOnly: false });
const optional = (attribute: string) => ({ attribute, isOptional: true, isAddManuallyOnly: false });
const manualOnly = (attribute: string) => ({ attribute, isOptional: false, isAddManuallyOnly: true });
const PRODUCT_NAMES: Record<string, TTranslated> = {
  'Seed Cotton': { fr: 'Coton-graine', ur: 'پھٹی' },
  'Cotton Bales': { fr: 'Balles de coton', ur: 'روئی کی گانٹھیں' },
  Yarn: { fr: 'Fil', ur: 'دھاگا' },
  Fabric: { fr: 'Tissu', ur: 'کپڑا' },
  'Finished Good': { fr: 'Produit fini', ur: 'تیار شدہ مال' },
};
const cottonProduct = (name: string, attributes: ReturnType<typeof required>[]) => ({
  name,
  nameTranslations: PRODUCT_NAMES[name] ?? {},
  goods: ['Cotton'],
  attributes,
});
const processedProduct = (name: string) =>
  cottonProduct(name, [required('Product ID'), required('Description'), required('Total Weight'), optional('Attachments')]);

const PRODUCTS: TConfigurationBundle['productDefinitions'] = [
  cottonProduct('Seed Cotton', [
    required('Trash Content'),
    required('Moisture Level'),
    optional('Cotton Certification'),
    optional('Grade'),
    required('Total Weight'),
  ]),
  cottonProduct('Cotton Bales', [
    required('Product ID'),
    required('Trash Content'),
    required('Moisture Level'),
    optional('Cotton Certification'),
    optional('Lint Grade'),
    required('Total Weight'),
    { attribute: 'Price', isOptional: true, isAddManuallyOnly: true },
    manualOnly('Product Origin'),
    optional('Attachments'),
  ]),
  processedProduct('Yarn'),
  processedProduct('Fabric'),
  processedProduct('Finished Good'),
];

/** Farm → Ginner → Spinner → Mill → Final Product Assembly, each with what it makes. */
const CHAIN: { role: string; makes: string }[] = [
  { role: 'Farm', makes: 'Seed Cotton' },
  { role: 'Ginner', makes: 'Cotton Bales' },
  { role: 'Spinner', makes: 'Yarn' },
  { role: 'Mill', makes: 'Fabric' },
  { role: 'Final Product Assembly', makes: 'Finished Good' },
];

/** Cotton is sown in April and picked until December in Punjab and Sindh. */
const SEASON = { seasonStartDate: '01/04/2026', seasonDuration: 9 };
/** The lint outturn ratio: a kilogram of seed cotton gives 0.35 kg of lint. */
export const LINT_COTTON_CONVERSION_RATIO = '0.35';

const OPEN_SUPPLY_HUB_ATTRIBUTES = presetAttributes('OPEN_SUPPLY_HUB_ID').map((attribute) => ({ ...attribute, options: [] }));

/** Assessor roles' weights by role name; an assessor role the pilot did not weigh counts like a farm monitor. */
const ASSESSOR_WEIGHTS: Record<string, number> = { 'Farm Monitor': 10, 'Hotline Operator': 100, Auditor: 20 };
const DEFAULT_ASSESSOR_WEIGHT = 10;

function pilotRole(role: TConfigurationBundle['roles'][number]): TConfigurationBundle['roles'][number] {
  if (role.type !== 'Producer') return role;
  const seasonal = role.isRawMaterialExtractor ? { ...role, ...SEASON } : role;
  // Open Supply Hub identifies every producer except the farm (DOMAIN.md §2.2).
  return role.code === 'FARM' ? seasonal : { ...seasonal, attributes: OPEN_SUPPLY_HUB_ATTRIBUTES };
}

/**
 * The pilot's bundle, starting from this installation's own export (its roles, with their ids
 * left behind), so the system roles keep the permissions the code seeded.
 */
export function cottonPilotBundle(current: TConfigurationBundle): TConfigurationBundle {
  const assessorRoles = current.roles.filter(
    (role) => role.type === 'Assessor' && role.permissions.some((key) => key.endsWith('SUBMIT_REPORTS')),
  );
  return {
    ...current,
    businessDetails: {
      systemName: 'Cotton Traceability Pakistan',
      isGpsEnabled: true,
      selectedCommodities: ['Cotton'],
      logo: null,
      completedSteps: [1, 2, 3, 4, 5, 6, 7],
    },
    attributes: ATTRIBUTES,
    productDefinitions: PRODUCTS,
    roles: current.roles.map(pilotRole),
    supplyChain: {
      lines: CHAIN.map((node, index) => ({
        role: node.role,
        fromRole: index === 0 ? null : (CHAIN[index - 1]?.role ?? null),
        outputs: [node.makes],
      })),
      positions: CHAIN.map((node, index) => ({ role: node.role, top: 0, left: index * 320 })),
      calculatedFields: [
        {
          role: 'Ginner',
          product: 'Cotton Bales',
          attribute: 'Total Weight',
          inputs: ['Seed Cotton'],
          expression: [
            { type: 'variable', product: 'Seed Cotton', attribute: 'Total Weight' },
            { type: 'constant', value: '*' },
            { type: 'constant', value: LINT_COTTON_CONVERSION_RATIO },
          ],
        },
      ],
    },
    indicators: [],
    questionnaires: [],
    facilityGroupTemplates: [],
    riskMethod: {
      methodology: 'WEIGHTED_AVERAGE',
      weights: {
        geographyWeight: 15,
        listOfGoodsWeight: 20,
        saqsWeight: 25,
        capWeight: 200,
        dnaWeight: 10,
        // Grievance reports are the administrator's (the pilot's "Admin 10").
        hotlineWeight: 10,
        roleWeights: Object.fromEntries(assessorRoles.map((role) => [role.name, ASSESSOR_WEIGHTS[role.name] ?? DEFAULT_ASSESSOR_WEIGHT])),
      },
    },
  };
}
