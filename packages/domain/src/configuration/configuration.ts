import { z } from 'zod';

/** The wizard's steps, in order (DOMAIN.md §2.1). */
export const WIZARD_STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const CONFIGURE_STEP = 8;
/** Every step before the last must be finished before the system can be configured. */
export const STEPS_BEFORE_CONFIGURE: readonly number[] = WIZARD_STEP_NUMBERS.filter((step) => step !== CONFIGURE_STEP);

/** The steps still to finish before "configure system" is allowed, in order. */
export function unfinishedSteps(completedSteps: readonly number[]): number[] {
  return STEPS_BEFORE_CONFIGURE.filter((step) => !completedSteps.includes(step));
}

export const ZBusinessDetails = z
  .object({
    systemName: z.string(),
    /** Where the logo can be fetched without signing in, or null when none is set. */
    logoUrl: z.string().nullable(),
    logoBlobName: z.string().nullable(),
    isGpsEnabled: z.boolean(),
    sector: z.string(),
    selectedCommodities: z.array(z.string()),
    completedSteps: z.array(z.number().int()),
    completedConfiguringSystemAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'BusinessDetails' });
export type TBusinessDetails = z.infer<typeof ZBusinessDetails>;

/** Step 1 of the wizard: the profile of the installation. */
export const ZBusinessDetailsInput = z.object({
  systemName: z.string().trim().min(1, 'validation.required').max(255, 'validation.tooLong'),
  /** A logo uploaded with `purpose=logo`; null removes the logo. */
  logoBlobName: z.string().trim().min(1).max(255).nullable(),
  isGpsEnabled: z.boolean(),
  selectedCommodities: z.array(z.string().trim().min(1)).max(200),
});
export type TBusinessDetailsInput = z.infer<typeof ZBusinessDetailsInput>;

export const ZCompletedStepInput = z.object({
  step: z
    .number()
    .int()
    .min(1, 'validation.invalid')
    .max(CONFIGURE_STEP - 1, 'validation.invalid'),
});

/** What the sign-in page and the header show of the profile: the logo's address (or null) and the system name ('' until set). */
export const ZAppLogo = z.object({ url: z.string().nullable(), systemName: z.string() }).meta({ id: 'AppLogo' });
export type TAppLogo = z.infer<typeof ZAppLogo>;

export const RISK_METHODOLOGIES = ['HIGHEST_RISK', 'AVERAGE_RISK', 'WEIGHTED_AVERAGE'] as const;
export type TRiskMethodology = (typeof RISK_METHODOLOGIES)[number];

/** The weights of DOMAIN.md §6.6, besides one per assessor role. */
export const SOURCE_WEIGHT_KEYS = [
  'geographyWeight',
  'listOfGoodsWeight',
  'saqsWeight',
  'capWeight',
  'dnaWeight',
  'hotlineWeight',
] as const;
export type TSourceWeightKey = (typeof SOURCE_WEIGHT_KEYS)[number];

const ZWeight = z.number().int('validation.integer').min(1, 'validation.weightMin').max(1_000_000, 'validation.tooBig');

export const ZRiskWeights = z.object({
  geographyWeight: ZWeight.optional(),
  listOfGoodsWeight: ZWeight.optional(),
  saqsWeight: ZWeight.optional(),
  capWeight: ZWeight.optional(),
  dnaWeight: ZWeight.optional(),
  hotlineWeight: ZWeight.optional(),
  roleWeights: z.record(z.uuid(), ZWeight).optional(),
});
export type TRiskWeights = z.infer<typeof ZRiskWeights>;

export const ZRiskMethodInput = z.object({
  methodology: z.enum(RISK_METHODOLOGIES),
  weights: ZRiskWeights.default({}),
});
export type TRiskMethodInput = z.infer<typeof ZRiskMethodInput>;

/** A weight the form asks for: a source, or an assessor role (`roleId`). */
export const ZApplicableWeight = z.object({
  key: z.union([z.enum(SOURCE_WEIGHT_KEYS), z.literal('roleWeight')]),
  roleId: z.uuid().nullable(),
  roleName: z.string().nullable(),
});
export type TApplicableWeight = z.infer<typeof ZApplicableWeight>;

export const ZRiskMethod = z
  .object({
    methodology: z.enum(RISK_METHODOLOGIES),
    weights: ZRiskWeights,
    applicableWeights: z.array(ZApplicableWeight),
  })
  .meta({ id: 'RiskMethod' });
export type TRiskMethod = z.infer<typeof ZRiskMethod>;

/** A permission key (`ACTION` or `PARENT.ACTION`) grants an action named at either level. */
function grants(key: string, action: string): boolean {
  return key === action || key.startsWith(`${action}.`) || key.endsWith(`.${action}`);
}

/**
 * Which weights apply (DOMAIN.md §6.6): geography and product listings always; SAQs, improvement
 * plans, DNA and admin reports only when some role can produce them; one per assessor role that
 * submits reports.
 */
export function applicableWeights(roles: { id: string; name: string; type: string; permissions: string[] }[]): TApplicableWeight[] {
  const held = (action: string) => roles.some((role) => role.permissions.some((key) => grants(key, action)));
  const weights: TApplicableWeight[] = [
    { key: 'geographyWeight', roleId: null, roleName: null },
    { key: 'listOfGoodsWeight', roleId: null, roleName: null },
  ];
  if (held('COMPLETE_OWN_SAQ') || held('ADMINISTRATOR_COMPLETES_SAQ')) weights.push({ key: 'saqsWeight', roleId: null, roleName: null });
  if (held('ASSIGN_CAP')) weights.push({ key: 'capWeight', roleId: null, roleName: null });
  if (held('ASSIGN_DNA')) weights.push({ key: 'dnaWeight', roleId: null, roleName: null });
  if (held('SUBMIT_GRIEVANCE_REPORTS')) weights.push({ key: 'hotlineWeight', roleId: null, roleName: null });
  for (const role of roles) {
    if (role.type === 'Assessor' && role.permissions.some((key) => grants(key, 'SUBMIT_REPORTS')))
      weights.push({ key: 'roleWeight', roleId: role.id, roleName: role.name });
  }
  return weights;
}

/** Under weighted average every applicable weight must be given (the form asks for integers ≥ 1). */
export function missingWeights(input: TRiskMethodInput, applicable: TApplicableWeight[]): string[] {
  if (input.methodology !== 'WEIGHTED_AVERAGE') return [];
  const missing: string[] = [];
  for (const weight of applicable) {
    if (weight.key === 'roleWeight') {
      if (weight.roleId && input.weights.roleWeights?.[weight.roleId] === undefined) missing.push(`weights.roleWeights.${weight.roleId}`);
    } else if (input.weights[weight.key] === undefined) {
      missing.push(`weights.${weight.key}`);
    }
  }
  return missing;
}
