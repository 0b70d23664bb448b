import { isMessageKey, translateMessage, type TLanguage } from '@opentrace/domain';

/**
 * Field checks with the shared schemas the API enforces (ZPersonName, ZPhoneNumber, …), worded by
 * the shared message catalogue, so a form never disagrees with the server about what is valid, nor
 * words the same problem differently. Kept apart from form-validation.ts so the sign-in page does
 * not download the server's message catalogue.
 */

/** The slice of a zod schema these checks use; the web app does not depend on zod itself. */
type TRuleIssue = { message: string; minimum?: unknown; maximum?: unknown };
export type TFieldRule = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: readonly TRuleIssue[] } };
};

/** Messages such as "{{field}} may contain only letters" begin with the field's name. */
function capitalise(text: string): string {
  const [first = '', ...rest] = [...text];
  return first.toLocaleUpperCase() + rest.join('');
}

/**
 * The first message `rule` gives for `value`, in `language`, naming the field `field` (in words,
 * lower case: "first name"); undefined when the value passes.
 */
export function ruleError(rule: TFieldRule, value: unknown, field: string, language: TLanguage): string | undefined {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const params = {
    field,
    ...(issue?.minimum !== undefined ? { min: String(issue.minimum) } : {}),
    ...(issue?.maximum !== undefined ? { max: String(issue.maximum) } : {}),
  };
  const key = issue?.message ?? '';
  return capitalise(translateMessage(language, isMessageKey(key) ? key : 'validation.invalid', params));
}

/** "This {field} is required", in `language`. */
export function requiredError(field: string, language: TLanguage): string {
  return capitalise(translateMessage(language, 'validation.required', { field }));
}

/** An optional field: empty passes, anything else must satisfy the rule. */
export function optionalRuleError(rule: TFieldRule, value: string, field: string, language: TLanguage): string | undefined {
  return value.trim() === '' ? undefined : ruleError(rule, value, field, language);
}
