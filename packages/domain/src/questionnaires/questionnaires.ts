import { z } from 'zod';

/** DOMAIN.md §6.2: the response types of a questionnaire and the file's names for them. */
export const SAQ_RESPONSE_TYPES = ['YES_NO', 'ONE_CHOICE', 'MULTI_CHOICE', 'FREE_TEXT', 'NUMBER'] as const;
export type TSaqResponseType = (typeof SAQ_RESPONSE_TYPES)[number];
/** Questions answered by picking options, each of which needs a text; the others are typed into their option's box. */
export const SAQ_CHOICE_TYPES: readonly TSaqResponseType[] = ['YES_NO', 'ONE_CHOICE', 'MULTI_CHOICE'];

export const SAQ_RESPONSE_TYPE_BY_LABEL: Record<string, TSaqResponseType> = {
  boolean: 'YES_NO',
  'single select': 'ONE_CHOICE',
  'multi select': 'MULTI_CHOICE',
  'free text': 'FREE_TEXT',
  integer: 'NUMBER',
};

/** The columns of a questionnaire sheet, exactly and in this order in the template. */
export const SAQ_COLUMNS = [
  'Index',
  'Question',
  'Method of Collecting data',
  'Conditional question',
  'Response Type',
  'Response Options',
  'Option Type',
  'Go to',
  'Risk category/weight',
  'Indicator',
  'Sub indicator',
] as const;
export type TSaqColumn = (typeof SAQ_COLUMNS)[number];

/** Risk category/weight as written in the file → the stored risk level. */
export const SAQ_RISK_LEVEL_BY_LABEL: Record<string, number> = { high: 3, medium: 2, low: 1, 'no weight': 0 };

/** Who answers the questionnaire decides its sheets (DOMAIN.md §6.2). */
export type TSaqCompletion = 'SELF' | 'ADMINISTRATOR';
export const SAQ_SHEETS: Record<TSaqCompletion, readonly string[]> = {
  SELF: ['Product', 'Labor'],
  ADMINISTRATOR: ['Community', 'Labor'],
};
export const SAQ_COMPLETION_PERMISSION: Record<TSaqCompletion, string> = {
  SELF: 'ONBOARDING.COMPLETE_OWN_SAQ',
  ADMINISTRATOR: 'ONBOARDING.ADMINISTRATOR_COMPLETES_SAQ',
};

/** Go to: a question index of the same sheet, or END / BREAK, which both close the sheet's group (saq-routing.ts). */
export const SAQ_GO_TO_KEYWORDS = ['END', 'BREAK'] as const;

const ZTranslations = z.object({
  en: z.string().max(2000).optional(),
  fr: z.string().max(2000).optional(),
  ur: z.string().max(2000).optional(),
});

export const ZSaqRoleParams = z.object({ roleId: z.uuid() });

/** Multipart form fields arrive as text: "true" / "false". */
export const ZSaqApplySuggestions = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

export const ZSaqImportInput = z.object({
  fileId: z.uuid(),
  /** Import options whose indicator pair is unknown or incomplete without a risk mapping. */
  confirmUnmapped: z.boolean().optional().default(false),
});
export type TSaqImportInput = z.infer<typeof ZSaqImportInput>;

export const ZSaqRowErrors = z.object({ index: z.number().int(), sheet: z.string().optional(), errors: z.array(z.string()) });

export const ZSaqSuggestion = z.object({
  index: z.number().int(),
  sheet: z.string(),
  field: z.enum(['indicator', 'subIndicator']),
  given: z.string(),
  suggestion: z.string(),
});
export type TSaqSuggestion = z.infer<typeof ZSaqSuggestion>;

export const ZSaqUnmappedOption = z.object({
  index: z.number().int(),
  sheet: z.string(),
  option: z.string(),
  indicator: z.string(),
  subIndicator: z.string(),
});
export type TSaqUnmappedOption = z.infer<typeof ZSaqUnmappedOption>;

