import { Button, Stack } from '@mantine/core';
import type { TExtensionRequest, TImprovementPlanDetail } from '@opentrace/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { plansPathFor } from '../access.ts';
import {
  isPlanId,
  isPlanNotFound,
  useChangeTargetDate,
  useDecideExtension,
  useOpenPlan,
  usePlan,
  useRequestExtension,
  useTransitionPlan,
} from '../api/improvement-plans-api.ts';
import { AcceptModal, ExtensionRequestModal, ReasonModal, TargetDateModal } from '../components/plan-action-modals.tsx';
import { PlanCommentsCard } from '../components/plan-comments-card.tsx';
import { PlanExtensionsCard } from '../components/plan-extensions-card.tsx';
import { PlanFilesCard } from '../components/plan-files-card.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { PlanTimeline } from '../components/plan-timeline.tsx';
import { mayDo, opensOnView } from '../model/plan-detail.ts';
import { dayTextOf } from '../../../lib/day-month-year.ts';

function BackToPlans() {
  const { t } = useTranslation();
  return <BackLink to={plansPathFor(useSession()?.user ?? null)}>{t('improvementPlans.detail.back')}</BackLink>;
}

/** /brand-cap/:id and /producer-cap/:id: one plan, for either side, with what that side may do next. */
export function PlanDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const plan = usePlan(id);
  const notFound = !isPlanId(id) || isPlanNotFound(plan.error);
  useDocumentTitle(
    notFound ? t('improvementPlans.detail.notFoundTitle') : (plan.data?.reference ?? t('improvementPlans.detail.pageTitle')),
  );

  if (notFound) {
    return (
      <DetailPageHeader
        back={<BackToPlans />}
        title={t('improvementPlans.detail.notFoundTitle')}
        description={t('improvementPlans.detail.notFoundBody')}
      />
    );
  }
  if (plan.isError) {
    return (
      <DetailLoadFailed
        back={<BackToPlans />}
        title={t('improvementPlans.detail.pageTitle')}
        message={t('improvementPlans.detail.loadFailed')}
        onRetry={() => void plan.refetch()}
      />
    );
  }
  if (!plan.data) return <DetailLoading label={t('improvementPlans.detail.loading')} />;
  return <PlanDetail plan={plan.data} />;
}

/** The supplier's first look at a New plan starts the work on it (DOMAIN.md §7); told to the server once. */
function useOpenOnView(plan: TImprovementPlanDetail) {
  const open = useOpenPlan();
  const opened = useRef<string | null>(null);
  const { mutate } = open;
  const due = opensOnView(plan);
  useEffect(() => {
    if (!due || opened.current === plan.id) return;
    opened.current = plan.id;
    mutate(plan.id);
  }, [due, plan.id, mutate]);
}

type TDialog = 'submit' | 'requestEvidence' | 'accept' | 'targetDate' | 'requestExtension' | 'approve' | 'decline' | null;

