import { Alert, Anchor, Button, Checkbox, Fieldset, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  MAX_PUBLIC_REPORT_CONTACT_LENGTH,
  MAX_PUBLIC_REPORT_MESSAGE_LENGTH,
  MAX_PUBLIC_REPORT_PLACE_LENGTH,
  type TPublicReportReceipt,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert, IconLock } from '../../../../components/icons.tsx';
import { toastApiError } from '../../../../lib/api-error-toast.ts';
import { saveProblemsOf } from '../../../../lib/save-problems.ts';
import { splitFieldErrors } from '../../../../lib/field-errors.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { RemoteSearchSelect } from '../../../../components/remote-search-select.tsx';
import { useFilePublicReport, usePublicFacilities, usePublicReportCategories } from '../api/public-reports-api.ts';
import { CaseCredentials } from '../components/case-credentials.tsx';
import { useLanguageFromLink } from '../components/use-language-from-link.ts';
import {
  EMPTY_PUBLIC_REPORT,
  PUBLIC_REPORT_FIELDS,
  publicReportProblems,
  toNewPublicReport,
  type TPublicReportErrors,
  type TPublicReportField,
  type TPublicReportFormValues,
} from '../model/public-report-form.ts';

/**
 * /report: anyone reports a problem at work without an account, on a phone as well as a desktop. The
 * answer is a case number and a PIN, shown once, with which the case is followed up on /report/follow-up.
 */
export function PublicReportPage() {
  const { t } = useTranslation();
  useLanguageFromLink();
  useDocumentTitle(t('publicReports.form.pageTitle'));
  const [receipt, setReceipt] = useState<TPublicReportReceipt | null>(null);

  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 36 }} w="100%" maw={640} my="md">
      {receipt ? <Receipt receipt={receipt} onAnother={() => setReceipt(null)} /> : <ReportForm onFiled={setReceipt} />}
    </Paper>
  );
}

