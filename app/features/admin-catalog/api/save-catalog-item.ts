import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as catalogApi from '../../../../shared/api/admin-catalog';
import type {
  CategoryChange,
  CategoryInput,
  CityChange,
  CityInput,
} from '../../../../shared/schemas/admin-catalog';
import { callApi } from '../../../lib/api-client';
import type { CatalogKind, ItemOf } from '../utils/catalog-kind';
import { invalidateCatalog } from '../utils/invalidate-catalog';

export type CatalogChange<K extends CatalogKind> = K extends 'categories' ? CategoryChange : CityChange;
export type SaveRequest<K extends CatalogKind> = { id: string | null; body: CatalogChange<K> };

/**
 * POST (no id: a new one) or PATCH /admin/{kind}/{id} → the saved item. A new one's body is the
 * form's whole set of fields, which the server checks as the create input.
 */
export async function saveCatalogItem<K extends CatalogKind>(
  kind: K,
  { id, body }: SaveRequest<K>,
): Promise<ItemOf<K>> {
  if (kind === 'categories') {
    const change = body as CategoryChange;
    const saved = id
      ? await callApi(catalogApi.updateCategory, { params: { id }, body: change })
      : await callApi(catalogApi.createCategory, { body: change as CategoryInput });
    return saved as ItemOf<K>;
  }
  const change = body as CityChange;
  const saved = id
    ? await callApi(catalogApi.updateCity, { params: { id }, body: change })
    : await callApi(catalogApi.createCity, { body: change as CityInput });
  return saved as ItemOf<K>;
}

export function useSaveCatalogItem<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest<K>) => saveCatalogItem(kind, request),
    onSettled: () => invalidateCatalog(queryClient, kind),
  });
}
