import { queryOptions, useQuery } from '@tanstack/react-query';
import { type City, CityList } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const page = await apiGet(CityList, '/api/v1/cities', undefined, signal);
  return page.items;
}

export const citiesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.list('cities'),
    queryFn: ({ signal }) => getCities(signal),
    staleTime: 10 * 60_000,
  });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
