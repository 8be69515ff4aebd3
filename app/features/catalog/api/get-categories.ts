import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Category, CategoryList } from '../../../../shared/schemas/catalog';
import { apiGet } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const page = await apiGet(CategoryList, '/api/v1/categories', undefined, signal);
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
