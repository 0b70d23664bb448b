import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDate, SEARCH_DEBOUNCE_MS } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck } from '../../../components/icons.tsx';
import { useDnaProductCheck } from '../api/dna-tests-api.ts';
import { productCheckQueryOf } from '../model/dna-test-form.ts';

type TProductCodeFieldProps = {
  supplierId: string | null;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** What the records say about the typed product, once typing pauses: found (with its name and day), or not. */
function ProductCheck({ supplierId, code }: { supplierId: string | null; code: string }) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(code, SEARCH_DEBOUNCE_MS);
  const query = productCheckQueryOf(supplierId, settled);
  const check = useDnaProductCheck(query);
  const line = (() => {
    if (query === null) return null;
    if (check.isError) return <Text size="sm">{t('dnaTests.form.productCheck.failed')}</Text>;
    if (!check.data || check.isFetching) {
      return (
        <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Loader size={12} aria-hidden />
          {t('dnaTests.form.productCheck.checking')}
        </Text>
      );
    }
    if (check.data.found && check.data.product) {
      return (
        <Text size="sm" c="teal" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <IconCheck size={14} />
          {t('dnaTests.form.productCheck.found', {
            name: check.data.product.name,
            date: formatDate(check.data.product.createdAt),
          })}
        </Text>
      );
    }
    return (
      <Text size="sm" c="red" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconAlert size={14} />
        {t('dnaTests.form.productCheck.notFound')}
      </Text>
    );
  })();
  return (
    <div role="status" aria-live="polite">
      {line}
    </div>
  );
}

/**
 * The tested product by its code, its QR code or its label's link (a scanner types it in), among the
 * products the chosen supplier made; the server checks it as it is typed, and again when the test is sent.
 */
export function ProductCodeField({ supplierId, value, error, onChange }: TProductCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <TextInput
        label={t('dnaTests.form.product')}
        description={t(supplierId ? 'dnaTests.form.productHelp' : 'dnaTests.form.productNeedsSupplier')}
        withAsterisk
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <ProductCheck supplierId={supplierId} code={value} />
    </Stack>
  );
}
