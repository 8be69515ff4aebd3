import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/dialog-form';

type Props = {
  titleId: string;
  bodyId: string;
  title: string;
  /** What the form is for, under the title (names the dialog's description). */
  description: string;
  busy: boolean;
  /** The line for what went wrong outside the fields. */
  failure: string | null;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  testId: string;
  children: ReactNode;
};

/** The frame of a category or city form in its dialog: its Cancel and submit buttons. */
export function CatalogFormFrame({ busy, onCancel, submitLabel, ...form }: Props) {
  const { t } = useTranslation('adminCatalog');
  return (
    <DialogForm
      {...form}
      buttons={{
        busy,
        onCancel,
        cancelLabel: t('form.cancel'),
        confirmLabel: submitLabel,
        busyLabel: t('form.saving'),
        confirmTestId: 'catalog-form-submit',
      }}
    />
  );
}