function PlanDetail({ plan }: { plan: TImprovementPlanDetail }) {
  const { t } = useTranslation();
  useOpenOnView(plan);
  const [dialog, setDialog] = useState<TDialog>(null);
  // The request being decided stays while its dialog fades out, so its text does not flash empty.
  const [request, setRequest] = useState<TExtensionRequest | null>(null);
  const transition = useTransitionPlan();
  const changeDate = useChangeTargetDate();
  const requestExtension = useRequestExtension();
  const decide = useDecideExtension();
  const close = () => setDialog(null);
  const can = (action: Parameters<typeof mayDo>[1]) => mayDo(plan, action);

  const submitPlan = () =>
    transition.mutate(
      { id: plan.id, body: { action: 'SUBMIT' } },
      {
        onSuccess: () => {
          toast.success(t('improvementPlans.submit.done', { reference: plan.reference }));
          close();
        },
        onError: (error) => {
          close();
          toastApiError(error);
        },
      },
    );

  const approve = () => {
    if (!request) return;
    decide.mutate(
      { id: plan.id, requestId: request.id, body: { decision: 'APPROVE' } },
      {
        onSuccess: (updated) => {
          toast.success(t('improvementPlans.extensions.approved', { date: dayTextOf(updated.targetDate) }));
          close();
        },
        onError: (error) => {
          close();
          toastApiError(error);
        },
      },
    );
  };

  const showExtensions = plan.extensionRequests.length > 0;

  return (
    <>
      <DetailPageHeader
        back={<BackToPlans />}
        title={t('improvementPlans.detail.title', { reference: plan.reference })}
        description={plan.issue.name}
        actions={
          <>
            {can('SUBMIT') ? <Button onClick={() => setDialog('submit')}>{t('improvementPlans.actions.submit')}</Button> : null}
            {can('REQUEST_EVIDENCE') ? (
              <Button variant="default" onClick={() => setDialog('requestEvidence')}>
                {t('improvementPlans.actions.requestEvidence')}
              </Button>
            ) : null}
            {can('ACCEPT') ? <Button onClick={() => setDialog('accept')}>{t('improvementPlans.actions.accept')}</Button> : null}
            {can('CHANGE_TARGET_DATE') ? (
              <Button variant="default" onClick={() => setDialog('targetDate')}>
                {t('improvementPlans.actions.changeTargetDate')}
              </Button>
            ) : null}
            {can('REQUEST_EXTENSION') ? (
              <Button onClick={() => setDialog('requestExtension')}>{t('improvementPlans.actions.requestExtension')}</Button>
            ) : null}
          </>
        }
      />
      <Stack gap="lg">
        <PlanSummary plan={plan} />
        {showExtensions ? (
          <PlanExtensionsCard
            plan={plan}
            onApprove={(chosen) => {
              setRequest(chosen);
              setDialog('approve');
            }}
            onDecline={(chosen) => {
              setRequest(chosen);
              setDialog('decline');
            }}
          />
        ) : null}
        <PlanCommentsCard plan={plan} />
        <PlanFilesCard plan={plan} />
        <PlanTimeline plan={plan} />
      </Stack>

      <ConfirmDialog
        opened={dialog === 'submit'}
        title={t('improvementPlans.submit.title', { reference: plan.reference })}
        body={t('improvementPlans.submit.body')}
        confirmLabel={t('improvementPlans.actions.submit')}
        loading={transition.isPending}
        onConfirm={submitPlan}
        onClose={close}
      />
      <ReasonModal
        opened={dialog === 'requestEvidence'}
        onClose={close}
        title={t('improvementPlans.requestEvidence.title', { reference: plan.reference })}
        help={t('improvementPlans.requestEvidence.help')}
        label={t('improvementPlans.requestEvidence.reason')}
        word={t('improvementPlans.requestEvidence.reasonWord')}
        submitLabel={t('improvementPlans.actions.requestEvidence')}
        submitting={transition.isPending}
        onSubmit={async (reason) => {
          await transition.mutateAsync({ id: plan.id, body: { action: 'REQUEST_EVIDENCE', reason } });
          toast.success(t('improvementPlans.requestEvidence.done', { reference: plan.reference }));
          close();
        }}
      />
      <AcceptModal
        opened={dialog === 'accept'}
        onClose={close}
        reference={plan.reference}
        submitting={transition.isPending}
        onSubmit={async (level) => {
          await transition.mutateAsync({ id: plan.id, body: { action: 'ACCEPT', level } });
          toast.success(t('improvementPlans.accept.done', { reference: plan.reference, level: t(`riskLevels.${level}`) }));
          close();
        }}
      />
      <TargetDateModal
        opened={dialog === 'targetDate'}
        onClose={close}
        current={plan.targetDate}
        submitting={changeDate.isPending}
        onSubmit={async (targetDate) => {
          await changeDate.mutateAsync({ id: plan.id, targetDate });
          toast.success(t('improvementPlans.targetDate.done', { date: dayTextOf(targetDate) }));
          close();
        }}
      />
      <ExtensionRequestModal
        opened={dialog === 'requestExtension'}
        onClose={close}
        submitting={requestExtension.isPending}
        onSubmit={async (body) => {
          await requestExtension.mutateAsync({ id: plan.id, body });
          toast.success(t('improvementPlans.extensions.sent'));
          close();
        }}
      />
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t('improvementPlans.extensions.approveTitle')}
        body={t('improvementPlans.extensions.approveBody', { date: request ? dayTextOf(request.requestedTargetDate) : '' })}
        confirmLabel={t('improvementPlans.extensions.approve')}
        loading={decide.isPending}
        onConfirm={approve}
        onClose={close}
      />
      <ReasonModal
        opened={dialog === 'decline'}
        onClose={close}
        title={t('improvementPlans.extensions.declineTitle')}
        help={t('improvementPlans.extensions.declineHelp')}
        label={t('improvementPlans.extensions.declineReason')}
        word={t('improvementPlans.extensions.declineReasonWord')}
        submitLabel={t('improvementPlans.extensions.decline')}
        submitting={decide.isPending}
        onSubmit={async (reason) => {
          if (!request) return;
          await decide.mutateAsync({ id: plan.id, requestId: request.id, body: { decision: 'DECLINE', reason } });
          toast.success(t('improvementPlans.extensions.declined'));
          close();
        }}
      />
    </>
  );
}
