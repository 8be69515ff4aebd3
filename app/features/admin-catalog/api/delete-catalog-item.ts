import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { adminCatalogOperations, type CatalogKind } from '../utils/catalog-kind';
import { invalidateCatalog } from '../utils/invalidate-catalog';

export type DeleteRequest = { id: string; moveTo?: string };

/** DELETE /admin/{kind}/{id}[?move_to=…]: 409 while it holds ads, unless they move first. */
export function deleteCatalogItem(kind: CatalogKind, { id, moveTo }: DeleteRequest) {
  return callApi(adminCatalogOperations[kind].remove, { params: { id }, query: { move_to: moveTo } });
}

export function useDeleteCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteRequest) => deleteCatalogItem(kind, request),
    // After a refusal too: the list then shows how many ads it holds now.
    onSettled: () => invalidateCatalog(queryClient, kind),
  });
}
