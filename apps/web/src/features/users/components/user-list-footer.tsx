import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft, IconChevronRight } from '../../../components/icons.tsx';
import { pageCount, pageRange } from '../user-list.ts';

// "Previous" and "next" point the other way in right-to-left languages.
const PreviousIcon = () => <IconChevronLeft size={16} className="flip-rtl" />;
const NextIcon = () => <IconChevronRight size={16} className="flip-rtl" />;

type TUserListFooterProps = { page: number; perPage: number; total: number; onPage: (page: number) => void };

/** "Showing 21–40 of 45" and the page buttons under a user list. */
export function UserListFooter({ page, perPage, total, onPage }: TUserListFooterProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, perPage, total);
  return (
    <Group justify="space-between" px="md" py="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('users.list.showing', { from, to, total })}
      </Text>
      <Pagination
        total={pageCount(total, perPage)}
        value={page}
        onChange={onPage}
        size="sm"
        hideWithOnePage
        previousIcon={PreviousIcon}
        nextIcon={NextIcon}
        getControlProps={(control) => ({ 'aria-label': t(`users.list.pageControls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('users.list.page', { page: item }) })}
      />
    </Group>
  );
}
