import { Button, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_QR_CODES_PER_BATCH, parseLanguage } from '@opentrace/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { isolated } from '../../../lib/bidi.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateQrCodes } from '../api/qr-codes-api.ts';
import {
  EMPTY_GENERATE,
  generateFieldOf,
  toGeneratePayload,
  validateGenerate,
  type TGenerateErrors,
  type TGenerateField,
  type TGenerateValues,
} from '../generate-form.ts';

/** "Generate QR codes": a batch name and how many codes (1–1000); errors show beside their field. */
export function GenerateQrCodesForm() {
  const { t, i18n } = useTranslation();
  const generate = useGenerateQrCodes();
  const [values, setValues] = useState<TGenerateValues>(EMPTY_GENERATE);
  const [errors, setErrors] = useState<TGenerateErrors>({});

  const change = <TField extends TGenerateField>(field: TField, value: TGenerateValues[TField]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGenerate(values, parseLanguage(i18n.language), {
      name: t('qrCodes.generate.fieldNames.name'),
      quantity: t('qrCodes.generate.fieldNames.quantity'),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    generate.mutate(toGeneratePayload(values), {
      onSuccess: (batch) => {
        toast.success(t('qrCodes.generate.done', { name: isolated(batch.name) }));
        setValues(EMPTY_GENERATE);
      },
      onError: (error) => {
        const byField: TGenerateErrors = {};
        let unplaced = false;
        for (const fieldError of error.fieldErrors) {
          const field = generateFieldOf(fieldError.path);
          if (field) byField[field] ??= fieldError.message;
          else unplaced = true;
        }
        setErrors(byField);
        if (Object.keys(byField).length === 0 || unplaced) toastApiError(error);
      },
    });
  };

  return (
    <Paper withBorder radius="md" shadow="xs" p="md" mb="lg">
      <form onSubmit={submit} noValidate aria-labelledby="generate-qr-codes-title">
        <Stack gap="sm">
          <div>
            <Title order={2} fz="lg" id="generate-qr-codes-title">
              {t('qrCodes.generate.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('qrCodes.generate.description')}
            </Text>
          </div>
          <Stack gap="sm" maw={420}>
            <TextInput
              label={t('qrCodes.generate.name')}
              placeholder={t('qrCodes.generate.namePlaceholder')}
              withAsterisk
              maxLength={255}
              value={values.name}
              error={errors.name}
              onChange={(event) => change('name', event.currentTarget.value)}
            />
            <NumberInput
              label={t('qrCodes.generate.quantity')}
              description={t('qrCodes.generate.quantityDescription', { max: MAX_QR_CODES_PER_BATCH })}
              withAsterisk
              min={1}
              max={MAX_QR_CODES_PER_BATCH}
              // Out-of-range numbers stay as typed, so the message says what is wrong instead of the value changing.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              value={values.quantity}
              error={errors.quantity}
              onChange={(value) => change('quantity', typeof value === 'number' ? value : '')}
            />
            <Group>
              <Button type="submit" loading={generate.isPending}>
                {t('qrCodes.generate.submit')}
              </Button>
            </Group>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
