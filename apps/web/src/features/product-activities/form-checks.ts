import { isMessageKey, translateMessage, type TLanguage, type TMessageKey } from '@opentrace/domain';
import { checkMoment } from './date-time-text.ts';
import { fieldOfPath, type TRowErrors } from './server-errors.ts';
import { parseNumberText } from './number-text.ts';

/**
 * Checks shared by the activity forms. Each form runs the API's own schema over the body it would
 * send, worded by the shared message catalogue, and adds what only the form can tell (a date typed
 * the wrong way, a price that is not a number).
 */

/** What a check needs besides the values: the reader's language, the moment, the words for fields. */
export type TCheckContext<TField extends string> = {
  language: TLanguage;
  now: Date;
  /** Each field in words, lower case, as messages name it ("purchase order number"). */
  names: Readonly<Record<TField, string>>;
  /** The message for a moment not typed as DD/MM/YYYY HH:mm. */
  dateTimeFormat: string;
};

export type TFieldMessages<TField extends string> = Partial<Record<TField, string>>;

/** The slice of a zod schema these checks use (the web app does not depend on zod itself). */
type TIssue = { path: readonly PropertyKey[]; message: string; minimum?: unknown; maximum?: unknown };
export type TSchema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly TIssue[] } } };

/** Messages such as "{{field}} must be at least 1" begin with the field's name. */
function capitalise(text: string): string {
  const [first = '', ...rest] = [...text];
  return first.toLocaleUpperCase() + rest.join('');
}

export function message(language: TLanguage, key: TMessageKey, params: Record<string, string> = {}): string {
  return capitalise(translateMessage(language, key, params));
}

/** The schema's first complaint about each field, the fields found from the issue paths. */
export function schemaMessages<TField extends string>(
  schema: TSchema,
  payload: unknown,
  paths: Readonly<Record<string, TField>>,
  context: Pick<TCheckContext<TField>, 'language' | 'names'>,
): TFieldMessages<TField> {
  const result = schema.safeParse(payload);
  if (result.success) return {};
  const messages: TFieldMessages<TField> = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'), paths);
    if (field === undefined || messages[field] !== undefined) continue;
    const params = {
      field: context.names[field],
      ...(issue.minimum !== undefined ? { min: String(issue.minimum) } : {}),
      ...(issue.maximum !== undefined ? { max: String(issue.maximum) } : {}),
    };
    messages[field] = message(context.language, isMessageKey(issue.message) ? issue.message : 'validation.invalid', params);
  }
  return messages;
}

/** The first message wins: forms list their specific checks before the schema's general ones. */
export function mergeMessages<TField extends string>(...layers: TFieldMessages<TField>[]): TFieldMessages<TField> {
  const merged: TFieldMessages<TField> = {};
  for (const layer of layers) {
    for (const [field, text] of Object.entries(layer) as [TField, string | undefined][]) {
      if (text !== undefined) merged[field] ??= text;
    }
  }
  return merged;
}

export function requiredMessage(language: TLanguage, field: string): string {
  return message(language, 'validation.required', { field });
}

/** When an activity happened: required, DD/MM/YYYY HH:mm, not in the future (the server's words for that). */
export function momentMessage<TField extends string>(text: string, field: TField, context: TCheckContext<TField>): string | undefined {
  const checked = checkMoment(text, context.now);
  if (!('problem' in checked)) return undefined;
  if (checked.problem === 'required') return requiredMessage(context.language, context.names[field]);
  return checked.problem === 'format' ? context.dateTimeFormat : message(context.language, 'activities.futureDate');
}

/** A number field must hold a number before the schema can judge its size. */
export function numberMessage<TField extends string>(
  text: string,
  field: TField,
  context: TCheckContext<TField>,
  required: boolean,
): string | undefined {
  if (text.trim() === '') return required ? requiredMessage(context.language, context.names[field]) : undefined;
  return parseNumberText(text) === null ? message(context.language, 'validation.invalid', { field: context.names[field] }) : undefined;
}

export function hasMessages(messages: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(messages).some((text) => text !== undefined);
}

/** A form's check: the messages beside its fields and, for forms with rows of products, each row's. */
export type TActivityCheck<TField extends string> = { errors: TFieldMessages<TField>; rows?: readonly TRowErrors[] };

/** Nothing to show: the activity may be sent. */
export function checkPasses<TField extends string>(check: TActivityCheck<TField>): boolean {
  return !hasMessages(check.errors) && (check.rows ?? []).every((row) => !hasMessages(row.attributes) && !hasMessages(row.fields));
}
