import type { TUserSummary } from '@opentrace/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataColumn, type TDataTableFailure } from '../../../components/data-table.tsx';
import type { TPaging } from '../../../lib/pagination.ts';
import type { TSort, TSortField } from '../user-list.ts';

export type TUserColumn = TDataColumn<TUserSummary, TSortField>;

type TUsersTableProps = {
  caption: string;
  columns: readonly TUserColumn[];
  rows: readonly TUserSummary[] | undefined;
  sort: TSort;
  onSort: (field: TSortField) => void;
  /** True while the first page loads (no rows yet). */
  loading: boolean;
  /** True while a newer page replaces the rows shown. */
  refreshing: boolean;
  paging: TPaging | undefined;
  /** The row's action menu, in the last column. */
  actions: (user: TUserSummary) => ReactNode;
  /** Shown instead of the body when there are no rows. */
  empty: ReactNode;
  loadFailed: TDataTableFailure | null;
};

/** The user lists' table: the given columns, sortable where the server sorts, and each row's menu last. */
export function UsersTable({ caption, columns, actions, ...table }: TUsersTableProps) {
  const { t } = useTranslation();
  const actionsColumn: TUserColumn = { id: 'actions', header: t('users.columns.actions'), headerHidden: true, width: 56, render: actions };
  return (
    <DataTable
      {...table}
      columns={[...columns, actionsColumn]}
      rowKey={(user) => user.id}
      label={caption}
      sortLabel={(column) => t('users.list.sortBy', { column })}
      minWidth={880}
    />
  );
}
