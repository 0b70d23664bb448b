import type { TQrCodeStatusName } from '@opentrace/domain';

/** Unused labels grey, labels on a product in stock blue, used-up labels green. */
export const STATUS_COLORS: Record<TQrCodeStatusName, string> = { ENCODED: 'gray', ACTIVE: 'blue', DISPENSED: 'teal' };

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * A batch's name made safe as the start of a download's file name: browsers cut a name at path
 * separators and refuse control characters.
 */
export function fileStem(batchName: string): string {
  const stem = batchName
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  return stem || 'qr-codes';
}
