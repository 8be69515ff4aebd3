import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SavedSearch } from '../../../../shared/schemas/saved-searches';
import { FormDialog } from '../../../components/form-dialog';
import { useChangeSavedSearch } from '../api/change-saved-search';
import { RenameSavedSearchForm } from './rename-saved-search-form';

type Props = {
  /** The search to rename; null keeps the dialog closed. */
  search: SavedSearch | null;
  onClose: () => void;
};

/** A new name for a saved search; each time it opens, its form starts from the current name. */
export function RenameSavedSearchDialog({ search, onClose }: Props) {
  const { t } = useTranslation('savedSearches');
  const change = useChangeSavedSearch();
  return (
    <FormDialog
      subject={search}
      keyOf={(shown) => shown.id}
      onClose={onClose}
      onConfirm={async (name: string, shown) => {
        await change.mutateAsync({ id: shown.id, changes: { name } });
        toast.success(t('item.renamed'));
      }}
      testId="rename-saved-search"
    >
      {(shown, slots) => <RenameSavedSearchForm search={shown} {...slots} />}
    </FormDialog>
  );
}
