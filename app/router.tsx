import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from './components/route-error';
import { RequireAdmin } from './features/auth/components/require-admin';
import { RequireAuth } from './features/auth/components/require-auth';
import { AppLayout } from './features/layout/components/app-layout';

type PageModule = { default: ComponentType };

/** Every page is its own chunk, loaded on first visit (the layout shows a spinner meanwhile). */
function page(path: string, load: () => Promise<PageModule>): RouteObject {
  const Page = lazy(load);
  return { path, element: <Page /> };
}

const ListingPage = lazy(() => import('./routes/listing/listing-page'));

const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <ListingPage /> },
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
      {
        // Signed-in only: visitors go to /login and come back here afterwards.
        element: <RequireAuth />,
        children: [
          page('post-ad', () => import('./routes/ads/post-ad-page')),
          page('edit-ad/:id', () => import('./routes/ads/edit-ad-page')),
          page('my-ads', () => import('./routes/ads/my-ads-page')),
          page('profile', () => import('./routes/profile/profile-page')),
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
          page('admin/users', () => import('./routes/admin/admin-users-page')),
          page('admin/notifications', () => import('./routes/admin/admin-notifications-page')),
          page('admin/api-tokens', () => import('./routes/admin/admin-api-tokens-page')),
          page('admin/payments', () => import('./routes/admin/admin-payments-page')),
          page('admin/monetization', () => import('./routes/admin/admin-monetization-page')),
          page('admin/audit-log', () => import('./routes/admin/admin-audit-log-page')),
        ],
      },
      // A single unknown segment is a city name; two are city + category. The page sends unknown ones to /404.
      { path: ':cityName', element: <ListingPage /> },
      { path: ':cityName/:categorySlug', element: <ListingPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
