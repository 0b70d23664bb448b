import { Button, EmptyState, Group, SegmentedControl, Select, Switch } from '@mantine/core';
import { IMPROVEMENT_PLAN_STATUSES, type TImprovementPlanStatus } from '@opentrace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { mayAssignPlans, plansPathFor } from '../access.ts';
import { usePlans } from '../api/improvement-plans-api.ts';
import { IconPlan } from '../components/plan-icons.tsx';
import { PlansTable } from '../components/plans-table.tsx';
import {
  changePlanList,
  clearPlanFilters,
  hasPlanFilters,
  initialPlanList,
  nextPlanSort,
  planSidesFor,
  toPlanListQuery,
  type TPlanListSide,
} from '../model/plan-list.ts';

/**
 * /brand-cap and /producer-cap: the improvement plans of the reader's organisation (DOMAIN.md §7 "Lists"),
 * those it assigned, those it received, or both for a producer that assigns its own.
 */
export function PlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('improvementPlans.list.title'));
  const user = useSession()?.user ?? null;
  const base = plansPathFor(user);
  const sides = planSidesFor(user);
  const mayAssign = mayAssignPlans(user);
  const [state, setState] = useState(() => initialPlanList(sides[0] ?? 'assigned'));
  // A new key remounts the search field, so clearing the filters also empties it.
  const [searchKey, setSearchKey] = useState(0);
  const plans = usePlans(toPlanListQuery(state));
  const filtered = hasPlanFilters(state);
  const assignButton = mayAssign ? (
    <Button component={Link} to={`${base}/new`} leftSection={<IconPlan size={18} />}>
      {t('improvementPlans.assign.open')}
    </Button>
  ) : null;

  const clearFilters = () => {
    setState(clearPlanFilters);
    setSearchKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader
        title={t('improvementPlans.list.title')}
        description={t(`improvementPlans.list.subtitle.${state.side}`)}
        actions={assignButton}
      />
      {sides.length > 1 ? (
        <SegmentedControl
          mb="md"
          aria-label={t('improvementPlans.list.sidesLabel')}
          data={sides.map((side) => ({ value: side, label: t(`improvementPlans.list.sides.${side}`) }))}
          value={state.side}
          onChange={(side) => setState((current) => changePlanList(current, { side: side as TPlanListSide }))}
        />
      ) : null}
      <ListPanel
        toolbar={
          <Group gap="sm" wrap="wrap" align="flex-end" flex={1}>
            <SearchField
              key={searchKey}
              flex={1}
              miw={220}
              maw={420}
              label={t('improvementPlans.list.searchLabel')}
              placeholder={t('improvementPlans.list.searchPlaceholder')}
              initialValue={state.key}
              onSearch={(key) => setState((current) => changePlanList(current, { key }))}
            />
            <Select
              w={190}
              label={t('improvementPlans.list.status')}
              placeholder={t('improvementPlans.list.anyStatus')}
              data={IMPROVEMENT_PLAN_STATUSES.map((status) => ({ value: status, label: t(`improvementPlans.statuses.${status}`) }))}
              value={state.status}
              clearable
              clearButtonProps={{ 'aria-label': t('improvementPlans.list.clearStatus') }}
              onChange={(status) => setState((current) => changePlanList(current, { status: status as TImprovementPlanStatus | null }))}
            />
            <Switch
              mb={8}
              label={t('improvementPlans.list.newFirst')}
              checked={state.newFirst}
              onChange={(event) => {
                const newFirst = event.currentTarget.checked;
                setState((current) => changePlanList(current, { newFirst }));
              }}
            />
          </Group>
        }
      >
        <PlansTable
          side={state.side}
          loadFailed={loadFailureOf(plans, t('improvementPlans.list.loadFailed'))}
          rows={plans.data?.items}
          loading={plans.isPending}
          refreshing={plans.isPlaceholderData}
          paging={pagingOf(state.page, plans.data, (page) => setState((current) => ({ ...current, page })))}
          sort={state.sort}
          onSort={(field) => setState((current) => ({ ...current, sort: nextPlanSort(current.sort, field), page: 1 }))}
          planPath={(plan) => `${base}/${plan.id}`}
          empty={
            <EmptyState
              icon={<IconPlan size={28} />}
              variant="light"
              title={t(filtered ? 'improvementPlans.list.noMatchesTitle' : 'improvementPlans.list.emptyTitle')}
              description={t(filtered ? 'improvementPlans.list.noMatchesBody' : `improvementPlans.list.emptyBody.${state.side}`)}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button variant="default" onClick={clearFilters}>
                    {t('improvementPlans.list.clearFilters')}
                  </Button>
                </EmptyState.Actions>
              ) : state.side === 'assigned' && assignButton ? (
                <EmptyState.Actions>{assignButton}</EmptyState.Actions>
              ) : null}
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
