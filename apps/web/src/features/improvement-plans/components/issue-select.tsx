import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePlanIssues } from '../api/improvement-plans-api.ts';
import { issueGroupsOf } from '../model/plan-issues.ts';

type TIssueSelectProps = { value: string | null; error?: string; onChange: (subIndicatorId: string | null) => void };

/** The sub-indicator the plan fixes, grouped by category and indicator, found by typing. */
export function IssueSelect({ value, error, onChange }: TIssueSelectProps) {
  const { t } = useTranslation();
  const issues = usePlanIssues();
  const loadError = issues.isError ? t('improvementPlans.form.issuesFailed') : undefined;
  return (
    <Select
      label={t('improvementPlans.form.issue')}
      description={t('improvementPlans.form.issueHelp')}
      placeholder={issues.isPending ? t('improvementPlans.form.issuesLoading') : t('improvementPlans.form.issuePlaceholder')}
      withAsterisk
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t('improvementPlans.form.clearIssue') }}
      nothingFoundMessage={t('improvementPlans.form.noIssueMatches')}
      data={issueGroupsOf(issues.data ?? [])}
      value={value}
      error={error ?? loadError}
      onChange={onChange}
    />
  );
}
