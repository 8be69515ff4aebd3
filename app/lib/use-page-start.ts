import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The address's parameter that starts a paged list further on (its "Load more" link, without JavaScript). */
export const PAGE_START = 'cursor';

/**
 * Where a paged list starts (`from`: the cursor in the address, else its beginning), and the address
 * of the page that starts at `next`: what "Load more" links to, so a browser without JavaScript
 * pages too (with JavaScript the next page is added below instead).
 */
export function usePageStart() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const from = params.get(PAGE_START) ?? undefined;
  const hrefFrom = useCallback(
    (next: string | null | undefined) => {
      if (!next) return undefined;
      const query = new URLSearchParams(params);
      query.set(PAGE_START, next);
      return `${pathname}?${query}`;
    },
    [params, pathname],
  );
  return { from, hrefFrom };
}
