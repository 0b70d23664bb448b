import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { codeFromScan, formatHyphenated, type TActivityProduct } from '@opentrace/domain';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useProductLookup, type TLookupPath } from '../api/product-activities-api.ts';
import type { TLookupModes } from '../lookup-access.ts';
import { addProduct, removeProduct, requiredDefinition, type TProductListRule } from '../product-list.ts';
import { ProductTable } from './product-table.tsx';
import { QrScannerModal } from './qr-scanner-modal.tsx';

type TProductPickerProps = {
  label: string;
  lookupPath: TLookupPath;
  modes: TLookupModes;
  rule: TProductListRule;
  value: readonly TActivityProduct[];
  error?: string;
  onChange(products: readonly TActivityProduct[]): void;
};

/**
 * Products named by product ID (typed) or QR label (scanned), as the caller's sub-permissions allow:
 * each is looked up, refused with the server's reason under the field, or added to the list. The
 * same product twice is ignored with a notice.
 */
export function ProductPicker({ label, lookupPath, modes, rule, value: products, error, onChange }: TProductPickerProps) {
  const { t } = useTranslation();
  const lookup = useProductLookup(lookupPath);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const find = async (text: string) => {
    // A label may carry its link (`…/q/{code}`) rather than its digits, scanned or pasted alike.
    const wanted = codeFromScan(text).trim();
    if (wanted === '' || lookup.isPending) return;
    setProblem(null);
    let found: TActivityProduct;
    try {
      found = await lookup.mutateAsync(wanted);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.sessionEnded)) setProblem(errorMessage(failure, t('errors.generic')));
      return;
    }
    const result = addProduct(products, found, rule);
    if (result.outcome === 'duplicate') toast.info(t('productActivities.products.alreadyAdded', { code: formatHyphenated(found.code) }));
    if (result.outcome === 'otherDefinition') {
      const required = requiredDefinition(products, rule);
      setProblem(
        required?.name
          ? t('productActivities.products.otherDefinition', { found: found.productDefinition.name, required: required.name })
          : t('productActivities.products.otherDefinitionChosen', { found: found.productDefinition.name }),
      );
      return;
    }
    onChange(result.products);
    // Only the ID just looked up is cleared: the next one, typed or scanned as soon as the field
    // turned editable again, stays.
    setCode((current) => (current === text ? '' : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter looks the product up instead of submitting the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find(code);
  };

  const message = problem ?? error;
  return (
    <Stack gap="sm">
      {modes.canType || modes.canScan ? (
        <Group align="flex-end" gap="xs" wrap="wrap">
          {modes.canType ? (
            <TextInput
              flex={1}
              miw={220}
              label={label}
              placeholder={t('productActivities.products.lookupPlaceholder')}
              dir="ltr"
              value={code}
              error={Boolean(message)}
              // Read-only rather than disabled while looking up, so the cursor stays for the next ID.
              readOnly={lookup.isPending}
              onChange={(event) => setCode(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
          ) : (
            <Text size="sm" fw={500} flex={1}>
              {label}
            </Text>
          )}
          {modes.canType ? (
            <Button variant="default" loading={lookup.isPending} onClick={() => void find(code)}>
              {t('productActivities.products.add')}
            </Button>
          ) : null}
          {modes.canScan ? (
            <Button variant="light" disabled={lookup.isPending} onClick={() => setScanning(true)}>
              {t('productActivities.products.scan')}
            </Button>
          ) : null}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('productActivities.products.noLookup')}
        </Text>
      )}
      {message ? (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      ) : null}
      <ProductTable products={products} onRemove={(productId) => onChange(removeProduct(products, productId))} />
      <QrScannerModal
        opened={scanning}
        title={t('productActivities.scanner.title')}
        onClose={() => setScanning(false)}
        onScan={(value) => void find(value)}
      />
    </Stack>
  );
}
