import { Center, Grid, Loader, Stack, Tabs } from '@mantine/core';
import type { TOrderDetail, TTrace } from '@opentrace/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BackLink, DetailLoadFailed, DetailLoading, DetailPageHeader } from '../../../components/detail-page-states.tsx';
import { UserText } from '../../../components/user-text.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { isNotFound, isOrderId, useTrace, useTraceOrder } from '../api/traces-api.ts';
import { NodeDetailPanel } from '../components/node-detail-panel.tsx';
import { TraceActions } from '../components/trace-actions.tsx';
import { TraceFiltersBar } from '../components/trace-filters-bar.tsx';
import { InsufficientTraceAlert, NoDirectMatchNotices, PlausibilityPanel } from '../components/trace-notices.tsx';
import { TraceRecordsTable } from '../components/trace-records-table.tsx';
import { TraceSummary } from '../components/trace-summary.tsx';
import { TraceSuppliersTable } from '../components/trace-suppliers-table.tsx';
import { flagsOfNode } from '../model/trace-flags.ts';
import { filterTrace, NO_TRACE_FILTERS, traceFilterOptions, type TTraceFilters } from '../model/trace-filters.ts';

/** xyflow and its styles come with the graph tab only, in their own chunk; elkjs follows when a layout is needed. */
const TraceGraph = lazy(() => import('../components/trace-graph.tsx'));

const TABS = ['graph', 'list', 'suppliers'] as const;

function BackToOrders() {
  const { t } = useTranslation();
  return <BackLink to="/brand-product-order">{t('traces.page.back')}</BackLink>;
}

function TraceTabs({ order, trace }: { order: TOrderDetail; trace: TTrace }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = TABS.find((value) => value === requested) ?? 'graph';
  const [filters, setFilters] = useState<TTraceFilters>(NO_TRACE_FILTERS);
  const [selectedNodeId, setSelectedNodeId] = useState<string | null>(null);
  const options = useMemo(() => traceFilterOptions(trace), [trace]);
  const shown = useMemo(() => filterTrace(trace, filters), [trace, filters]);
  const flaggedNodeIds = useMemo(
    () => new Set(trace.flags.filter((flag) => flag.kind === 'ratio' || flag.kind === 'oversold').map((flag) => flag.nodeId)),
    [trace],
  );
  const selected = shown.nodes.find((node) => node.id === selectedNodeId) ?? null;
  const empty = t('traces.filters.noMatch');

  return (
    <Stack gap="md">
      <TraceFiltersBar filters={filters} tiers={options.tiers} countryCodes={options.countryCodes} onChange={setFilters} />
      <Tabs
        value={tab}
        onChange={(value) => setSearchParams(!value || value === 'graph' ? {} : { tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="graph">{t('traces.tabs.graph')}</Tabs.Tab>
          <Tabs.Tab value="list">{t('traces.tabs.list')}</Tabs.Tab>
          <Tabs.Tab value="suppliers">{t('traces.tabs.suppliers')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="graph">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: selected ? 8 : 12 }}>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label={t('traces.graph.loading')} />
                  </Center>
                }
              >
                <TraceGraph
                  nodes={shown.nodes}
                  links={shown.links}
                  flaggedNodeIds={flaggedNodeIds}
                  selectedNodeId={selected?.id ?? null}
                  onOpenNode={setSelectedNodeId}
                />
              </Suspense>
            </Grid.Col>
            {selected ? (
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <NodeDetailPanel
                  node={selected}
                  records={trace.records.filter((record) => record.nodeId === selected.id)}
                  flags={flagsOfNode(trace.flags, selected.id)}
                  onClose={() => setSelectedNodeId(null)}
                />
              </Grid.Col>
            ) : null}
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="list">
          <TraceRecordsTable
            records={shown.records}
            empty={trace.records.length === 0 ? t('traces.list.empty') : empty}
            caption={t('traces.list.caption', { po: order.purchaseOrderNumber })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers">
          <TraceSuppliersTable nodes={shown.nodes} empty={trace.nodes.length === 0 ? t('traces.suppliers.empty') : empty} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * /brand-product-trace/:id: where an order came from (issue 19 "Views"), as a flow chart, a list of
 * records and a list of facilities, with how sure each link is and what does not add up. Reached from
 * the order list's "Begin trace"; another organisation's order is simply not found.
 */
export function TracePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const order = useTraceOrder(id);
  const trace = useTrace(id);
  const notFound = !isOrderId(id) || isNotFound(order.error) || isNotFound(trace.error);
  useDocumentTitle(
    notFound
      ? t('traces.page.notFound.title')
      : order.data
        ? t('traces.page.title', { po: order.data.purchaseOrderNumber })
        : t('traces.page.loadingTitle'),
  );

  if (notFound) {
    return (
      <DetailPageHeader back={<BackToOrders />} title={t('traces.page.notFound.title')} description={t('traces.page.notFound.message')} />
    );
  }

  const failed = order.isError ? order : trace.isError ? trace : null;
  if (failed) {
    return (
      <DetailLoadFailed
        back={<BackToOrders />}
        title={t('traces.page.loadingTitle')}
        message={t('traces.page.loadFailed')}
        onRetry={() => void failed.refetch()}
      />
    );
  }

  if (!order.data || !trace.data) return <DetailLoading label={t('traces.page.loading')} />;

  const detail = order.data;
  const result = trace.data;
  return (
    <>
      <DetailPageHeader
        back={<BackToOrders />}
        title={t('traces.page.title', { po: detail.purchaseOrderNumber })}
        description={<UserText>{detail.productDescription}</UserText>}
      />
      <Stack gap="lg">
        <TraceActions orderId={detail.id} purchaseOrderNumber={detail.purchaseOrderNumber} />
        <TraceSummary order={detail} trace={result} />
        {result.status === 'insufficient' ? <InsufficientTraceAlert trace={result} /> : null}
        <NoDirectMatchNotices trace={result} orderSuppliers={detail.suppliers} />
        <PlausibilityPanel trace={result} />
        <TraceTabs order={detail} trace={result} />
      </Stack>
    </>
  );
}
