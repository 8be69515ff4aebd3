import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { NewSavedSearch } from '../../../../shared/schemas/saved-searches';
import { FormDialog } from '../../../components/form-dialog';
import { useCreateSavedSearch } from '../api/create-saved-search';
import type { SearchToSave } from './save-search-button';
import { SaveSearchForm, type SearchChoices } from './save-search-form';

type Props = {
  /** The search on the page; null keeps the dialog closed. */
  search: SearchToSave | null;
  onClose: () => void;
};

/** "Save this search": each time it opens, its form starts from the page's search. */
export function SaveSearchDialog({ search, onClose }: Props) {
  const { t } = useTranslation('savedSearches');
  const create = useCreateSavedSearch();
  return (
    <FormDialog
      subject={search}
      onClose={onClose}
      onConfirm={async (choices: SearchChoices, shown) => {
        const input: NewSavedSearch = { ...choices, q: shown.q, filters: shown.filters };
        await create.mutateAsync(input);
        toast.success(t('dialog.saved'));
      }}
      testId="save-search-dialog"
    >
      {(shown, slots) => <SaveSearchForm search={shown} {...slots} />}
    </FormDialog>
  );
}
