import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category } from '../../../../shared/schemas/catalog';

/**
 * The map's categories, kept in the URL: no `category` parameter means every category, an empty one
 * none, otherwise the chosen slugs, comma-separated. The city is the `city` parameter (useSelectedCity).
 */
export function useMapFilters(categories: readonly Category[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const selected = useMemo(() => {
    if (raw === null) return categories.map((c) => c.slug);
    const wanted = new Set(raw.split(',').map((slug) => slug.trim().toLowerCase()));
    return categories.filter((c) => wanted.has(c.slug)).map((c) => c.slug);
  }, [raw, categories]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setCategories = useCallback(
    (slugs: string[]) =>
      update((next) => {
        if (slugs.length === categories.length) next.delete('category');
        else
          next.set(
            'category',
            categories
              .filter((c) => slugs.includes(c.slug))
              .map((c) => c.slug)
              .join(','),
          );
      }),
    [update, categories],
  );

  return {
    /** Slugs of the chosen categories, in navigation order. */
    selected,
    allSelected: selected.length === categories.length,
    setCategories,
    setCity: useCallback((slug: string) => update((next) => next.set('city', slug)), [update]),
  };
}
