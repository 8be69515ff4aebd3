import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/schemas/notifications';
import { AppDialog } from '../../../components/app-dialog';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useLastShown } from '../../../lib/use-last-shown';

type Props = { notification: Notification | null; onClose: () => void };

/** An admin's message opened from the bell: its whole text, in the reader's language. */
export function MessageDialog({ notification, onClose }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const titleId = useId();
  const bodyId = useId();
  const shown = useLastShown(notification);
  const language = currentLanguage(i18n.language);
  const message = shown?.message;
  const uk = language === 'uk';

  return (
    <AppDialog
      open={Boolean(notification?.message)}
      onClose={onClose}
      titleId={titleId}
      bodyId={bodyId}
      testId="message-dialog"
    >
      <DialogTitle id={titleId} lang={language} sx={{ overflowWrap: 'anywhere' }}>
        {message ? (uk ? message.title_uk : message.title_en) : ''}
      </DialogTitle>
      <DialogContent>
        <Typography id={bodyId} lang={language} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message ? (uk ? message.body_uk : message.body_en) : ''}
        </Typography>
        {shown && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 2 }}>
            {formatDate(shown.created_at, language)}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} data-testid="message-dialog-close">
          {t('close')}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
