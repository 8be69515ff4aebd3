import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './components/route-error';
import { RequireAdmin } from './features/auth/components/require-admin';
import { RequireAuth } from './features/auth/components/require-auth';
import { AppLayout } from './features/layout/components/app-layout';
import { preloadableLazy } from './lib/preloadable-lazy';

type PageModule = { default: ComponentType };
/** A page's chunk, for loading it before a server-rendered page hydrates. */
type PageHandle = { load: () => Promise<PageModule> };

/** Every page is its own chunk, loaded on first visit (the layout shows a spinner meanwhile). */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  const { Component: Page, preload } = preloadableLazy(load);
  const handle: PageHandle = { load: preload };
  return { path, element: <Page />, handle };
}

// One component for the three listing routes, so moving between them keeps the page (its city select).
const listingPage = preloadableLazy(() => import('./routes/listing/listing-page'));
const ListingPage = listingPage.Component;
const listingHandle: PageHandle = { load: listingPage.preload };
const listing = (path: string) => ({ path, element: <ListingPage />, handle: listingHandle });

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <ListingPage />, handle: listingHandle },
      page('ads/:id', () => import('./routes/ads/ad-detail-page')),
      page('404', () => import('./routes/not-found/not-found-page')),
      page('login', () => import('./routes/auth/login-page')),
      page('register', () => import('./routes/auth/register-page')),
      page('forgot-password', () => import('./routes/auth/forgot-password-page')),
      page('reset-password', () => import('./routes/auth/reset-password-page')),
      page('auth/callback', () => import('./routes/auth/auth-callback-page')),
      page('search', () => import('./routes/search/search-page')),
      page('events', () => import('./routes/events/events-page')),
      page('map', () => import('./routes/map/map-page')),
      page('pricing', () => import('./routes/pricing/pricing-page')),
      page('unsubscribe/:token', () => import('./routes/saved-searches/unsubscribe-page')),
      {
        // Signed-in only: visitors go to /login and come back here afterwards.
        element: <RequireAuth />,
        children: [
          page('post-ad', () => import('./routes/ads/post-ad-page')),
          page('edit-ad/:id', () => import('./routes/ads/edit-ad-page')),
          page('my-ads', () => import('./routes/ads/my-ads-page')),
          page('favorites', () => import('./routes/favourites/favourites-page')),
          page('profile', () => import('./routes/profile/profile-page')),
          page('saved-searches', () => import('./routes/saved-searches/saved-searches-page')),
          page('messages', () => import('./routes/messages/messages-page')),
          page('messages/:id', () => import('./routes/messages/conversation-page')),
          page('checkout/test/:sessionId', () => import('./routes/checkout/test-checkout-page')),
        ],
      },
      {
        // Admins only: visitors go to /login, other signed-in people to /.
        element: <RequireAdmin />,
        children: [
          page('admin', () => import('./routes/admin/admin-ads-page')),
          page('admin/categories', () => import('./routes/admin/admin-categories-page')),
          page('admin/cities', () => import('./routes/admin/admin-cities-page')),
          page('admin/ratings', () => import('./routes/admin/admin-ratings-page')),
          page('admin/reports', () => import('./routes/admin/admin-reports-page')),
          page('admin/users', () => import('./routes/admin/admin-users-page')),
          page('admin/notifications', () => import('./routes/admin/admin-notifications-page')),
          page('admin/api-tokens', () => import('./routes/admin/admin-api-tokens-page')),
          page('admin/payments', () => import('./routes/admin/admin-payments-page')),
          page('admin/monetization', () => import('./routes/admin/admin-monetisation-page')),
          page('admin/trust', () => import('./routes/admin/admin-trust-page')),
          page('admin/audit-log', () => import('./routes/admin/admin-audit-log-page')),
        ],
      },
      // A single unknown segment is a city name; two are city + category. The page sends unknown ones to /404.
      listing(':cityName'),
      listing(':cityName/:categorySlug'),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export { routes };

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Loads the chunks of the pages at `pathname`, so hydrating finds them there. */
export async function loadPagesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.load()));
}
