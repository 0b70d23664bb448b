import {
  MAX_PLAN_TEXT_LENGTH,
  type TFieldError,
  type TFileReference,
  type TImprovementPlanInputFields,
  type TLanguage,
  type TVerificationMethod,
} from '@opentrace/domain';
import { requiredError } from '../../../lib/field-rules.ts';
import { targetDateProblem, type TTargetDateProblem } from './plan-dates.ts';
import { calendarDateOf } from '../../../lib/day-month-year.ts';

/**
 * The assign form (DOMAIN.md §7 "Assigning"): the supplier and its issue, what to do, by when and how
 * it will be checked, with files. The supplier goes in the path; the rest is the request's body.
 */

export type TNamedChoice = { id: string; name: string };

export type TPlanFormValues = {
  supplier: TNamedChoice | null;
  subIndicatorId: string | null;
  action: string;
  rootCause: string;
  correctiveAction: string;
  preventiveAction: string;
  /** DD/MM/YYYY as typed. */
  targetDate: string;
  verificationMethod: TVerificationMethod | null;
  files: TFileReference[];
};

/** The form's fields by the names the API gives them in its problems (the supplier is the path's facilityId). */
export const PLAN_FORM_FIELDS = [
  'facilityId',
  'subIndicatorId',
  'action',
  'rootCause',
  'correctiveAction',
  'preventiveAction',
  'targetDate',
  'verificationMethod',
  'files',
] as const;
export type TPlanFormField = (typeof PLAN_FORM_FIELDS)[number];
export type TPlanFormErrors = Partial<Record<TPlanFormField, string>>;

export function emptyPlanForm(prefill: { supplier?: TNamedChoice | null; subIndicatorId?: string | null } = {}): TPlanFormValues {
  return {
    supplier: prefill.supplier ?? null,
    subIndicatorId: prefill.subIndicatorId ?? null,
    action: '',
    rootCause: '',
    correctiveAction: '',
    preventiveAction: '',
    targetDate: '',
    verificationMethod: null,
    files: [],
  };
}

/** The words the checks name fields with, and the date messages, in the reader's language. */
export type TPlanFormWords = {
  names: Record<'facilityId' | 'subIndicatorId' | 'action' | 'targetDate' | 'verificationMethod', string>;
  dates: Record<Exclude<TTargetDateProblem, 'required'>, string>;
  tooLong: string;
};

const TEXT_FIELDS = ['action', 'rootCause', 'correctiveAction', 'preventiveAction'] as const;

/** The problems the API would find, checked before sending; `today` is YYYY-MM-DD where the reader is. */
export function validatePlanForm(values: TPlanFormValues, today: string, words: TPlanFormWords, language: TLanguage): TPlanFormErrors {
  const errors: TPlanFormErrors = {};
  const required = (field: keyof TPlanFormWords['names']) => requiredError(words.names[field], language);
  if (values.supplier === null) errors.facilityId = required('facilityId');
  if (values.subIndicatorId === null) errors.subIndicatorId = required('subIndicatorId');
  for (const field of TEXT_FIELDS) {
    if (values[field].trim().length > MAX_PLAN_TEXT_LENGTH) errors[field] = words.tooLong;
  }
  if (values.action.trim() === '') errors.action = required('action');
  const dateProblem = targetDateProblem(values.targetDate, today);
  if (dateProblem === 'required') errors.targetDate = required('targetDate');
  else if (dateProblem !== null) errors.targetDate = words.dates[dateProblem];
  if (values.verificationMethod === null) errors.verificationMethod = required('verificationMethod');
  return errors;
}

const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The body of POST /api/facilities/{facilityId}/improvement-plans, for a form that passed its checks. */
export function toPlanBody(values: TPlanFormValues, timeZone: string): TImprovementPlanInputFields {
  return {
    subIndicatorId: values.subIndicatorId ?? '',
    action: values.action.trim(),
    rootCause: optionalText(values.rootCause),
    correctiveAction: optionalText(values.correctiveAction),
    preventiveAction: optionalText(values.preventiveAction),
    targetDate: calendarDateOf(values.targetDate) ?? '',
    verificationMethod: values.verificationMethod ?? 'DESKTOP_REVIEW',
    files: values.files,
    timeZone,
  };
}

/**
 * The server's problems beside the fields they name: a file's problem (files.2.blobName) belongs to the
 * files; anything else goes above the form's actions.
 */
export function placePlanProblems(problems: readonly TFieldError[]): { byField: TPlanFormErrors; other: string[] } {
  const byField: TPlanFormErrors = {};
  const other: string[] = [];
  for (const problem of problems) {
    const head = problem.path.split('.')[0] ?? '';
    const field = PLAN_FORM_FIELDS.find((name) => name === head);
    if (field === undefined) other.push(problem.message);
    else byField[field] ??= problem.message;
  }
  return { byField, other };
}
