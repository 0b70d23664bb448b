import { Alert, Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconUsers } from '../../../components/icons.tsx';

/** No rows: either nobody yet, or nobody matching the filters (with a way out). */
export function UserListEmpty({ filtered, onClearFilters }: { filtered: boolean; onClearFilters: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconUsers size={28} />}
      variant="light"
      title={filtered ? t('users.list.noMatchesTitle') : t('users.list.emptyTitle')}
      description={filtered ? t('users.list.noMatchesBody') : t('users.list.emptyBody')}
    >
      {filtered ? (
        <EmptyState.Actions>
          <Button variant="default" onClick={onClearFilters}>
            {t('users.list.clearFilters')}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

export function UserListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlert size={20} />} title={t('users.list.loadFailed')} m="md">
      <Button size="xs" variant="default" onClick={onRetry} mt="xs">
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
