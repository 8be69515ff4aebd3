import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '../../../../shared/schemas/saved-searches';
import { DialogForm } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import { useDialogFormSubmit } from '../../../lib/use-dialog-form-submit';
import { SearchNameField } from './search-name-field';

type Props = FormDialogSlots<string> & { search: SavedSearch };

/** The search's name, to change. */
export function RenameSavedSearchForm({ search, ...slots }: Props) {
  const { t } = useTranslation('savedSearches');
  const form = useForm<{ name: string }>({ defaultValues: { name: search.name } });
  const submission = useDialogFormSubmit(
    form,
    slots.onBusyChange,
    ({ name }) => slots.onConfirm(name.trim()),
    {
      fallback: t('item.failed'),
      fields: ['name'] as const,
    },
  );
  return (
    <DialogForm
      slots={slots}
      submission={submission}
      title={t('item.renameTitle')}
      description={t('item.renameText')}
      buttons={{
        cancelLabel: t('item.cancel'),
        confirmLabel: t('item.saveName'),
        busyLabel: t('item.saving'),
      }}
    >
      <SearchNameField control={form.control} autoFocus />
    </DialogForm>
  );
}
