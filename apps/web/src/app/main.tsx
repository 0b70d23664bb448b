import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { api } from '../lib/api.ts';
import { initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { startSessionRefresh } from '../lib/session-refresh.ts';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first paint is already in the stored language and direction.
await initI18n();
startSessionRefresh(api);
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
