import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';
import { adminCatalogOperations, type CatalogKind, type ItemOf } from '../utils/catalog-kind';

/** GET /admin/categories or /admin/cities: all of them, with how many ads each holds. */
export async function getAdminCatalog<K extends CatalogKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<ItemOf<K>[]> {
  const page = await callApi(adminCatalogOperations[kind].list, { signal });
  return page.items as ItemOf<K>[];
}

export const adminCatalogQueryOptions = <K extends CatalogKind>(kind: K) =>
  queryOptions({
    queryKey: catalogKeys.admin(kind),
    queryFn: ({ signal }) => getAdminCatalog(kind, signal),
    // Ad counts change as people post: look again whenever the page is opened.
    staleTime: 0,
  });

export function useAdminCatalog<K extends CatalogKind>(kind: K) {
  return useQuery(adminCatalogQueryOptions(kind));
}
