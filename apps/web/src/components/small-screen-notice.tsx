import { Box, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSystemName } from '../lib/app-branding.ts';
import { BrandMark } from './brand-mark.tsx';
import { IconMonitor } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * Maps, traces and data tables need a wide screen; below the breakpoint the app asks for a desktop
 * rather than showing a layout that does not work (spec §2, §8).
 */
export function SmallScreenNotice() {
  const { t } = useTranslation();
  const systemName = useSystemName();
  return (
    <Box component="main" mih="100dvh" p="lg" bg="var(--mantine-color-gray-0)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <BrandMark size={28} />
        <LanguageSwitcher />
      </Box>
      <Center style={{ flex: 1 }}>
        <Stack align="center" gap="md" maw={420} ta="center">
          <ThemeIcon size={72} radius="xl" variant="light" color="brand">
            <IconMonitor size={38} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            {t('smallScreen.title')}
          </Title>
          <Text c="dimmed">{t('smallScreen.body', { name: systemName })}</Text>
        </Stack>
      </Center>
    </Box>
  );
}
