import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { EventList } from '../../../../shared/schemas/events';
import { PAGE_START } from '../../../lib/use-page-start';

/** The page's choices, kept in the URL (?when=past&city=tampa) so a view can be shared or bookmarked. */
export function useEventsFilters() {
  const [params, setParams] = useSearchParams();
  const when: EventList = params.get('when') === 'past' ? 'past' : 'upcoming';
  const city = params.get('city') ?? undefined;

  const update = useCallback(
    (change: { when?: EventList; city?: string | null }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        // Another list starts from its beginning.
        next.delete(PAGE_START);
        if (change.when) {
          if (change.when === 'past') next.set('when', 'past');
          else next.delete('when');
        }
        if (change.city !== undefined) {
          if (change.city) next.set('city', change.city);
          else next.delete('city');
        }
        return next;
      });
    },
    [setParams],
  );

  return { when, city, update };
}