export const ZSaqValidationResult = z
  .object({
    fileId: z.uuid(),
    totalItems: z.number().int(),
    validItems: z.number().int(),
    failedItems: z.number().int(),
    /** Rows that cannot be imported as they are; `failedItems` counts them. */
    errors: z.array(ZSaqRowErrors),
    /** Why each of `unmapped` has no risk mapping: importable once confirmed, so not failures. */
    warnings: z.array(ZSaqRowErrors),
    suggestions: z.array(ZSaqSuggestion),
    unmapped: z.array(ZSaqUnmappedOption),
    /** True when the file can be imported, possibly after confirming the unmapped options. */
    importable: z.boolean(),
  })
  .meta({ id: 'SaqValidationResult' });
export type TSaqValidationResult = z.infer<typeof ZSaqValidationResult>;

export const ZSaqImportSummary = z
  .object({
    roleId: z.uuid(),
    groups: z.number().int(),
    questions: z.number().int(),
    options: z.number().int(),
    suggestionsApplied: z.number().int(),
    unmappedOptions: z.array(ZSaqUnmappedOption),
  })
  .meta({ id: 'SaqImportSummary' });
export type TSaqImportSummary = z.infer<typeof ZSaqImportSummary>;

export const ZSaqOption = z
  .object({
    id: z.uuid(),
    option: z.string(),
    translations: ZTranslations,
    isOther: z.boolean(),
    goTo: z.string().nullable(),
    riskLevel: z.number().int().nullable(),
    indicatorId: z.uuid().nullable(),
    indicator: z.string().nullable(),
    subIndicatorId: z.uuid().nullable(),
    subIndicator: z.string().nullable(),
  })
  .meta({ id: 'SaqOption' });

export const ZSaqQuestion = z
  .object({
    id: z.uuid(),
    index: z.number().int(),
    title: z.string(),
    translations: ZTranslations,
    methodOfCollectingData: z.string().nullable(),
    type: z.enum(SAQ_RESPONSE_TYPES),
    isConditional: z.boolean(),
    options: z.array(ZSaqOption),
  })
  .meta({ id: 'SaqQuestion' });

export const ZSaqQuestionnaire = z
  .object({
    roleId: z.uuid(),
    roleName: z.string(),
    importedAt: z.iso.datetime(),
    groups: z.array(z.object({ id: z.uuid(), name: z.string(), questions: z.array(ZSaqQuestion) })),
  })
  .meta({ id: 'SaqQuestionnaire' });
export type TSaqQuestionnaire = z.infer<typeof ZSaqQuestionnaire>;

export const ZSaqRoleStatus = z
  .object({
    roleId: z.uuid(),
    roleName: z.string(),
    completion: z.enum(['SELF', 'ADMINISTRATOR']),
    hasQuestionnaire: z.boolean(),
    /** Only administrator-completed roles need one; null for the others. */
    hasFacilityGroupTemplate: z.boolean().nullable(),
  })
  .meta({ id: 'SaqRoleStatus' });
export type TSaqRoleStatus = z.infer<typeof ZSaqRoleStatus>;

const ZTranslationOption = z.object({
  option: z.string().max(2000),
  translation: ZTranslations,
  questionResponseId: z.string().max(64),
});

export const ZSaqTranslationEntry = z.object({
  title: ZTranslations,
  questionId: z.string().max(64),
  index: z.number().int(),
  /** The pilot's own files leave it out for questions without options (free text, numbers). */
  questionResponses: z.array(ZTranslationOption).max(500).default([]),
});
export type TSaqTranslationEntry = z.infer<typeof ZSaqTranslationEntry>;
export const ZSaqTranslationsUpload = z.array(ZSaqTranslationEntry).min(1).max(2000);

export const ZSaqTranslationsSummary = z
  .object({
    updatedQuestions: z.number().int(),
    updatedOptions: z.number().int(),
    /** Entries that matched no question of this questionnaire, by their index and English title. */
    unmatched: z.array(z.object({ index: z.number().int(), title: z.string() })),
  })
  .meta({ id: 'SaqTranslationsSummary' });
export type TSaqTranslationsSummary = z.infer<typeof ZSaqTranslationsSummary>;