function ReportForm({ onFiled }: { onFiled: (receipt: TPublicReportReceipt) => void }) {
  const { t } = useTranslation();
  const filing = useFilePublicReport();
  const categories = usePublicReportCategories();
  const [values, setValues] = useState<TPublicReportFormValues>(EMPTY_PUBLIC_REPORT);
  const [errors, setErrors] = useState<TPublicReportErrors>({});
  const [general, setGeneral] = useState<string[]>([]);

  const update = (change: Partial<TPublicReportFormValues>, field: TPublicReportField) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = publicReportProblems(values);
    const messages: TPublicReportErrors = {};
    for (const [field, problem] of Object.entries(found) as [TPublicReportField, NonNullable<(typeof found)[TPublicReportField]>][]) {
      messages[field] = t(problem.key, problem);
    }
    setErrors(messages);
    if (Object.keys(messages).length > 0) return;
    filing.mutate(toNewPublicReport(values), {
      onSuccess: onFiled,
      onError: (failure) => {
        const problems = saveProblemsOf(failure);
        if (problems.length === 0) {
          toastApiError(failure);
          return;
        }
        const { byField, other } = splitFieldErrors(
          problems.map((problem) => ({ ...problem, path: problem.path.replace(/^indicatorIds\.\d+$/, 'indicatorIds') })),
          PUBLIC_REPORT_FIELDS,
        );
        setErrors(byField);
        setGeneral(other.map((problem) => problem.message));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.3}>
            {t('publicReports.form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('publicReports.form.intro')}
          </Text>
          <Alert variant="light" color="brand" icon={<IconLock size={18} />} p="sm">
            <Text size="sm">{t('publicReports.form.confidential')}</Text>
          </Alert>
          <Text size="sm">
            <Anchor component={Link} to="/report/follow-up">
              {t('publicReports.form.followUpLink')}
            </Anchor>
          </Text>
        </Stack>

        <Fieldset legend={t('publicReports.form.workplaceLegend')} variant="unstyled">
          <Stack gap="sm">
            <RemoteSearchSelect
              required={false}
              label={t('publicReports.form.facilityLabel')}
              description={t('publicReports.form.facilityHelp')}
              value={values.facilityUnknown ? null : values.facility}
              error={errors.facilityId}
              messages={{
                placeholder: t('publicReports.form.facilityPlaceholder'),
                clear: t('publicReports.form.facilityClear'),
                failed: t('publicReports.form.facilityFailed'),
                searching: t('publicReports.form.facilitySearching'),
                noMatches: t('publicReports.form.facilityNoMatches'),
                none: t('publicReports.form.facilityNone'),
              }}
              useResults={usePublicFacilities}
              describe={(facility) => facility.city ?? ''}
              onChange={(facility) => update({ facility, facilityUnknown: false }, 'facilityId')}
            />
            <Checkbox
              label={t('publicReports.form.facilityUnknown')}
              checked={values.facilityUnknown}
              onChange={(event) => update({ facilityUnknown: event.currentTarget.checked, facility: null }, 'facilityId')}
            />
            <TextInput
              label={t('publicReports.form.placeLabel')}
              description={t('publicReports.form.placeHelp')}
              maxLength={MAX_PUBLIC_REPORT_PLACE_LENGTH}
              value={values.place}
              error={errors.place}
              onChange={(event) => update({ place: event.currentTarget.value }, 'place')}
            />
          </Stack>
        </Fieldset>

        <Textarea
          label={t('publicReports.form.messageLabel')}
          description={t('publicReports.form.messageHelp')}
          withAsterisk
          autosize
          minRows={5}
          maxLength={MAX_PUBLIC_REPORT_MESSAGE_LENGTH}
          value={values.message}
          error={errors.message}
          onChange={(event) => update({ message: event.currentTarget.value }, 'message')}
        />

        <Checkbox.Group
          label={t('publicReports.form.categoriesLabel')}
          description={t('publicReports.form.categoriesHelp')}
          value={values.indicatorIds}
          error={errors.indicatorIds}
          onChange={(indicatorIds) => update({ indicatorIds }, 'indicatorIds')}
        >
          <Stack gap="md" mt="xs">
            {categories.isError ? (
              <Alert color="red" variant="light" icon={<IconAlert size={18} />}>
                {t('publicReports.form.categoriesFailed')}
              </Alert>
            ) : null}
            {(categories.data?.items ?? []).map((category) => (
              <Stack key={category.id} gap={6}>
                <Text size="sm" fw={600}>
                  {category.name}
                </Text>
                {category.indicators.map((indicator) => (
                  <Checkbox key={indicator.id} value={indicator.id} label={indicator.name} />
                ))}
              </Stack>
            ))}
          </Stack>
        </Checkbox.Group>

        <Radio.Group
          label={t('publicReports.form.anonymousLabel')}
          description={t('publicReports.form.anonymousHelp')}
          value={values.anonymous ? 'yes' : 'no'}
          onChange={(choice) => update({ anonymous: choice === 'yes' }, 'anonymous')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="yes" label={t('publicReports.form.anonymousYes')} />
            <Radio value="no" label={t('publicReports.form.anonymousNo')} />
          </Stack>
        </Radio.Group>
        {values.anonymous ? null : (
          <TextInput
            label={t('publicReports.form.contactLabel')}
            description={t('publicReports.form.contactHelp')}
            maxLength={MAX_PUBLIC_REPORT_CONTACT_LENGTH}
            value={values.contact}
            error={errors.contact}
            onChange={(event) => update({ contact: event.currentTarget.value }, 'contact')}
          />
        )}

        {general.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} role="alert">
            {general.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth loading={filing.isPending}>
          {t('publicReports.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The case number and PIN, shown this once: only a hash of the PIN is kept. */
function Receipt({ receipt, onAnother }: { receipt: TPublicReportReceipt; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.3}>
        {t('publicReports.receipt.title')}
      </Title>
      <Text size="sm">{t('publicReports.receipt.intro')}</Text>
      <CaseCredentials caseNumber={receipt.caseNumber} pin={receipt.pin} />
      <Alert color="orange" variant="light" icon={<IconAlert size={18} />} role="status">
        <Text size="sm">{t('publicReports.receipt.keepSafe')}</Text>
      </Alert>
      <Stack gap="sm">
        <Button component={Link} to="/report/follow-up" size="md" fullWidth>
          {t('publicReports.receipt.followUp')}
        </Button>
        <Button variant="default" size="md" fullWidth onClick={onAnother}>
          {t('publicReports.receipt.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
