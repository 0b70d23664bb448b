import { isRightToLeft, parseLanguage } from '@opentrace/domain';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/toaster.tsx';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Everything every screen relies on. The direction starts from the language already applied to
 * <html>; afterwards DirectionProvider follows the `dir` attribute that changeLanguage sets.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const initialDirection = isRightToLeft(parseLanguage(i18n.language)) ? 'rtl' : 'ltr';

  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={initialDirection} detectDirection>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <Toaster />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
