import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { catalogKeys } from '../../../lib/query-keys';
import { adminCatalogPath, adminCatalogSchemas, type CatalogKind } from '../utils/catalog-kind';

/** GET /api/v1/admin/categories or /cities: all of them, with how many ads each holds. */
export async function getAdminCatalog<K extends CatalogKind>(kind: K, signal?: AbortSignal) {
  const page = await apiGet(adminCatalogSchemas[kind].list, adminCatalogPath(kind), undefined, signal);
  return page.items;
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
