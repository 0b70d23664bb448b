import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { GenerateQrCodesForm } from '../components/generate-qr-codes-form.tsx';
import { QrCodeBatchesPanel } from '../components/qr-code-batches-panel.tsx';
import { useBatchList } from '../use-batch-list.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /qr-code-management: generate QR code batches and follow those whose labels are not all used up (DOMAIN.md §8.1). */
export function QrCodeManagementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('qrCodes.management.title'));
  const { batches, page, setPage } = useBatchList('incomplete');
  return (
    <>
      <PageHeader
        title={t('qrCodes.management.title')}
        description={t('qrCodes.management.subtitle')}
        actions={
          <Button component={Link} to="/qr-code-history" variant="default">
            {t('qrCodes.management.history')}
          </Button>
        }
      />
      <GenerateQrCodesForm />
      <QrCodeBatchesPanel
        batches={batches}
        page={page}
        onPage={setPage}
        caption={t('qrCodes.list.incompleteCaption')}
        emptyText={t('qrCodes.list.incompleteEmpty')}
      />
    </>
  );
}
