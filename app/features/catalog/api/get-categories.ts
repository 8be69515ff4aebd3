import { queryOptions, useQuery } from '@tanstack/react-query';
import * as catalogApi from '../../../../shared/api/catalog';
import type { Category } from '../../../../shared/schemas/catalog';
import { callApi } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const page = await callApi(catalogApi.listCategories, { signal });
  return page.items;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.list('categories'),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
