import { createPath, type Path, useLocation } from 'react-router';

/** Pages that must never be the place a person returns to after signing in. */
export const AUTH_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
] as const;

type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

const isAuthPath = (pathname: string) => (AUTH_PATHS as readonly string[]).includes(pathname);

/**
 * A path on this site: starts with one '/', and no backslash (browsers read '/\\host' as '//host').
 * Anything else (a full URL, '//host') could send the person to another site.
 */
export function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/** `to` if it is a local path that is not a sign-in page, else the home page. */
export function safeReturnPath(to: unknown): string {
  if (!isLocalPath(to)) return '/';
  return isAuthPath(new URL(to, 'http://local').pathname) ? '/' : to;
}

/**
 * Where to go after signing in: the `state.from` location a guard or a sign-in link put on the way
 * to /login or /register (same-site paths only), else the home page.
 */
export function useReturnTo(): Partial<Path> {
  const { state } = useLocation();
  const from = (state as FromState)?.from;
  const pathname = from?.pathname;
  if (!isLocalPath(pathname) || isAuthPath(pathname)) return { pathname: '/' };
  return {
    pathname,
    search: typeof from?.search === 'string' ? from.search : '',
    hash: typeof from?.hash === 'string' ? from.hash : '',
  };
}

/**
 * Where a mailed confirmation link or Google sends the person back to: /auth/callback, with the page
 * of origin as `to` when there is one.
 */
export function useCallbackUrl(): string {
  const path = createPath(useReturnTo());
  return path === '/' ? '/auth/callback' : `/auth/callback?to=${encodeURIComponent(path)}`;
}
