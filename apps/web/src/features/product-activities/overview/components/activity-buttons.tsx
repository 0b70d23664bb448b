import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLeaf, IconReceipt, IconShoppingCart, IconTag, IconTruck, type TIcon } from '../../../../components/icons.tsx';
import type { TProductActivity, TProductActivityId } from '../activity-access.ts';
import classes from './activity-buttons.module.css';

const ICONS: Record<TProductActivityId, TIcon> = {
  purchase: IconShoppingCart,
  assignProductId: IconTag,
  recordByProduct: IconLeaf,
  sell: IconReceipt,
  transport: IconTruck,
};

/** One card per activity the user may log, each opening that activity's screen. */
export function ActivityButtons({ activities }: { activities: readonly TProductActivity[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('homepage.activitiesLabel')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {activities.map((activity) => {
          const Icon = ICONS[activity.id];
          return (
            <Card
              key={activity.id}
              component={Link}
              to={activity.path}
              withBorder
              radius="md"
              padding="lg"
              shadow="xs"
              className={classes.card}
            >
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={24} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Text fw={700}>{t(`homepage.activities.${activity.id}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`homepage.activities.${activity.id}.description`)}
                  </Text>
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}
