import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  codeFromScan,
  formatDate,
  formatHyphenated,
  formatQrCode,
  QR_CODE_PATTERN,
  type TActivityProduct,
  type TProductHolding,
} from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useLabelledProduct, useLabelProduct } from '../api/qr-codes-api.ts';
import { labelProduct, labelSource, type TLabelActivity, type TLabelLookup, type TLabelSource } from '../label-lookups.ts';

/**
 * /q/:code, where a label that carries a link leads (DOMAIN.md §8.1): the product carrying the label,
 * for a signed-in user who may see it (for a producer, with the activities it is ready for; for an
 * administrator, with every facility it has been with); otherwise a plain "not found or not yours".
 * The router sends a signed-out visitor to sign in and back here.
 */
export function QrCodeProductPage() {
  const { t } = useTranslation();
  const { code: raw = '' } = useParams();
  const code = codeFromScan(raw);
  const title = t('qrCodes.product.title', { code: formatQrCode(code) });
  useDocumentTitle(title);
  const user = useSession()?.user ?? null;
  const isCode = QR_CODE_PATTERN.test(code);

  return (
    <>
      <PageHeader title={title} description={t('qrCodes.product.subtitle')} />
      {isCode ? (
        <LabelledProductOf code={code} source={labelSource(user)} />
      ) : (
        <Alert color="red" role="alert">
          {t('qrCodes.product.notACode')}
        </Alert>
      )}
    </>
  );
}

function LabelledProductOf({ code, source }: { code: string; source: TLabelSource }) {
  if (source.kind === 'none') return <NotFound />;
  if (source.kind === 'labelledProduct') return <AnyonesProduct code={code} />;
  return <OwnProduct code={code} lookups={source.lookups} />;
}

function Pending() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader size="sm" aria-label={t('qrCodes.product.loading')} />
    </Center>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" role="alert">
        {errorMessage(error, t('qrCodes.product.loadError'))}
      </Alert>
      <Button variant="default" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}

/** An administrator's reading: the product whoever holds it, and the facilities it has been with. */
function AnyonesProduct({ code }: { code: string }) {
  const query = useLabelledProduct(code);
  if (query.isPending) return <Pending />;
  if (query.isError) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (!query.data) return <NotFound />;
  return <ProductDetails product={query.data} activities={[]} holdings={query.data.holdings} />;
}

/** A producer's reading, through its activity look-ups: only its own products, with what it can do with them. */
function OwnProduct({ code, lookups }: { code: string; lookups: TLabelLookup[] }) {
  const { t } = useTranslation();
  const query = useLabelProduct(code, lookups);
  if (query.isPending) return <Pending />;
  if (query.isError) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  const shown = labelProduct(query.data);
  if (shown.kind === 'notFound') return <NotFound />;
  if (shown.kind === 'unavailable') {
    return (
      <Alert color="yellow" title={t('qrCodes.product.unavailable')}>
        {shown.reason}
      </Alert>
    );
  }
  return <ProductDetails product={shown.product} activities={shown.activities} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('qrCodes.product.notFoundTitle')}>
      {t('qrCodes.product.notFound')}
    </Alert>
  );
}

/** Attribute values that read as they are; dates, places and files have their own screens. */
const plainValue = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

function ProductDetails({
  product,
  activities,
  holdings = [],
}: {
  product: TActivityProduct;
  activities: { activity: TLabelActivity; screen: string }[];
  holdings?: readonly TProductHolding[];
}) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('qrCodes.product.definition'), product.productDefinition.name],
    [t('qrCodes.product.quantity'), `${product.quantity} ${product.quantityUnit}`],
    [t('qrCodes.product.verified'), product.verifiedPercentage === null ? t('qrCodes.product.unknown') : `${product.verifiedPercentage} %`],
    [t('qrCodes.product.created'), formatDate(product.createdAt)],
    ...(product.dnaIdentifier ? [[t('qrCodes.product.dnaIdentifier'), product.dnaIdentifier] as [string, string]] : []),
    ...product.attributes.flatMap((attribute): [string, string][] => {
      const value = plainValue(attribute.value);
      return value === null ? [] : [[attribute.name, attribute.quantityUnit ? `${value} ${attribute.quantityUnit}` : value]];
    }),
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group gap="xl">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('qrCodes.product.productId')}
              </Text>
              <Title order={2} fz="lg" ff="monospace" dir="ltr">
                {formatHyphenated(product.code)}
              </Title>
            </Stack>
            {product.qrCode ? (
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('qrCodes.product.qrCode')}
                </Text>
                <Text fw={600} ff="monospace" dir="ltr">
                  {formatQrCode(product.qrCode)}
                </Text>
              </Stack>
            ) : null}
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
            {facts.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0}>
                  <UserText>{value}</UserText>
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {holdings.length > 0 ? <Holdings holdings={holdings} /> : null}
      {activities.length > 0 ? (
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('qrCodes.product.actionsTitle')}
          </Title>
          <Group gap="sm">
            {activities.map(({ activity, screen }) => (
              <Button key={activity} component={Link} to={screen} variant="default">
                {t(`qrCodes.product.actions.${activity}`)}
              </Button>
            ))}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Where the product has been: the facility that made it, then each that received it, and whether it still holds it. */
function Holdings({ holdings }: { holdings: readonly TProductHolding[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        {t('qrCodes.product.holdingsTitle')}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {holdings.map((holding) => (
          <Paper component="li" key={holding.facility.id} withBorder radius="md" p="sm">
            <Text fw={600}>
              <UserText>{holding.facility.name}</UserText>
            </Text>
            <Text size="sm">
              {t(holding.made ? 'qrCodes.product.madeOn' : 'qrCodes.product.receivedOn', { date: formatDate(holding.since) })}
            </Text>
            <Text size="sm" c="dimmed">
              {holding.until === null ? t('qrCodes.product.holdsIt') : t('qrCodes.product.heldUntil', { date: formatDate(holding.until) })}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
