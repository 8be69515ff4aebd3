import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../shared/schemas/notifications';
import { currentLanguage } from '../../../lib/i18n';

/** What a notice says, in the reader's language. */
export function NotificationText({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  if (n.message) {
    const uk = currentLanguage(i18n.language) === 'uk';
    return (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {uk ? n.message.title_uk : n.message.title_en}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {uk ? n.message.body_uk : n.message.body_en}
        </Typography>
      </>
    );
  }
  const title = n.ad_title ?? '';
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {n.kind === 'ad_approved' ? t('adApproved', { title }) : t('adRejected', { title })}
      </Typography>
      {n.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('reason', { reason: n.reason })}
        </Typography>
      )}
    </>
  );
}
