import { Button, EmptyState } from '@mantine/core';
import type { TBusinessPartner } from '@opentrace/domain';
import { useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { IconBuilding, IconUserPlus } from '../../../components/icons.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { toastApiError } from '../../../lib/api-error-toast.ts';
import { pagingOf } from '../../../lib/pagination.ts';
import { toast } from '../../../lib/toast.ts';
import { usePartnerRoles, usePartners, useRemovePartner } from '../api/partners-api.ts';
import { changePartnerList, hasPartnerFilters, INITIAL_PARTNER_LIST, nextPartnerSort, toPartnerListQuery } from '../partner-list.ts';
import { AddPartnerModal, addableKinds } from './add-partner-modal.tsx';
import { PartnerDetailDrawer } from './partner-detail-drawer.tsx';
import { PartnerListToolbar } from './partner-list-toolbar.tsx';
import { PartnersTable } from './partners-table.tsx';

/**
 * The caller's business partners (DOMAIN.md §10.2): the list (searchable, filtered by type,
 * sortable, paged), adding a partner, a partner's details and ending a partnership. Onboarding
 * shows it as the "Manage business partners" step; /manage-partners shows it afterwards.
 */
export function BusinessPartnersPanel(): JSX.Element {
  const { t } = useTranslation();
  const [state, setState] = useState(INITIAL_PARTNER_LIST);
  const [toolbarKey, setToolbarKey] = useState(0);
  const [adding, setAdding] = useState(false);
  const [shownFacilityId, setShownFacilityId] = useState<string | null>(null);
  // The dialog keeps its partner while it fades out, so its text does not flash empty.
  const [removal, setRemoval] = useState<{ partner: TBusinessPartner | null; opened: boolean }>({ partner: null, opened: false });
  const askRemove = (partner: TBusinessPartner) => setRemoval({ partner, opened: true });
  const closeRemove = () => setRemoval((current) => ({ ...current, opened: false }));

  const roles = usePartnerRoles();
  const partners = usePartners(toPartnerListQuery(state));
  const remove = useRemovePartner();
  const canAdd = roles.data !== undefined && addableKinds(roles.data).length > 0;

  const clearFilters = () => {
    setState((current) => changePartnerList(current, { key: '', kind: null }));
    setToolbarKey((key) => key + 1);
  };

  const confirmRemove = () => {
    const { partner } = removal;
    if (!partner) return;
    remove.mutate(partner.id, {
      onSuccess: () => {
        toast.success(t('partners.remove.done', { name: partner.facility.name }));
        closeRemove();
      },
      onError: (error) => {
        toastApiError(error);
        closeRemove();
      },
    });
  };

  const filtered = hasPartnerFilters(state);

  return (
    <>
      <ListPanel
        toolbar={
          <>
            <PartnerListToolbar
              key={toolbarKey}
              state={state}
              onChange={(change) => setState((current) => changePartnerList(current, change))}
            />
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)} disabled={!canAdd}>
              {t('partners.add.open')}
            </Button>
          </>
        }
      >
        <PartnersTable
          loadFailed={loadFailureOf(partners, t('partners.list.loadFailed'))}
          rows={partners.data?.items}
          sort={state.sort}
          onSort={(field) => setState((current) => changePartnerList(current, { sort: nextPartnerSort(current.sort, field) }))}
          loading={partners.isPending}
          refreshing={partners.isPlaceholderData}
          paging={pagingOf(state.page, partners.data, (page) => setState((current) => ({ ...current, page })))}
          onDetails={(partner) => setShownFacilityId(partner.facility.id)}
          onRemove={askRemove}
          empty={
            <EmptyState
              icon={<IconBuilding size={28} />}
              variant="light"
              title={t(filtered ? 'partners.list.noMatchesTitle' : 'partners.list.emptyTitle')}
              description={t(filtered ? 'partners.list.noMatchesBody' : 'partners.list.emptyBody')}
            >
              <EmptyState.Actions>
                {filtered ? (
                  <Button variant="default" onClick={clearFilters}>
                    {t('partners.list.clearFilters')}
                  </Button>
                ) : (
                  <Button onClick={() => setAdding(true)} disabled={!canAdd}>
                    {t('partners.add.open')}
                  </Button>
                )}
              </EmptyState.Actions>
            </EmptyState>
          }
        />
      </ListPanel>

      {roles.data ? <AddPartnerModal opened={adding} roles={roles.data} onClose={() => setAdding(false)} /> : null}
      <PartnerDetailDrawer
        facilityId={shownFacilityId}
        onClose={() => setShownFacilityId(null)}
        onRemove={(partner) => {
          // The confirmation takes the drawer's place rather than opening beneath it.
          setShownFacilityId(null);
          askRemove(partner);
        }}
      />
      <ConfirmDialog
        opened={removal.opened}
        title={t('partners.remove.title', { name: removal.partner?.facility.name ?? '' })}
        body={t('partners.remove.body', { name: removal.partner?.facility.name ?? '' })}
        confirmLabel={t('partners.actions.remove')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={closeRemove}
      />
    </>
  );
}
