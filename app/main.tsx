import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { categoriesQueryOptions } from './features/catalog/api/get-categories';
import { citiesQueryOptions } from './features/catalog/api/get-cities';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
// Start the small shared requests now, alongside the texts and the page chunk download.
void queryClient.prefetchQuery(citiesQueryOptions());
void queryClient.prefetchQuery(categoriesQueryOptions());
void queryClient.prefetchQuery(sessionQueryOptions());

async function start() {
  await initI18n();
  const router = createAppRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
