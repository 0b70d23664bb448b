import { Alert, Badge, Group, List, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, listSeparator, parseLanguage, type TOrderRiskFlag } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { icon, IconWarning } from '../../../components/icons.tsx';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { flaggedFacilities, type TFlaggedFacility } from '../model/order-risk-flags.ts';

/** A pennant on its pole: the order is flagged. */
const IconFlag = icon(<path d="M5 21V4M5 4h11l-2.5 4L16 12H5" />);

/** Issues joined with the reader's comma (Urdu has its own). */
function useIssueList() {
  const { i18n } = useTranslation();
  const separator = listSeparator(parseLanguage(i18n.language));
  return (issues: readonly string[]) => issues.join(separator);
}

function useFacilityLine() {
  const { t } = useTranslation();
  const issueList = useIssueList();
  return (facility: TFlaggedFacility) =>
    facility.issues.length > 0
      ? t('orders.riskFlags.facilityWithIssues', { name: facility.name, issues: issueList(facility.issues) })
      : t('orders.riskFlags.facilityOnly', { name: facility.name });
}

/**
 * The order list's marker on a flagged order: an icon and a word everyone sees, and the facilities and
 * their issues in a tooltip (on hover, focus or touch) and in the marker's accessible name.
 */
export function OrderRiskFlagMarker({ flags }: { flags: readonly TOrderRiskFlag[] }) {
  const { t } = useTranslation();
  const lineOf = useFacilityLine();
  if (flags.length === 0) return null;
  const lines = flaggedFacilities(flags).map(lineOf);
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          {lines.map((line) => (
            <Text key={line} size="xs">
              {line}
            </Text>
          ))}
        </Stack>
      }
      multiline
      w={280}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        variant="light"
        color="red"
        tt="none"
        miw="max-content"
        leftSection={<IconFlag size={12} />}
        tabIndex={0}
        role="img"
        aria-label={t('orders.riskFlags.markerLabel', { facilities: lines.join('; ') })}
      >
        {t('orders.riskFlags.marker')}
      </Badge>
    </Tooltip>
  );
}

/**
 * The order detail's warning (issue 21 "Reports reach traces"): each facility on the trace that turned
 * High or Extreme or that a founded report named, why, on which issues and when. Never a report's text.
 */
export function OrderRiskFlagsAlert({ flags }: { flags: readonly TOrderRiskFlag[] }) {
  const { t } = useTranslation();
  const issueList = useIssueList();
  if (flags.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconWarning size={20} />} title={t('orders.riskFlags.alertTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('orders.riskFlags.alertBody')}</Text>
        <List spacing="xs" size="sm">
          {flags.map((flag) => (
            <List.Item key={`${flag.facility.id}-${flag.reason}-${flag.flaggedAt}`}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  <UserText>{flag.facility.name}</UserText>
                </Text>
                <Text size="sm">{t(`orders.riskFlags.reasons.${flag.reason}`)}</Text>
                {flag.level ? <RiskLevelBadge riskLevel={flag.level} /> : null}
                <Text size="sm">
                  {flag.issues.length > 0
                    ? t('orders.riskFlags.issues', { issues: issueList(flag.issues) })
                    : t('orders.riskFlags.noIssues')}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('orders.riskFlags.flaggedOn', { date: formatDate(flag.flaggedAt) })}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Alert>
  );
}
