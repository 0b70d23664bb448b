import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { DNA_TESTS_PATH } from '../access.ts';
import { useRecordIsotopicTest, useRecordSyntheticTest } from '../api/dna-tests-api.ts';
import { DnaTestForm } from '../components/dna-test-form.tsx';
import { emptyDnaTestForm, toIsotopicBody, toSyntheticBody, type TDnaTestFormValues } from '../model/dna-test-form.ts';
import { browserTimeZone } from '../../../lib/day-month-year.ts';

/** /dna-management/new: recording a laboratory test (DOMAIN.md §8.2); the server says whether it passed. */
export function NewDnaTestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dnaTests.record.title'));
  const navigate = useNavigate();
  const [values, setValues] = useState(() => emptyDnaTestForm());
  const synthetic = useRecordSyntheticTest();
  const isotopic = useRecordIsotopicTest();

  const record = async (sent: TDnaTestFormValues) => {
    const timeZone = browserTimeZone();
    const test =
      sent.kind === 'SYNTHETIC'
        ? await synthetic.mutateAsync(toSyntheticBody(sent, timeZone))
        : await isotopic.mutateAsync(toIsotopicBody(sent, timeZone));
    toast.success(t(`dnaTests.record.done.${test.result}`, { reference: test.reference }));
    void navigate(`${DNA_TESTS_PATH}/${test.id}`, { replace: true });
  };

  return (
    <>
      <DetailPageHeader
        back={<BackLink to={DNA_TESTS_PATH}>{t('dnaTests.detail.back')}</BackLink>}
        title={t('dnaTests.record.title')}
        description={t('dnaTests.record.subtitle')}
      />
      <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
        <DnaTestForm
          values={values}
          onChange={setValues}
          submitting={synthetic.isPending || isotopic.isPending}
          onCancel={() => void navigate(DNA_TESTS_PATH)}
          onSubmit={record}
        />
      </Paper>
    </>
  );
}
