/** The constraint a statement broke when it was a unique violation (both drivers, wrapped or not). */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') return typeof candidate.constraint === 'string' ? candidate.constraint : '';
  }
  return null;
}

/**
 * SQLSTATEs that only the values a client sent can cause once validation has passed: bytes the
 * server's encoding refuses (a NUL read from an uploaded file), text that is no number or date,
 * numbers or strings beyond a column's range, an index entry too large.
 */
const CLIENT_DATA_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05', '54000']);

/** Whether a failed statement was refused because of the data it carried (both drivers, wrapped or not). */
export function isClientDataError(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_DATA_ERRORS.has(code)) return true;
  }
  return false;
}
