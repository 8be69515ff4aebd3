import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type Props = {
  open: boolean;
  title: string;
  body: string;
  onClose: () => void;
  /** Deletes; throws when that failed (the dialog then says why and stays open). */
  onConfirm: () => Promise<void>;
  /** When it has finished closing (the button that opened it may be gone: move focus). */
  onExited?: () => void;
};

/** Asks before a rating is deleted; Cancel has the focus, so Enter alone deletes nothing. */
export function ConfirmDeleteDialog({ open, title, body, onClose, onConfirm, onExited }: Props) {
  const { t } = useTranslation('ratings');
  return (
    <ConfirmDialog
      subject={open ? true : null}
      title={() => title}
      body={() => body}
      onConfirm={onConfirm}
      onClose={onClose}
      onExited={onExited}
      failedText={t('deleteDialog.failed')}
      width="auto"
      cancelLabel={t('deleteDialog.cancel')}
      confirmLabel={t('deleteDialog.confirm')}
      busyLabel={t('deleteDialog.deleting')}
      color="error"
      focusCancel
      confirmTestId="confirm-delete-rating"
      testId="delete-rating-dialog"
    />
  );
}
