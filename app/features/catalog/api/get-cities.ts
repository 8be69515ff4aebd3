import { queryOptions, useQuery } from '@tanstack/react-query';
import * as catalogApi from '../../../../shared/api/catalog';
import type { City } from '../../../../shared/schemas/catalog';
import { callApi } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export async function getCities(signal?: AbortSignal): Promise<City[]> {
  const page = await callApi(catalogApi.listCities, { signal });
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
