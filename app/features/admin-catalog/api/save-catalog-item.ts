import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryChange, CityChange } from '../../../../shared/schemas/admin-catalog';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { adminCatalogPath, adminCatalogSchemas, type CatalogKind } from '../utils/catalog-kind';
import { invalidateCatalog } from '../utils/invalidate-catalog';

export type CatalogChange<K extends CatalogKind> = K extends 'categories' ? CategoryChange : CityChange;
export type SaveRequest<K extends CatalogKind> = { id: string | null; body: CatalogChange<K> };

/** POST (no id: a new one) or PATCH /api/v1/admin/{kind}/{id} → the saved item. */
export function saveCatalogItem<K extends CatalogKind>(kind: K, { id, body }: SaveRequest<K>) {
  return id
    ? apiPatch(adminCatalogSchemas[kind].item, adminCatalogPath(kind, id), body)
    : apiPost(adminCatalogSchemas[kind].item, adminCatalogPath(kind), body);
}

export function useSaveCatalogItem<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<K>) => saveCatalogItem(kind, request),
    onSettled: () => invalidateCatalog(queryClient, kind),
  });
}
