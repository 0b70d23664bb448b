import { Alert, Box, Button, Center, Group, Loader, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaging } from '../lib/pagination.ts';
import classes from './data-table.module.css';
import { IconAlert, IconSelector, IconSortAscending, IconSortDescending } from './icons.tsx';
import { ListFooter } from './list-footer.tsx';

type TSortDirection = 'asc' | 'desc';
export type TDataTableSort<TField extends string> = { field: TField; direction: TSortDirection };

export type TDataTableFailure = { title: string; onRetry: () => void };

/** A list query's failure to read its first page (a later page keeps the rows shown), for `loadFailed`. */
export function loadFailureOf(query: { isError: boolean; data: unknown; refetch: () => unknown }, title: string): TDataTableFailure | null {
  return query.isError && query.data === undefined ? { title, onRetry: () => void query.refetch() } : null;
}

export type TDataColumn<TRow, TField extends string = string> = {
  id: string;
  header: string;
  /** Read to screen readers only: the column of row menus. Its cells stay empty while loading. */
  headerHidden?: boolean;
  /** Set when the list can be sorted by this column. */
  sortField?: TField;
  width?: number | string;
  maxWidth?: number;
  align?: 'end';
  nowrap?: boolean;
  render: (row: TRow) => ReactNode;
};

type TDataTableProps<TRow, TField extends string> = {
  columns: readonly TDataColumn<TRow, TField>[];
  rows: readonly TRow[] | undefined;
  rowKey: (row: TRow) => string;
  /** The table's accessible name; shown above it as a caption with `captionShown`. */
  label: string;
  captionShown?: boolean;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing?: boolean;
  /**
   * Given, the table appears only once there are rows: this labelled spinner stands in while the first
   * page loads, and `empty` takes the table's place. Without it the headers stay, with skeleton rows
   * while loading and `empty` beneath them.
   */
  loadingLabel?: string;
  empty: ReactNode;
  /** Set when the first page could not be read: this alert, with a retry, takes the table's place. */
  loadFailed?: TDataTableFailure | null;
  sort?: TDataTableSort<TField>;
  onSort?: (field: TField) => void;
  /** The sort button's name for a column header ("Sort by Name"). */
  sortLabel?: (header: string) => string;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The cells' side padding; narrow tables use "xs" to fit beside the navigation. */
  cellSpacing?: 'xs' | 'sm';
  /** The pager under the rows, once a page has come. */
  paging?: TPaging;
};

const SKELETON_ROWS = 4;

/**
 * Whether the table is wider than its scroll area, measured again whenever either changes size (a
 * narrower window, longer cell texts, rows replacing skeletons).
 */
function useScrollsSideways(viewport: HTMLDivElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!viewport) return undefined;
    const measure = () => setScrolls(viewport.scrollWidth > viewport.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    const table = viewport.querySelector('table');
    if (table) observer.observe(table);
    measure();
    return () => observer.disconnect();
  }, [viewport]);
  return scrolls;
}

const ariaSort = <TField extends string>(field: TField, sort: TDataTableSort<TField> | undefined) => {
  if (sort?.field !== field) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
};

