import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconDownload } from '../../../components/icons.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRiskPdfDownload } from '../api/risk-api.ts';
import type { TRiskFilters } from '../model/risk-filters.ts';
import { fileNamePart } from '../model/risk-view.ts';

/**
 * The supplier-detail PDF with the filters on screen. A failure shows the server's own words: it answers
 * 503 with what to install when it has no Chromium.
 */
export function RiskPdfButton({ facilityId, facilityName, filters }: { facilityId: string; facilityName: string; filters: TRiskFilters }) {
  const { t } = useTranslation();
  const download = useRiskPdfDownload(facilityId);
  const start = () => {
    const fileName = `${t('risk.pdf.fileName', { name: fileNamePart(facilityName) })}.pdf`;
    download.mutate({ filters, fileName }, { onError: (error) => toast.error(errorMessage(error, t('risk.pdf.failed'))) });
  };
  return (
    <Button leftSection={<IconDownload size={18} />} loading={download.isPending} onClick={start}>
      {t('risk.pdf.download')}
    </Button>
  );
}
