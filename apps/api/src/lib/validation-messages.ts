import { isMessageKey, type TFieldError, type TLanguage, translateMessage } from '@opentrace/domain';

interface ValidationEntry {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const CONTEXT_PREFIX: Record<string, string> = { body: '', querystring: 'query.', params: 'params.', headers: 'headers.' };

function fieldLabel(path: string): string {
  const last = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  return last ?? 'value';
}

/**
 * Turns zod issues (as the Fastify type provider hands them over) into `{ path, message }`
 * pairs in the reader's language. Custom rules may use a catalogue key as their message.
 */
export function toFieldErrors(validation: ValidationEntry[], context: string | undefined, language: TLanguage): TFieldError[] {
  const prefix = CONTEXT_PREFIX[context ?? 'body'] ?? '';
  return validation.map((entry) => {
    const relative = (entry.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const path = `${prefix}${relative}` || (context ?? 'body');
    const field = fieldLabel(relative || (context ?? 'body'));
    const params = entry.params ?? {};
    const message = (() => {
      // Shared rules (packages/domain/validation.ts) name their message by catalogue key.
      if (entry.message && isMessageKey(entry.message)) {
        return translateMessage(language, entry.message, {
          field,
          min: String(params.minimum ?? ''),
          max: String(params.maximum ?? ''),
        });
      }
      switch (entry.keyword) {
        case 'invalid_type':
          // zod leaves the input out of its issues, so only its wording tells a missing value from a wrong one (2.5 for an integer).
          return params.input === undefined && !/received (?!undefined)/.test(entry.message ?? '')
            ? translateMessage(language, 'validation.required', { field })
            : translateMessage(language, 'validation.invalid', { field });
        case 'too_small':
          return params.origin === 'string'
            ? translateMessage(language, 'validation.tooShort', { field, min: String(params.minimum) })
            : translateMessage(language, 'validation.tooSmall', { field, min: String(params.minimum) });
        case 'too_big':
          return params.origin === 'string'
            ? translateMessage(language, 'validation.tooLong', { field, max: String(params.maximum) })
            : translateMessage(language, 'validation.tooBig', { field, max: String(params.maximum) });
        case 'unrecognized_keys':
          return translateMessage(language, 'validation.unknownField', {
            field: ((params.keys as string[] | undefined) ?? []).join(', '),
          });
        case 'custom':
          return entry.message ?? translateMessage(language, 'validation.invalid', { field });
        default:
          return translateMessage(language, 'validation.invalid', { field });
      }
    })();
    return { path, message };
  });
}
