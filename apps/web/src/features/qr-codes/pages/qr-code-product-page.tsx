import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { codeFromScan, formatDate, formatHyphenated, formatQrCode, QR_CODE_PATTERN, type TActivityProduct } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useLabelProduct } from '../api/qr-codes-api.ts';
import { labelLookups, labelProduct, type TLabelActivity } from '../label-lookups.ts';

/**
 * /q/:code, where a label that carries a link leads (DOMAIN.md §8.1): the product carrying the label,
 * for a signed-in user who may see it, with the activities it is ready for; otherwise a plain "not
 * found or not yours". The router sends a signed-out visitor to sign in and back here.
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
        <LabelProduct code={code} lookups={labelLookups(user)} />
      ) : (
        <Alert color="red" role="alert">
          {t('qrCodes.product.notACode')}
        </Alert>
      )}
    </>
  );
}

function LabelProduct({ code, lookups }: { code: string; lookups: ReturnType<typeof labelLookups> }) {
  const { t } = useTranslation();
  const query = useLabelProduct(code, lookups);
  if (lookups.length === 0) return <NotFound />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('qrCodes.product.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert">
          {errorMessage(query.error, t('qrCodes.product.loadError'))}
        </Alert>
        <Button variant="default" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
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
}: {
  product: TActivityProduct;
  activities: { activity: TLabelActivity; screen: string }[];
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
    </Stack>
  );
}
