import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/inter/800.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { sessionQueryOptions } from './features/auth/api/get-session';
import { categoriesQueryOptions } from './features/catalog/api/get-categories';
import { citiesQueryOptions } from './features/catalog/api/get-cities';
import { preloadFrameParts } from './features/layout/components/app-layout';
import { type Boot, readBoot } from './lib/boot';
import { createEmotionCache } from './lib/emotion-cache';
import { initI18n } from './lib/i18n';
import { cameToLifeBy } from './lib/mark-interactive';
import { copyPrefsToCookies, isLanguage, readPref, STORAGE_KEYS } from './lib/prefs-storage';
import { createQueryClient } from './lib/query-client';
import { createAppRouter, loadPagesAt } from './router';

/** A preference this browser stored that differs from what the page was rendered in. */
const storedOtherThan = (key: 'language' | 'theme' | 'selectedCity', rendered: string | null) => {
  const stored = readPref(STORAGE_KEYS[key]);
  return stored !== null && stored !== rendered;
};

/**
 * Whether the server rendered the page the way this reader's choices show it: the language the address
 * asks for, else the stored one; the stored theme and city. Nothing stored: the server's reading of the
 * request (its cookies, its Accept-Language) stands.
 */
function renderedAsChosen(boot: Boot): boolean {
  const asked = new URLSearchParams(window.location.search).get('lang');
  const otherLanguage = isLanguage(asked)
    ? asked !== boot.language
    : storedOtherThan('language', boot.language);
  return (
    !otherLanguage && !storedOtherThan('theme', boot.theme) && !storedOtherThan('selectedCity', boot.city)
  );
}

async function start() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const boot = readBoot();
  copyPrefsToCookies();
  if (boot) hydrate(queryClient, boot.state);
  const app = (rendered?: Boot) => (
    <StrictMode>
      <AppProviders queryClient={queryClient} emotionCache={createEmotionCache()} rendered={rendered}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>
  );

  if (boot && renderedAsChosen(boot)) {
    // The server's HTML is what this reader would see: bring it to life where it stands.
    await Promise.all([
      initI18n({ language: boot.language, resources: boot.texts }),
      loadPagesAt(window.location.pathname),
      preloadFrameParts({
        desktop: boot.desktop,
        signedIn: Boolean(queryClient.getQueryData(sessionQueryOptions().queryKey)?.user),
      }),
    ]);
    cameToLifeBy('hydrated');
    hydrateRoot(container, app(boot));
    return;
  }
  // A page the server did not render, or rendered in other preferences (stored before they had
  // cookies): render it here. The shared small requests start alongside the texts.
  void queryClient.prefetchQuery(citiesQueryOptions());
  void queryClient.prefetchQuery(categoriesQueryOptions());
  void queryClient.prefetchQuery(sessionQueryOptions());
  await initI18n();
  createRoot(container).render(app());
}

void start();
