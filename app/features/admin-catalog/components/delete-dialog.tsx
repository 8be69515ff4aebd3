import { FormDialog } from '../../../components/form-dialog';
import type { CatalogItem, CatalogKind } from '../utils/catalog-kind';
import { DeleteForm } from './delete-form';

type Props = {
  kind: CatalogKind;
  /** What to delete, as the list has it now (its ad count follows the list); null keeps the dialog closed. */
  item: CatalogItem | null;
  /** Every item of the kind: the others are where its ads can move. */
  items: readonly CatalogItem[];
  onClose: () => void;
  onExited?: () => void;
  /** Deletes it (moving its ads to `moveTo` first); throws when that failed. */
  onConfirm: (item: CatalogItem, moveTo: CatalogItem | undefined) => Promise<void>;
};

/** Confirms a deletion; while the item holds ads, offers to move them to another one first. */
export function DeleteDialog({ kind, item, items, onClose, onExited, onConfirm }: Props) {
  return (
    <FormDialog
      subject={item}
      keyOf={(shown) => shown.id}
      onClose={onClose}
      onExited={onExited}
      onConfirm={(moveTo: CatalogItem | undefined, shown) => onConfirm(shown, moveTo)}
      testId="catalog-delete-dialog"
    >
      {(shown, slots) => (
        <DeleteForm
          kind={kind}
          item={shown}
          others={items.filter((other) => other.id !== shown.id)}
          {...slots}
        />
      )}
    </FormDialog>
  );
}
