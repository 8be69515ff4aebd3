import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { failureMessage } from '../../../lib/failure-message';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { type CatalogChange, useSaveCatalogItem } from '../api/save-catalog-item';
import { type CatalogItem, type CatalogKind, isCategory } from '../utils/catalog-kind';
import { useItemName } from './use-item-name';

/** New orders for moving `item` past its `neighbour` (ties are broken by one step). */
function reorder(item: CatalogItem, neighbour: CatalogItem, direction: -1 | 1): [CatalogItem, number][] {
  if (!isCategory(item) || !isCategory(neighbour)) return [];
  const [mine, theirs] = [item.sort_order, neighbour.sort_order];
  if (mine !== theirs)
    return [
      [item, theirs],
      [neighbour, mine],
    ];
  if (direction === 1) return [[item, mine + 1]];
  return mine > 0 ? [[item, mine - 1]] : [[neighbour, theirs + 1]];
}

/** Puts focus back on the moved row's arrow (or the other one, when it has reached an end). */
function refocus(id: string, direction: -1 | 1) {
  const row = document.querySelector(`[data-testid="catalog-row"][data-id="${CSS.escape(id)}"]`);
  const wanted = row?.querySelector<HTMLButtonElement>(
    `[data-testid="move-${direction === -1 ? 'up' : 'down'}"]`,
  );
  const other = row?.querySelector<HTMLButtonElement>(
    `[data-testid="move-${direction === -1 ? 'down' : 'up'}"]`,
  );
  (wanted && !wanted.disabled ? wanted : other)?.focus();
}

/**
 * What the admin does on a catalog page, with the toasts that confirm it or say why it failed: add
 * and edit (through the form dialog), delete (through its dialog, moving the ads when asked), reorder.
 */
export function useCatalogActions(kind: CatalogKind, items: readonly CatalogItem[]) {
  const { t } = useTranslation('adminCatalog');
  const nameOf = useItemName();
  const save = useSaveCatalogItem(kind);
  const remove = useDeleteCatalogItem(kind);
  const [editing, setEditing] = useState<{ item: CatalogItem | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  /** For the form dialog: throws on failure, so the form can show why and stay open. */
  const confirmSave = async (body: CatalogChange<CatalogKind>) => {
    const id = editing?.item?.id ?? null;
    await save.mutateAsync({ id, body });
    toast.success(t(id ? `${kind}.toast.updated` : `${kind}.toast.created`));
  };

  /** For the delete dialog: throws on failure (a refusal included), so the dialog can say why. */
  const confirmDelete = async (item: CatalogItem, moveTo: CatalogItem | undefined) => {
    const { moved_ads } = await remove.mutateAsync({ id: item.id, moveTo: moveTo?.id });
    toast.success(
      moveTo && moved_ads > 0
        ? t(`${kind}.toast.deletedMoved`, { count: moved_ads, target: nameOf(moveTo) })
        : t(`${kind}.toast.deleted`),
    );
  };

  const move = async (item: CatalogItem, direction: -1 | 1) => {
    const index = items.findIndex((other) => other.id === item.id);
    const neighbour = items[index + direction];
    if (!neighbour) return;
    const changes = reorder(item, neighbour, direction);
    const ids = changes.map(([changed]) => changed.id);
    setBusyIds((current) => new Set([...current, ...ids]));
    try {
      for (const [changed, order] of changes)
        await save.mutateAsync({ id: changed.id, body: { sort_order: order } });
      toast.success(t(`${kind}.toast.updated`), { id: 'catalog-order' });
    } catch (error) {
      toast.error(failureMessage(error, t('failure.order')));
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
      requestAnimationFrame(() => refocus(item.id, direction));
    }
  };

  return {
    editing,
    startAdd: () => setEditing({ item: null }),
    startEdit: (item: CatalogItem) => setEditing({ item }),
    closeEdit: () => setEditing(null),
    confirmSave,
    deleting: items.find((item) => item.id === deletingId) ?? null,
    startDelete: (item: CatalogItem) => setDeletingId(item.id),
    closeDelete: () => setDeletingId(null),
    confirmDelete,
    move,
    busyIds,
  };
}