function SortButton<TField extends string>({
  header,
  field,
  sort,
  onSort,
  label,
}: {
  header: string;
  field: TField;
  sort: TDataTableSort<TField> | undefined;
  onSort: (field: TField) => void;
  label: string;
}) {
  const active = sort?.field === field;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <UnstyledButton onClick={() => onSort(field)} px="sm" py={8} w="100%" aria-label={label}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text fw={700} fz="sm" c={active ? 'brand.8' : undefined} span style={{ whiteSpace: 'nowrap' }}>
          {header}
        </Text>
        <Box c={active ? 'brand.8' : 'dimmed'} style={{ display: 'flex' }}>
          <Icon size={16} />
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The app's lists: a column per field, sortable headers where the server sorts, a first-load and an
 * empty state, a dimmed body while a newer page comes, and the pager.
 */
export function DataTable<TRow, TField extends string = string>({
  columns,
  rows,
  rowKey,
  label,
  captionShown = false,
  loading,
  refreshing = false,
  loadingLabel,
  empty,
  loadFailed,
  sort,
  onSort,
  sortLabel = (header) => header,
  minWidth,
  cellSpacing = 'sm',
  paging,
}: TDataTableProps<TRow, TField>) {
  const { t } = useTranslation();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const scrollsSideways = useScrollsSideways(viewport);
  const compact = loadingLabel !== undefined;
  const showEmpty = !loading && rows !== undefined && rows.length === 0;
  const footer = paging && paging.total > 0 ? <ListFooter {...paging} /> : null;

  if (loadFailed) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={loadFailed.title} m="md">
        <Button size="xs" variant="default" onClick={loadFailed.onRetry} mt="xs">
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (compact && loading && !rows) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={loadingLabel} />
      </Center>
    );
  }
  if (compact && (!rows || rows.length === 0)) {
    return (
      <>
        {empty}
        {footer}
      </>
    );
  }

  const header = (column: TDataColumn<TRow, TField>) => {
    const { sortField } = column;
    if (column.headerHidden) {
      return (
        <Table.Th key={column.id} w={column.width}>
          <VisuallyHidden>{column.header}</VisuallyHidden>
        </Table.Th>
      );
    }
    if (sortField !== undefined && onSort) {
      return (
        <Table.Th key={column.id} w={column.width} aria-sort={ariaSort(sortField, sort)} p={0}>
          <SortButton header={column.header} field={sortField} sort={sort} onSort={onSort} label={sortLabel(column.header)} />
        </Table.Th>
      );
    }
    return (
      <Table.Th key={column.id} w={column.width} ta={column.align} style={compact ? undefined : { whiteSpace: 'nowrap' }}>
        {column.header}
      </Table.Th>
    );
  };

  const skeletonRows = Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <Table.Tr key={index}>
      {columns.map((column) => (
        <Table.Td key={column.id}>{column.headerHidden ? null : <Skeleton height={12} radius="sm" width="70%" />}</Table.Td>
      ))}
    </Table.Tr>
  ));

  return (
    <>
      <Box pos="relative">
        <Table.ScrollContainer
          minWidth={minWidth}
          scrollAreaProps={{
            viewportRef: setViewport,
            classNames: { viewport: classes.viewport },
            // A table wider than its place can only be read by scrolling: when nothing inside takes focus
            // (rows of plain text), keyboard users scroll it with the arrow keys once its area has focus,
            // and a screen reader names that area after the table (WCAG 2.1.1, axe's scrollable-region-focusable).
            viewportProps: scrollsSideways ? { tabIndex: 0, role: 'region', 'aria-label': label } : undefined,
          }}
        >
          <Table
            striped={compact}
            verticalSpacing="sm"
            horizontalSpacing={compact ? undefined : cellSpacing}
            highlightOnHover={!showEmpty}
            aria-label={captionShown ? undefined : label}
            aria-busy={loading || refreshing}
          >
            {captionShown ? <Table.Caption>{label}</Table.Caption> : null}
            <Table.Thead bg={compact ? undefined : 'var(--mantine-color-gray-0)'}>
              <Table.Tr>{columns.map(header)}</Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ opacity: refreshing ? 0.55 : 1, transition: 'opacity 120ms' }}>
              {loading
                ? skeletonRows
                : (rows ?? []).map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td
                          key={column.id}
                          ta={column.align}
                          maw={column.maxWidth}
                          style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                        >
                          {column.render(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {showEmpty ? <Box py="xl">{empty}</Box> : null}
        {refreshing ? (
          <Center pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
            <Loader size="xs" aria-hidden="true" />
          </Center>
        ) : null}
      </Box>
      {footer}
    </>
  );
}
