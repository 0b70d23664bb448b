import { Button, Stack } from '@mantine/core';
import type { TDnaTestDetail } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { IconTrash } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DNA_TESTS_PATH } from '../access.ts';
import { isDnaTestId, isDnaTestNotFound, useDeleteDnaTest, useDnaTest } from '../api/dna-tests-api.ts';
import { DnaTestComparisonCard, DnaTestFactsCard, DnaTestFilesCard } from '../components/dna-test-cards.tsx';

function BackToTests() {
  const { t } = useTranslation();
  return <BackLink to={DNA_TESTS_PATH}>{t('dnaTests.detail.back')}</BackLink>;
}

/** /dna-management/:id: one test with everything it recorded, its proofs and, when allowed, its deletion. */
export function DnaTestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const test = useDnaTest(id);
  const notFound = !isDnaTestId(id) || isDnaTestNotFound(test.error);
  useDocumentTitle(notFound ? t('dnaTests.detail.notFoundTitle') : (test.data?.reference ?? t('dnaTests.detail.pageTitle')));

  if (notFound) {
    return (
      <DetailPageHeader back={<BackToTests />} title={t('dnaTests.detail.notFoundTitle')} description={t('dnaTests.detail.notFoundBody')} />
    );
  }
  if (test.isError) {
    return (
      <DetailLoadFailed
        back={<BackToTests />}
        title={t('dnaTests.detail.pageTitle')}
        message={t('dnaTests.detail.loadFailed')}
        onRetry={() => void test.refetch()}
      />
    );
  }
  if (!test.data) return <DetailLoading label={t('dnaTests.detail.loading')} />;
  return <DnaTestDetail test={test.data} />;
}

function DnaTestDetail({ test }: { test: TDnaTestDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteDnaTest();

  const confirmDeletion = () =>
    remove.mutate(test.id, {
      onSuccess: () => {
        toast.success(t('dnaTests.delete.done', { reference: test.reference }));
        void navigate(DNA_TESTS_PATH, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        toastApiError(error);
      },
    });

  return (
    <>
      <DetailPageHeader
        back={<BackToTests />}
        title={t('dnaTests.detail.title', { reference: test.reference })}
        description={t(`dnaTests.kinds.${test.kind}`)}
        actions={
          test.deletable ? (
            <Button variant="default" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
              {t('dnaTests.delete.open')}
            </Button>
          ) : null
        }
      />
      <Stack gap="lg" mt="md">
        <DnaTestFactsCard test={test} />
        <DnaTestComparisonCard test={test} />
        <DnaTestFilesCard test={test} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('dnaTests.delete.title', { reference: test.reference })}
        body={t('dnaTests.delete.body')}
        confirmLabel={t('dnaTests.delete.confirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDeletion}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
