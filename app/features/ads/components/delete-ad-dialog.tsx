import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useDeleteAd } from '../api/delete-ad';

type Props = {
  /** The ad to delete; null keeps the dialog closed. */
  ad: MemberAd | null;
  userId: string;
  onClose: () => void;
  /** After the ad is gone and the dialog has finished closing (its button is gone: move focus). */
  onDeleted: () => void;
};

/** Asks before deleting, naming the ad; says so when it is done, or why it failed. */
export function DeleteAdDialog({ ad, userId, onClose, onDeleted }: Props) {
  const { t } = useTranslation('myAds');
  const remove = useDeleteAd(userId);
  const deleted = useRef(false);

  const confirm = async (shown: MemberAd) => {
    try {
      await remove.mutateAsync(shown.id);
    } catch (error) {
      // Already gone: the list has caught up, which is what the person wanted.
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
    toast.success(t('deleted'));
    deleted.current = true;
  };

  return (
    <ConfirmDialog
      subject={ad}
      title={() => t('deleteDialog.title')}
      body={(shown) => t('deleteDialog.body', { title: shown.title })}
      onConfirm={confirm}
      onClose={onClose}
      // The Delete button that opened it has left the list: focus goes where the page says.
      onExited={() => {
        if (!deleted.current) return;
        deleted.current = false;
        onDeleted();
      }}
      failedText={t('deleteDialog.failed')}
      width="auto"
      cancelLabel={t('deleteDialog.cancel')}
      confirmLabel={t('deleteDialog.confirm')}
      busyLabel={t('deleteDialog.deleting')}
      color="error"
      focusCancel
      testId="delete-ad-dialog"
    />
  );
}
