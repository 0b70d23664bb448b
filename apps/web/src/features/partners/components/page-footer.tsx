import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconChevronLeft, IconChevronRight } from '../../../components/icons.tsx';

// "Previous" and "next" point the other way in right-to-left languages.
const PreviousIcon = () => <IconChevronLeft size={16} className="flip-rtl" />;
const NextIcon = () => <IconChevronRight size={16} className="flip-rtl" />;

type TPageFooterProps = { page: number; perPage: number; total: number; onPage: (page: number) => void };

/** "Showing 21–40 of 45" and the page buttons under a list of partners or search results. */
export function PageFooter({ page, perPage, total, onPage }: TPageFooterProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : Math.min((page - 1) * perPage + 1, total);
  const to = Math.min(page * perPage, total);
  return (
    <Group justify="space-between" gap="xs" px="md" py="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('partners.list.showing', { from, to, total })}
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / perPage))}
        value={page}
        onChange={onPage}
        size="sm"
        hideWithOnePage
        previousIcon={PreviousIcon}
        nextIcon={NextIcon}
        getControlProps={(control) => ({ 'aria-label': t(`partners.list.pageControls.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('partners.list.page', { page: item }) })}
      />
    </Group>
  );
}
