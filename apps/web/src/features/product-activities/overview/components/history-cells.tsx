import { Button, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatDateTime, type THistoryEvent } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconDownload } from '../../../../components/icons.tsx';
import { UserText } from '../../../../components/user-text.tsx';
import { toastApiError } from '../../../../lib/api-error-toast.ts';
import { isolated } from '../../../../lib/bidi.ts';
import { downloadEventDocuments } from '../api/activity-overview-api.ts';
import { counterpartOf, documentNumbers, documentsArchiveName, eventProducts, type TCodeList } from '../history-rows.ts';

/** The day above the time, so the column stays narrow. */
export function DateCell({ recordedAt }: { recordedAt: string }) {
  const [day, time] = formatDateTime(recordedAt).split(' ');
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {day}
      <br />
      <Text span size="xs" c="dimmed">
        {time}
      </Text>
    </Text>
  );
}

export function CounterpartCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const counterpart = counterpartOf(event);
  if (counterpart.kind === 'none') return null;
  return (
    <Text size="sm">
      {counterpart.kind === 'facility' ? (
        <UserText>{counterpart.name}</UserText>
      ) : (
        t('overview.history.nonParticipating', { role: counterpart.role })
      )}
    </Text>
  );
}

function Codes({ list }: { list: TCodeList }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      {list.shown.map((code, index) => (
        <Text key={`${code}-${index}`} size="sm" ff="monospace">
          <UserText>{code}</UserText>
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

/** Product IDs; a transformation's inputs, an arrow down, and the outputs they turned into. */
export function ProductsCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const products = eventProducts(event);
  if (products.kind === 'list') return <Codes list={products.products} />;
  return (
    <Stack gap={2}>
      <Codes list={products.inputs} />
      <IconChevronDown size={16} />
      <VisuallyHidden>{t('overview.history.becomes')}</VisuallyHidden>
      <Codes list={products.outputs} />
    </Stack>
  );
}

export function DocumentNumbersCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const numbers = documentNumbers(event);
  if (numbers.length === 0) return null;
  return (
    <Stack gap={0}>
      {numbers.map((entry) => (
        <Text key={entry.kind} size="sm">
          {t(`overview.history.numbers.${entry.kind}`, { number: isolated(entry.number) })}
        </Text>
      ))}
    </Stack>
  );
}

/** One archive of the event's proofs, invoices and packing lists. */
export function DocumentsCell({ event }: { event: THistoryEvent }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  if (event.documentCount === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const download = () => {
    setDownloading(true);
    downloadEventDocuments(event.id, documentsArchiveName(event))
      .catch(toastApiError)
      .finally(() => setDownloading(false));
  };
  const label = t('overview.history.downloadLabel', { count: event.documentCount });
  // The count, not a word, keeps the column narrow in every language; the label says what it does.
  return (
    <Tooltip label={label} withArrow>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={downloading}
        onClick={download}
        aria-label={label}
      >
        {event.documentCount}
      </Button>
    </Tooltip>
  );
}
