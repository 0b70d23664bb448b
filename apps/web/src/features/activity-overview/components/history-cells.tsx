import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { THistoryEvent } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronRight, IconDownload } from '../../../components/icons.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { downloadEventDocuments } from '../api/activity-overview-api.ts';
import { counterpartOf, documentNumbers, documentsArchiveName, eventProducts, type TCodeList } from '../history-rows.ts';

export function CounterpartCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const counterpart = counterpartOf(event);
  if (counterpart.kind === 'none') return <Text size="sm" c="dimmed">–</Text>;
  return <Text size="sm">{counterpart.kind === 'facility' ? counterpart.name : t('overview.history.nonParticipating', { role: counterpart.role })}</Text>;
}

function Codes({ list }: { list: TCodeList }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {list.shown.map((code, index) => (
        <Text key={`${code}-${index}`} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {code}
        </Text>
      ))}
      {list.more > 0 ? (
        <Text size="xs" c="dimmed">
          {t('overview.history.moreProducts', { count: list.more })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Product IDs; a transformation's inputs, an arrow, and the outputs they turned into. */
export function ProductsCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const products = eventProducts(event);
  if (products.kind === 'list') return <Codes list={products.products} />;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Codes list={products.inputs} />
      <IconChevronRight size={16} className="flip-rtl" />
      <VisuallyHidden>{t('overview.history.becomes')}</VisuallyHidden>
      <Codes list={products.outputs} />
    </Group>
  );
}

export function DocumentNumbersCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const numbers = documentNumbers(event);
  if (numbers.length === 0) return <Text size="sm" c="dimmed">–</Text>;
  return (
    <Stack gap={0}>
      {numbers.map((entry) => (
        <Text key={entry.kind} size="sm">
          {t(`overview.history.numbers.${entry.kind}`, { number: entry.number })}
        </Text>
      ))}
    </Stack>
  );
}

/** One archive of the event's proofs, invoices and packing lists. */
export function DocumentsCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  if (event.documentCount === 0) return <Text size="sm" c="dimmed">–</Text>;
  const download = () => {
    setDownloading(true);
    downloadEventDocuments(event.id, documentsArchiveName(event))
      .catch(toastApiError)
      .finally(() => setDownloading(false));
  };
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={downloading}
      onClick={download}
      aria-label={t('overview.history.downloadLabel', { count: event.documentCount })}
    >
      {t('overview.history.download')}
    </Button>
  );
}
