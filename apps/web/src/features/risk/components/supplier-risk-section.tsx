import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../components/icons.tsx';
import { TitledCard } from '../../../components/titled-card.tsx';
import { useFacilityRisk, useRiskFilterValues } from '../api/risk-api.ts';
import { NO_RISK_FILTERS, type TRiskFilters } from '../model/risk-filters.ts';
import { ComplianceHistory } from './compliance-history.tsx';
import { RiskFilterBar } from './risk-filter-bar.tsx';
import { RiskPdfButton } from './risk-pdf-button.tsx';
import { RiskSummary } from './risk-summary.tsx';
import { RiskTree, type TAssignPlanPath } from './risk-tree.tsx';

type TSupplierRiskSectionProps = {
  facilityId: string;
  facilityName: string;
  /** The page of a report, for readers who may open reports; null links no report. */
  reportPath: ((reportId: string) => string) | null;
  /** The page assigning an improvement plan on one of the supplier's sub-indicators; null (the default) offers none. */
  assignPlanPath?: TAssignPlanPath;
};

function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={title}>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

/**
 * A supplier's risk (issue 21 "What people see"): one set of filters drives the overall level, the
 * assessment tree, the compliance history and the PDF.
 */
export function SupplierRiskSection({ facilityId, facilityName, reportPath, assignPlanPath = null }: TSupplierRiskSectionProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TRiskFilters>(NO_RISK_FILTERS);
  const [historyPage, setHistoryPage] = useState(1);
  const risk = useFacilityRisk(facilityId, filters);
  const values = useRiskFilterValues(facilityId);

  const changeFilters = (next: TRiskFilters) => {
    setFilters(next);
    setHistoryPage(1);
  };

  return (
    <Stack gap="lg">
      <TitledCard title={t('risk.section.title')} description={t('risk.section.description')} gap="sm">
        {values.isError ? (
          <LoadFailed title={t('risk.filters.loadFailed')} onRetry={() => void values.refetch()} />
        ) : (
          <RiskFilterBar filters={filters} values={values.data} onChange={changeFilters} />
        )}
        <Group justify="flex-end">
          <RiskPdfButton facilityId={facilityId} facilityName={facilityName} filters={filters} />
        </Group>
      </TitledCard>
      {risk.isError && !risk.data ? (
        <LoadFailed title={t('risk.section.loadFailed')} onRetry={() => void risk.refetch()} />
      ) : !risk.data ? (
        <Loader size="sm" aria-label={t('risk.section.loading')} />
      ) : (
        <>
          <RiskSummary risk={risk.data} busy={risk.isPlaceholderData} />
          <RiskTree risk={risk.data} busy={risk.isPlaceholderData} reportPath={reportPath} assignPlanPath={assignPlanPath} />
        </>
      )}
      <ComplianceHistory facilityId={facilityId} filters={filters} page={historyPage} onPage={setHistoryPage} reportPath={reportPath} />
    </Stack>
  );
}
