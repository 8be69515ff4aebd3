import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Ad } from '../../../../shared/schemas/ads';
import { isApiError } from '../../../lib/api-client';
import { useDeleteAd } from '../api/delete-ad';

type Props = {
  /** The ad to delete; null keeps the dialog closed. */
  ad: Ad | null;
  userId: string;
  onClose: () => void;
  /** After the ad is gone and the dialog has finished closing (its button is gone: move focus). */
  onDeleted: () => void;
};

/** Asks before deleting, naming the ad; says so when it is done, or why it failed. */
export function DeleteAdDialog({ ad, userId, onClose, onDeleted }: Props) {
  const { t } = useTranslation('myAds');
  const remove = useDeleteAd(userId);
  const [failure, setFailure] = useState<string | null>(null);
  // Keeps the title during the closing transition, when `ad` is already null.
  const [shown, setShown] = useState<Ad | null>(ad);
  if (ad && ad !== shown) {
    setShown(ad);
    setFailure(null);
  }
  const titleId = useId();
  const bodyId = useId();
  const deleted = useRef(false);

  const close = () => {
    if (!remove.isPending) onClose();
  };
  const confirm = async () => {
    if (!ad) return;
    setFailure(null);
    try {
      await remove.mutateAsync(ad.id);
    } catch (error) {
      // Already gone: the list has caught up, which is what the person wanted.
      if (!(isApiError(error) && error.status === 404)) {
        const message = isApiError(error) && error.status > 0 && error.status < 500 ? error.message : '';
        setFailure(message || t('deleteDialog.failed'));
        return;
      }
    }
    toast.success(t('deleted'));
    deleted.current = true;
    onClose();
  };

  return (
    <Dialog
      open={ad !== null}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      slotProps={{
        paper: { sx: { borderRadius: '20px' } },
        transition: {
          // The Delete button that opened it has left the list: focus goes where the page says.
          onExited: () => {
            if (!deleted.current) return;
            deleted.current = false;
            onDeleted();
          },
        },
      }}
      data-testid="delete-ad-dialog"
    >
      <DialogTitle id={titleId}>{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {t('deleteDialog.body', { title: shown?.title ?? '' })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" variant="outlined" role="alert" sx={{ mt: 2, borderRadius: '12px' }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={close} disabled={remove.isPending} autoFocus>
          {t('deleteDialog.cancel')}
        </Button>
        <Button
          onClick={() => void confirm()}
          variant="contained"
          color="error"
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
