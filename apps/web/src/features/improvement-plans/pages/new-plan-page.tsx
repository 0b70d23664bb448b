import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { plansPathFor } from '../access.ts';
import { isPlanId, useAssignPlan, useSupplierCandidates } from '../api/improvement-plans-api.ts';
import { DraftBadge } from '../components/plan-badges.tsx';
import { PlanForm } from '../components/plan-form.tsx';
import { emptyPlanForm, toPlanBody } from '../model/plan-form.ts';
import { browserTimeZone } from '../../../lib/day-month-year.ts';

/** The most suppliers one page lists, enough to find the one the risk view named. */
const CANDIDATES_PER_PAGE = 100;

/**
 * The name of the supplier the risk view chose: the server's own, once its candidates arrive; until
 * then (or past the first page) the name the link carried.
 */
function useFixedSupplierName(facilityId: string | null, nameHint: string): string {
  const candidates = useSupplierCandidates({ page: 1, perPage: CANDIDATES_PER_PAGE }, facilityId !== null);
  if (facilityId === null) return '';
  return candidates.data?.items.find((candidate) => candidate.id === facilityId)?.name ?? nameHint;
}

/**
 * /brand-cap/new and /producer-cap/new: assigning a plan (DOMAIN.md §7), usually opened from a supplier's
 * risk view with the supplier and the issue already chosen (`?facilityId=…&subIndicatorId=…`).
 */
export function NewPlanPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('improvementPlans.assign.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const base = plansPathFor(useSession()?.user ?? null);
  const fixedId = isPlanId(params.get('facilityId')) ? params.get('facilityId') : null;
  const prefilledIssue = isPlanId(params.get('subIndicatorId')) ? params.get('subIndicatorId') : null;
  const fixedName = useFixedSupplierName(fixedId, params.get('facilityName') ?? '');
  const [values, setValues] = useState(() =>
    emptyPlanForm({ supplier: fixedId ? { id: fixedId, name: '' } : null, subIndicatorId: prefilledIssue }),
  );
  const assign = useAssignPlan();
  const shown = fixedId ? { ...values, supplier: { id: fixedId, name: fixedName } } : values;

  return (
    <>
      <DetailPageHeader
        back={<BackLink to={base}>{t('improvementPlans.detail.back')}</BackLink>}
        title={t('improvementPlans.assign.title')}
        description={
          <>
            <DraftBadge />
            {t('improvementPlans.assign.subtitle')}
          </>
        }
      />
      <Paper withBorder radius="md" p="lg" shadow="xs" maw={880}>
        <PlanForm
          values={shown}
          onChange={setValues}
          supplierFixed={fixedId !== null}
          planPath={(id) => `${base}/${id}`}
          submitting={assign.isPending}
          onCancel={() => void navigate(base)}
          onSubmit={async (sent) => {
            const supplier = sent.supplier;
            if (!supplier) return;
            const plan = await assign.mutateAsync({ facilityId: supplier.id, body: toPlanBody(sent, browserTimeZone()) });
            toast.success(t('improvementPlans.assign.done', { reference: plan.reference, supplier: plan.supplier.name }));
            void navigate(`${base}/${plan.id}`, { replace: true });
          }}
        />
      </Paper>
    </>
  );
}
