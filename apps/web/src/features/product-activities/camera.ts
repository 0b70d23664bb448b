/**
 * Why scanning cannot start. Browsers refuse the camera with a NotAllowedError (or SecurityError on
 * a page that is not secure); anything else, including no camera at all, reads as "Camera not
 * found", the message the specification gives (§8).
 */
export type TCameraProblem = 'notFound' | 'denied';

export function cameraProblem(error: unknown): TCameraProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'notFound';
}

/** The element id the scanner draws into: React ids hold colons, which the library's selectors do not take. */
export function scannerElementId(reactId: string): string {
  return `qr-scanner-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
