import { type Path, useLocation } from 'react-router';

/** Pages that must never be the place a person returns to after signing in. */
export const AUTH_PATHS = ['/login', '/register', '/forgot-password', '/reset-password'] as const;

type FromState = { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null;

const isAuthPath = (pathname: string) => (AUTH_PATHS as readonly string[]).includes(pathname);

/**
 * Where to go after signing in: the `state.from` location a guard or a sign-in link put on the way
 * to /login or /register (same-site paths only), else the home page.
 */
export function useReturnTo(): Partial<Path> {
  const { state } = useLocation();
  const from = (state as FromState)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return { pathname: '/' };
  if (isAuthPath(pathname)) return { pathname: '/' };
  return {
    pathname,
    search: typeof from?.search === 'string' ? from.search : '',
    hash: typeof from?.hash === 'string' ? from.hash : '',
  };
}
