import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconUsers } from '../../../components/icons.tsx';

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
