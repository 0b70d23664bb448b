import { Box, Group, Stack, Text } from '@mantine/core';
import { RISK_LEVEL_COLOURS, type TRiskOverview } from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { distributionBars } from '../model/risk-overview.ts';
import { RiskLevelBadge } from '../../../components/risk-level-badge.tsx';

/**
 * Facilities by level as horizontal bars: each bar is a list item whose level and count are text, so
 * the chart reads the same to a screen reader; the bars themselves are decoration.
 */
export function RiskDistributionChart({ distribution, title }: { distribution: TRiskOverview['distribution']; title: string }) {
  const { t } = useTranslation();
  const { bars, total } = distributionBars(distribution);
  return (
    <Stack gap="sm" component="figure" m={0}>
      <Stack gap="xs" component="ul" aria-label={title} m={0} p={0} style={{ listStyle: 'none' }}>
        {bars.map((bar) => (
          <Group key={bar.level} component="li" gap="sm" wrap="nowrap" align="center">
            <Box w={150} style={{ flexShrink: 0 }}>
              {/* The shared badge reads "no level" as Not assessed. */}
              <RiskLevelBadge riskLevel={bar.level === 'NOT_ASSESSED' ? null : bar.level} />
            </Box>
            <Box flex={1} h={18} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 4, overflow: 'hidden' }}>
              <Box
                aria-hidden
                h="100%"
                bg={RISK_LEVEL_COLOURS[bar.level]}
                style={{ inlineSize: `${bar.length * 100}%`, borderRadius: 4 }}
              />
            </Box>
            <Text size="sm" w={190} style={{ flexShrink: 0 }}>
              {t('risk.overview.barCount', { count: bar.count, percent: bar.percent })}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text component="figcaption" size="sm" c="dimmed">
        {t('risk.overview.total', { count: total })}
      </Text>
    </Stack>
  );
}
