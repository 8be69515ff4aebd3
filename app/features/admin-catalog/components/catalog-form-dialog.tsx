import type { CategoryChange, CityChange } from '../../../../shared/schemas/admin-catalog';
import { FormDialog } from '../../../components/form-dialog';
import { type CatalogItem, type CatalogKind, isCategory } from '../utils/catalog-kind';
import { CategoryFormBody } from './category-form';
import { CityFormBody } from './city-form';

type Props = {
  kind: CatalogKind;
  /** `{ item: null }` adds a new one; null keeps the dialog closed. */
  editing: { item: CatalogItem | null } | null;
  onClose: () => void;
  onExited?: () => void;
  onConfirm: (body: CategoryChange | CityChange) => Promise<void>;
};

/** The add/edit dialog of a category or a city; each time it opens, its form starts clean. */
export function CatalogFormDialog({ kind, editing, ...dialog }: Props) {
  return (
    <FormDialog subject={editing} {...dialog} testId="catalog-form-dialog">
      {({ item }, slots) =>
        kind === 'categories' ? (
          <CategoryFormBody category={item && isCategory(item) ? item : null} {...slots} />
        ) : (
          <CityFormBody city={item && !isCategory(item) ? item : null} {...slots} />
        )
      }
    </FormDialog>
  );
}
