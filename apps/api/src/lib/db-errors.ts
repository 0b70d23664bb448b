/** The constraint a statement broke when it was a unique violation (both drivers, wrapped or not). */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return null;
}
