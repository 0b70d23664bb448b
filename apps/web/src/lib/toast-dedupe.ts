/**
 * The same message stacking up (a form submitted twice, a failing poll) tells the user nothing new,
 * so a message identical to one already on screen is not shown again. Whitespace differences do
 * not make a message new.
 */
export function normaliseToastMessage(message: string): string {
  return message.trim().replace(/\s+/g, ' ');
}

export function isDuplicateToast(message: string, onScreen: Iterable<string>): boolean {
  const candidate = normaliseToastMessage(message);
  for (const shown of onScreen) {
    if (normaliseToastMessage(shown) === candidate) return true;
  }
  return false;
}
