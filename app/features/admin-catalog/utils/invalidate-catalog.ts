import type { QueryClient } from '@tanstack/react-query';
import { adKeys, catalogKeys } from '../../../lib/query-keys';
import type { CatalogKind } from './catalog-kind';

/**
 * After an admin write: the admin list, the public list the whole site navigates by (['categories'],
 * ['cities']) and every ad query (ads carry their category's and city's names, and may have moved).
 */
export function invalidateCatalog(queryClient: QueryClient, kind: CatalogKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.admin(kind) }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.list(kind) }),
    queryClient.invalidateQueries({ queryKey: adKeys.all }),
  ]);
}
