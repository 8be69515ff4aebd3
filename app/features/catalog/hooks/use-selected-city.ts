import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPref, STORAGE_KEYS, writePref } from '../../../lib/prefs-storage';
import { useCities } from '../api/get-cities';
import { resolveSelectedCity } from '../utils/find-city';

/**
 * The selected city for a page. `pathValue` is the `:cityName` segment when the route has one.
 * A city chosen by path or query is remembered in localStorage ('selectedCity', the city id).
 */
export function useSelectedCity(pathValue?: string) {
  const citiesQuery = useCities();
  const [searchParams] = useSearchParams();
  const queryValue = searchParams.get('city');
  const cities = citiesQuery.data;

  const resolved = useMemo(() => {
    if (!cities) return { city: undefined, source: null };
    return resolveSelectedCity(cities, {
      path: pathValue,
      query: queryValue,
      stored: readPref(STORAGE_KEYS.selectedCity),
    });
  }, [cities, pathValue, queryValue]);

  const chosenId = resolved.source === 'path' || resolved.source === 'query' ? resolved.city?.id : undefined;
  useEffect(() => {
    if (chosenId) writePref(STORAGE_KEYS.selectedCity, chosenId);
  }, [chosenId]);

  return {
    cities: cities ?? [],
    city: resolved.city,
    isPending: citiesQuery.isPending,
    isError: citiesQuery.isError,
    error: citiesQuery.error,
    refetch: citiesQuery.refetch,
    /** Cities loaded, yet the path names none of them. */
    notFound: Boolean(cities && pathValue && !resolved.city),
  };
}
