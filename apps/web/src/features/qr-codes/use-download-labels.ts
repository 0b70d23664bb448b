import type { TQrCodeBatch } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../lib/api-error-toast.ts';
import { downloadQrLabels, type TLabelsOptions } from './api/qr-codes-api.ts';
import { fileStem } from './qr-code-display.ts';

const FILE_NAME_KEYS = {
  zip: 'qrCodes.labels.fileNames.zip',
  label: 'qrCodes.labels.fileNames.label',
  a4: 'qrCodes.labels.fileNames.a4',
} as const;

/**
 * Saves a batch's printed labels, named after the batch. Printing a thousand labels takes seconds, so the
 * caller shows that it is under way; a failure is a toast with the server's reason.
 */
export function useDownloadLabels() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const download = async (batch: Pick<TQrCodeBatch, 'id' | 'name'>, options: TLabelsOptions): Promise<boolean> => {
    setPending(true);
    try {
      await downloadQrLabels(batch.id, options, t(FILE_NAME_KEYS[options.format], { name: fileStem(batch.name) }));
      return true;
    } catch (error) {
      toastApiError(error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
