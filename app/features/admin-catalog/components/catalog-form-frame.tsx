import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm, type DialogSubmission } from '../../../components/dialog-form';
import type { FormDialogSlots } from '../../../components/form-dialog';
import type { CatalogKind } from '../utils/catalog-kind';

type Props = {
  kind: CatalogKind;
  /** An existing item (Save), or a new one (Add). */
  editing: boolean;
  slots: Pick<FormDialogSlots<never>, 'titleId' | 'bodyId' | 'onCancel'>;
  submission: DialogSubmission;
  testId: string;
  children: ReactNode;
};

/** The frame of a category or city form in its dialog: its title, introduction, Cancel and submit. */
export function CatalogFormFrame({ kind, editing, ...form }: Props) {
  const { t } = useTranslation('adminCatalog');
  return (
    <DialogForm
      {...form}
      title={editing ? t(`${kind}.form.editTitle`) : t(`${kind}.form.addTitle`)}
      description={t(`${kind}.form.intro`)}
      buttons={{
        cancelLabel: t('form.cancel'),
        confirmLabel: editing ? t('form.save') : t(`${kind}.form.submitAdd`),
        busyLabel: t('form.saving'),
        confirmTestId: 'catalog-form-submit',
      }}
    />
  );
}
