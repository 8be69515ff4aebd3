import type { ui } from '../../../../shared/i18n/en/ui';
import { RESERVED_CITY_SLUGS } from '../../../../shared/schemas/admin-catalog';

type NavKey = Exclude<keyof typeof ui.nav, 'admin'>;
type AdminKey = keyof typeof ui.nav.admin;

export type NavItem = { key: NavKey; path: string };

/** Top-bar navigation (SPEC section 2 layout), in display order. */
export const MAIN_NAV: NavItem[] = [
  { key: 'home', path: '/' },
  { key: 'myAds', path: '/my-ads' },
  { key: 'postAd', path: '/post-ad' },
  { key: 'events', path: '/events' },
  { key: 'map', path: '/map' },
];

export const ADMIN_NAV: { key: AdminKey; path: string }[] = [
  { key: 'ads', path: '/admin' },
  { key: 'categories', path: '/admin/categories' },
  { key: 'cities', path: '/admin/cities' },
  { key: 'ratings', path: '/admin/ratings' },
  { key: 'reports', path: '/admin/reports' },
  { key: 'users', path: '/admin/users' },
  { key: 'notifications', path: '/admin/notifications' },
  { key: 'apiTokens', path: '/admin/api-tokens' },
  { key: 'payments', path: '/admin/payments' },
  { key: 'monetization', path: '/admin/monetization' },
  { key: 'trust', path: '/admin/trust' },
  { key: 'auditLog', path: '/admin/audit-log' },
];

/** "/", "/tampa", "/miami/jobs"… are listings: they count as home for navigation highlights. */
export function isHomePath(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === undefined || !RESERVED_CITY_SLUGS.has(first);
}

/** Paths whose sub-paths are separate entries (so "/admin" is not active on "/admin/users"). */
const EXACT_ONLY = new Set(['/admin']);

export function isActivePath(pathname: string, path: string): boolean {
  if (path === '/') return isHomePath(pathname);
  if (EXACT_ONLY.has(path)) return pathname === path;
  return pathname === path || pathname.startsWith(`${path}/`);
}
