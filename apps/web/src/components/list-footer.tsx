import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, pageRange } from '../lib/pagination.ts';
import { IconChevronLeft, IconChevronRight } from './icons.tsx';

// "Previous" and "next" point the other way in right-to-left languages.
const PreviousIcon = () => <IconChevronLeft size={16} className="flip-rtl" />;
const NextIcon = () => <IconChevronRight size={16} className="flip-rtl" />;

type TListFooterProps = { page: number; perPage: number; total: number; onPage: (page: number) => void };

/** "Showing 21–40 of 45" and the page buttons under a paginated list. */
export function ListFooter({ page, perPage, total, onPage }: TListFooterProps) {
  const { t } = useTranslation();
  const { from, to } = pageRange(page, perPage, total);
  return (
    <Group justify="space-between" gap="xs" px="md" py="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('listFooter.showing', { from, to, total })}
      </Text>
      <Pagination
        total={pageCount(total, perPage)}
        value={page}
        onChange={onPage}
        size="sm"
        hideWithOnePage
        previousIcon={PreviousIcon}
        nextIcon={NextIcon}
        getControlProps={(control) => ({ 'aria-label': t(`listFooter.pageControls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('listFooter.page', { page: item }) })}
      />
    </Group>
  );
}
