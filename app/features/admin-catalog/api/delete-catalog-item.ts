import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CatalogDeleted } from '../../../../shared/schemas/admin-catalog';
import { apiDelete } from '../../../lib/api-client';
import { adminCatalogPath, type CatalogKind } from '../utils/catalog-kind';
import { invalidateCatalog } from '../utils/invalidate-catalog';

export type DeleteRequest = { id: string; moveTo?: string };

/** DELETE /api/v1/admin/{kind}/{id}[?move_to=…]: 409 while it holds ads, unless they move first. */
export function deleteCatalogItem(kind: CatalogKind, { id, moveTo }: DeleteRequest) {
  const query = moveTo ? `?move_to=${encodeURIComponent(moveTo)}` : '';
  return apiDelete(CatalogDeleted, `${adminCatalogPath(kind, id)}${query}`);
}

export function useDeleteCatalogItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeleteRequest) => deleteCatalogItem(kind, request),
    // After a refusal too: the list then shows how many ads it holds now.
    onSettled: () => invalidateCatalog(queryClient, kind),
  });
}
