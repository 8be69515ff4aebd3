import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SendNotificationValues } from '../../../../shared/schemas/admin-notifications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { currentLanguage } from '../../../lib/i18n';

type Props = {
  /** The message about to go; null keeps the dialog closed. */
  message: SendNotificationValues | null;
  /** Who receives it, in words: the city's or the person's name. */
  target: string;
  onCancel: () => void;
  /** Sends it; the form shows what went wrong, so this does not throw. */
  onConfirm: () => Promise<void>;
};

/** The last look before sending: who receives it, how, and its title in the admin's language. */
export function ConfirmSendDialog({ message, target, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation('adminNotifications');
  const uk = currentLanguage(i18n.language) === 'uk';
  return (
    <ConfirmDialog
      subject={message}
      title={() => t('confirm.title')}
      lead={(shown) => (
        <Typography sx={{ fontWeight: 600, mb: 1, overflowWrap: 'anywhere' }}>
          {uk ? shown.title_uk : shown.title_en}
        </Typography>
      )}
      body={(shown) => (
        <>
          {t(`confirm.${shown.audience}`, { city: target, name: target })}{' '}
          {shown.send_email ? t('confirm.withEmail') : t('confirm.inApp')}
        </>
      )}
      onConfirm={onConfirm}
      onClose={onCancel}
      failedText={t('sendFailed')}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t('confirm.send')}
      busyLabel={t('confirm.sending')}
      confirmTestId="confirm-send-button"
      testId="confirm-send"
    />
  );
}
