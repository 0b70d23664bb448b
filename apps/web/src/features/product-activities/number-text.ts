/**
 * Numbers as typed into activity forms (spec §5 "Number text"): an optional minus, digits and one
 * decimal point. Inputs refuse other characters as they are typed; whether the number fits (digits,
 * range) is for validation to say, in the same words as the server.
 */

const SIGNED_NUMBER_TYPING = /^-?\d*\.?\d*$/;
const UNSIGNED_NUMBER_TYPING = /^\d*\.?\d*$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Whether `text` may stand in the field while someone types a number ("-", "12." are on the way). */
export function isNumberTyping(text: string, options: { signed: boolean }): boolean {
  return (options.signed ? SIGNED_NUMBER_TYPING : UNSIGNED_NUMBER_TYPING).test(text);
}

/** The number typed, or null when the text is not a complete number. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : null;
}
