import { Button, EmptyState } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFailureOf } from '../../../components/data-table.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pagingOf } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { DNA_TESTS_PATH, mayRecordDnaTests } from '../access.ts';
import { useDnaTests } from '../api/dna-tests-api.ts';
import { IconDna } from '../components/dna-icons.tsx';
import { DnaTestFilters } from '../components/dna-test-filters.tsx';
import { DnaTestsTable } from '../components/dna-tests-table.tsx';
import {
  changeDnaTestList,
  clearDnaTestFilters,
  hasDnaTestFilters,
  INITIAL_DNA_TEST_LIST,
  nextDnaTestSort,
  toDnaTestListQuery,
} from '../model/dna-test-list.ts';

/** /dna-management: the laboratory tests of suppliers' products (DOMAIN.md §8.2), every one or the reader's own. */
export function DnaTestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dnaTests.list.title'));
  const mayRecord = mayRecordDnaTests(useSession()?.user ?? null);
  const [state, setState] = useState(INITIAL_DNA_TEST_LIST);
  // A new key remounts the search and supplier fields, so clearing the filters also empties them.
  const [searchKey, setSearchKey] = useState(0);
  const tests = useDnaTests(toDnaTestListQuery(state));
  const filtered = hasDnaTestFilters(state);
  const recordButton = mayRecord ? (
    <Button component={Link} to={`${DNA_TESTS_PATH}/new`} leftSection={<IconDna size={18} />}>
      {t('dnaTests.record.open')}
    </Button>
  ) : null;

  const clearFilters = () => {
    setState(clearDnaTestFilters);
    setSearchKey((key) => key + 1);
  };

  return (
    <>
      <PageHeader title={t('dnaTests.list.title')} description={t('dnaTests.list.subtitle')} actions={recordButton} />
      <ListPanel
        toolbar={
          <DnaTestFilters
            state={state}
            searchKey={searchKey}
            onChange={(change) => setState((current) => changeDnaTestList(current, change))}
          />
        }
      >
        <DnaTestsTable
          loadFailed={loadFailureOf(tests, t('dnaTests.list.loadFailed'))}
          rows={tests.data?.items}
          loading={tests.isPending}
          refreshing={tests.isPlaceholderData}
          paging={pagingOf(state.page, tests.data, (page) => setState((current) => ({ ...current, page })))}
          sort={state.sort}
          onSort={(field) => setState((current) => ({ ...current, sort: nextDnaTestSort(current.sort, field), page: 1 }))}
          testPath={(test) => `${DNA_TESTS_PATH}/${test.id}`}
          empty={
            <EmptyState
              icon={<IconDna size={28} />}
              variant="light"
              title={t(filtered ? 'dnaTests.list.noMatchesTitle' : 'dnaTests.list.emptyTitle')}
              description={t(filtered ? 'dnaTests.list.noMatchesBody' : 'dnaTests.list.emptyBody')}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button variant="default" onClick={clearFilters}>
                    {t('dnaTests.list.clearFilters')}
                  </Button>
                </EmptyState.Actions>
              ) : recordButton ? (
                <EmptyState.Actions>{recordButton}</EmptyState.Actions>
              ) : null}
            </EmptyState>
          }
        />
      </ListPanel>
    </>
  );
}
