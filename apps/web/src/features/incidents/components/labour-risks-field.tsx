import { ActionIcon, Alert, Button, Fieldset, Group, Input, Loader, Select, Stack, Text } from '@mantine/core';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_NAMES,
  MAX_LABOR_RISKS_PER_REPORT,
  parseLanguage,
  type TIncidentSeverity,
} from '@opentrace/domain';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconTrash } from '../../../components/icons.tsx';
import { useIndicatorList } from '../api/incidents-api.ts';
import {
  changeRiskRow,
  emptyRiskRow,
  indicatorOptions,
  subIndicatorOptions,
  type TRiskRow,
  type TRiskRowErrors,
} from '../model/risk-rows.ts';

type TLabourRisksFieldProps = {
  rows: TRiskRow[];
  /** A problem of the whole list (none given). */
  error?: string;
  rowErrors: Record<string, TRiskRowErrors>;
  onChange: (rows: TRiskRow[], changedKey: string | null) => void;
};

/**
 * The labour risks of a report or response (DOMAIN.md §6.3): an indicator from the configured list, one
 * of its sub-indicators and a severity per row; a pair listed twice is flagged on the later row.
 */
export function LabourRisksField({ rows, error, rowErrors, onChange }: TLabourRisksFieldProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguage(i18n.language);
  const list = useIndicatorList();
  const tree = list.data ?? [];
  const indicators = indicatorOptions(tree, language);
  const severities = INCIDENT_SEVERITIES.map((severity) => ({
    value: String(severity),
    label: t(`incidents.severities.${INCIDENT_SEVERITY_NAMES[severity]}`),
  }));

  const update = (key: string, change: Parameters<typeof changeRiskRow>[1]) =>
    onChange(
      rows.map((row) => (row.key === key ? changeRiskRow(row, change) : row)),
      key,
    );

  return (
    <Input.Wrapper label={t('incidents.risks.label')} description={t('incidents.risks.help')} withAsterisk error={error}>
      <Stack gap="sm" mt="xs">
        {list.isError ? (
          <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={t('incidents.risks.listFailed')}>
            <Button size="xs" variant="default" mt="xs" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : null}
        {list.isPending ? (
          <Group gap="xs" role="status" aria-busy="true">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {t('incidents.risks.loading')}
            </Text>
          </Group>
        ) : null}
        {list.data && indicators.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('incidents.risks.noIndicators')}
          </Text>
        ) : null}
        {rows.map((row, index) => {
          const errors = rowErrors[row.key] ?? {};
          return (
            <Fieldset key={row.key} legend={t('incidents.risks.rowLegend', { number: index + 1 })} variant="filled" p="sm">
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Select
                  flex={2}
                  miw={200}
                  label={t('incidents.risks.indicator')}
                  placeholder={t('incidents.risks.indicatorPlaceholder')}
                  searchable
                  data={indicators}
                  value={row.indicatorId}
                  error={errors.indicatorId}
                  nothingFoundMessage={t('incidents.risks.noMatch')}
                  onChange={(indicatorId) => update(row.key, { indicatorId })}
                />
                <Select
                  flex={2}
                  miw={200}
                  label={t('incidents.risks.subIndicator')}
                  placeholder={t(row.indicatorId ? 'incidents.risks.subIndicatorPlaceholder' : 'incidents.risks.chooseIndicatorFirst')}
                  searchable
                  disabled={row.indicatorId === null}
                  data={subIndicatorOptions(tree, row.indicatorId, language)}
                  value={row.subIndicatorId}
                  error={errors.subIndicatorId}
                  nothingFoundMessage={t('incidents.risks.noMatch')}
                  onChange={(subIndicatorId) => update(row.key, { subIndicatorId })}
                />
                <Select
                  w={140}
                  label={t('incidents.risks.severity')}
                  placeholder={t('incidents.risks.severityPlaceholder')}
                  allowDeselect={false}
                  data={severities}
                  value={row.severity === null ? null : String(row.severity)}
                  error={errors.severity}
                  onChange={(severity) => update(row.key, { severity: severity === null ? null : (Number(severity) as TIncidentSeverity) })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={t('incidents.risks.remove', { number: index + 1 })}
                  disabled={rows.length === 1}
                  onClick={() =>
                    onChange(
                      rows.filter((kept) => kept.key !== row.key),
                      null,
                    )
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        {rows.length < MAX_LABOR_RISKS_PER_REPORT ? (
          <Button variant="default" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...rows, emptyRiskRow()], null)}>
            {t('incidents.risks.add')}
          </Button>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
