import type { TQrCodeBatch } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../lib/api-error-toast.ts';
import { downloadQrCodes } from './api/qr-codes-api.ts';
import { fileStem } from './qr-code-display.ts';

/** Saves a batch's codes as the label printer's CSV file, named after the batch. */
export function useDownloadCodes() {
  const { t } = useTranslation();
  return (batch: Pick<TQrCodeBatch, 'id' | 'name'>) =>
    downloadQrCodes(batch.id, t('qrCodes.download.fileName', { name: fileStem(batch.name) })).catch(toastApiError);
}
