import { Button, Group, MultiSelect, Radio, SegmentedControl, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import {
  DNA_TEST_KINDS,
  isOtherLocation,
  MAX_DNA_COUNTRIES,
  MAX_DNA_IDENTIFIER_LENGTH,
  MAX_DNA_IDENTIFIERS,
  MAX_DNA_TEST_FILES,
  parseLanguage,
  type TDnaTestKind,
} from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModalProblems } from '../../../components/form-modal.tsx';
import { ProofFilesField } from '../../../components/proof-files-field.tsx';
import { TypedDateField } from '../../../components/typed-date-field.tsx';
import { useAllCountries } from '../../../lib/locations-api.ts';
import { saveProblemsOf, showSaveFailure } from '../../../lib/save-problems.ts';
import {
  placeDnaTestProblems,
  switchDnaTestKind,
  validateDnaTestForm,
  type TDnaTestFormErrors,
  type TDnaTestFormField,
  type TDnaTestFormValues,
} from '../model/dna-test-form.ts';
import { PartySelect } from './party-select.tsx';
import { ProductCodeField } from './product-code-field.tsx';
import { browserTimeZone, todayIn } from '../../../lib/day-month-year.ts';

type TDnaTestFormProps = {
  values: TDnaTestFormValues;
  onChange: (values: TDnaTestFormValues) => void;
  submitting: boolean;
  onSubmit: (values: TDnaTestFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The countries a lab can name: every real country, in the reader's language. */
function CountriesField({ value, error, onChange }: { value: string[]; error?: string; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const countries = useAllCountries();
  const options = (countries.data ?? []).filter((country) => !isOtherLocation(country.id));
  return (
    <MultiSelect
      label={t('dnaTests.form.countries')}
      description={t('dnaTests.form.countriesHelp')}
      placeholder={value.length === 0 ? t('dnaTests.form.countriesPlaceholder') : undefined}
      withAsterisk
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('dnaTests.form.countriesClear') }}
      maxValues={MAX_DNA_COUNTRIES}
      nothingFoundMessage={countries.isError ? t('dnaTests.form.countriesFailed') : t('dnaTests.form.countriesNoMatches')}
      data={options.map((country) => ({ value: country.id, label: country.name }))}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}

/**
 * The record form (DOMAIN.md §8.2), for either kind of test: checked here with the API's rules first;
 * what the server still refuses shows beside the field it names. It never asks for the result.
 */
export function DnaTestForm({ values, onChange, submitting, onSubmit, onCancel }: TDnaTestFormProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const [errors, setErrors] = useState<TDnaTestFormErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const synthetic = values.kind === 'SYNTHETIC';

  const update = (change: Partial<TDnaTestFormValues>, field: TDnaTestFormField) => {
    onChange({ ...values, ...change });
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const switchKind = (kind: TDnaTestKind) => {
    onChange(switchDnaTestKind(values, kind));
    setErrors({});
    setGeneral([]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneral([]);
    const found = validateDnaTestForm(
      values,
      todayIn(browserTimeZone()),
      {
        names: {
          requestFacilityId: t('dnaTests.form.requesterWord'),
          productSupplierId: t('dnaTests.form.supplierWord'),
          productCode: t('dnaTests.form.productWord'),
          isDetected: t('dnaTests.form.detectedWord'),
          testedOn: t('dnaTests.form.testedOnWord'),
        },
        dates: { format: t('dnaTests.form.dateFormat'), future: t('dnaTests.form.dateFuture') },
        identifiersRequired: t('dnaTests.form.identifiersRequired'),
        identifierTooLong: t('dnaTests.form.identifierTooLong', { max: MAX_DNA_IDENTIFIER_LENGTH }),
        countriesRequired: t('dnaTests.form.countriesRequired'),
        proofRequired: t('dnaTests.form.proofRequired'),
      },
      language,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await onSubmit(values);
    } catch (error) {
      showSaveFailure(error, placeDnaTestProblems(saveProblemsOf(error)), {
        fields: setErrors,
        general: setGeneral,
        fallbackMessage: t('errors.generic'),
      });
    }
  };

  const requester = (
    <PartySelect
      kind="requester"
      label={t('dnaTests.form.requester')}
      description={t(synthetic ? 'dnaTests.form.requesterHelp' : 'dnaTests.form.requesterOptionalHelp')}
      required={synthetic}
      value={values.requester}
      error={errors.requestFacilityId}
      onChange={(party) => update({ requester: party }, 'requestFacilityId')}
    />
  );
  const supplier = (
    <PartySelect
      kind="supplier"
      label={t('dnaTests.form.supplier')}
      description={t('dnaTests.form.supplierHelp')}
      value={values.supplier}
      error={errors.productSupplierId}
      onChange={(party) => update({ supplier: party }, 'productSupplierId')}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dna-test-kind-label">
            {t('dnaTests.form.kind')}
          </Text>
          <SegmentedControl
            aria-labelledby="dna-test-kind-label"
            data={DNA_TEST_KINDS.map((kind) => ({ value: kind, label: t(`dnaTests.kinds.${kind}`) }))}
            value={values.kind}
            onChange={(kind) => switchKind(kind as TDnaTestKind)}
            maw={440}
          />
          <Text size="sm" c="dimmed">
            {t(`dnaTests.form.kindHelp.${values.kind}`)}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {synthetic ? requester : supplier}
          {synthetic ? supplier : requester}
        </SimpleGrid>
        <ProductCodeField
          supplierId={values.supplier?.id ?? null}
          value={values.productCode}
          error={errors.productCode}
          onChange={(productCode) => update({ productCode }, 'productCode')}
        />
        {synthetic ? (
          <>
            <Radio.Group
              label={t('dnaTests.form.detected')}
              withAsterisk
              value={values.isDetected === null ? null : String(values.isDetected)}
              error={errors.isDetected}
              onChange={(answer) => update({ isDetected: answer === 'true' }, 'isDetected')}
            >
              <Group gap="lg" mt="xs">
                <Radio value="true" label={t('dnaTests.form.yes')} />
                <Radio value="false" label={t('dnaTests.form.no')} />
              </Group>
            </Radio.Group>
            {values.isDetected ? (
              <TagsInput
                label={t('dnaTests.form.identifiers')}
                description={t('dnaTests.form.identifiersHelp', { max: MAX_DNA_IDENTIFIERS })}
                withAsterisk
                clearable
                clearButtonProps={{ 'aria-label': t('dnaTests.form.identifiersClear') }}
                maxTags={MAX_DNA_IDENTIFIERS}
                splitChars={[',', ';']}
                acceptValueOnBlur
                value={values.dnaIdentifiers}
                error={errors.dnaIdentifiers}
                onChange={(dnaIdentifiers) => update({ dnaIdentifiers }, 'dnaIdentifiers')}
              />
            ) : null}
          </>
        ) : (
          <CountriesField
            value={values.countryIds}
            error={errors.countryIds}
            onChange={(countryIds) => update({ countryIds }, 'countryIds')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TypedDateField
            label={t('dnaTests.form.testedOn')}
            description={t('dnaTests.form.testedOnHelp')}
            value={values.testedOn}
            error={errors.testedOn}
            onChange={(testedOn) => update({ testedOn }, 'testedOn')}
          />
        </SimpleGrid>
        <ProofFilesField
          label={t('dnaTests.form.files')}
          files={values.files}
          max={MAX_DNA_TEST_FILES}
          error={errors.files}
          onChange={(files) => update({ files }, 'files')}
        />
        <Text size="sm" c="dimmed">
          {t('dnaTests.form.resultNote')}
        </Text>
        <FormModalProblems messages={general} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('dnaTests.record.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
