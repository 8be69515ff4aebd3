import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../shared/money';
import type { Notification } from '../../../../shared/schemas/notifications';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** The first lines of a long message in the list; the whole of it opens in a dialog. */
const clamped = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** What a notice says, in the reader's language. */
export function NotificationText({ notification: n }: { notification: Notification }) {
  const { t, i18n } = useTranslation('notifications');
  if (n.message) {
    const language = currentLanguage(i18n.language);
    const uk = language === 'uk';
    return (
      <>
        <Typography variant="body2" lang={language} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {uk ? n.message.title_uk : n.message.title_en}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          lang={language}
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...clamped(3) }}
        >
          {uk ? n.message.body_uk : n.message.body_en}
        </Typography>
      </>
    );
  }
  const title = n.ad_title ?? '';
  if (n.saved_search) {
    const { name, count } = n.saved_search;
    return (
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {count === 1 ? t('savedSearchOne', { name, title }) : t('savedSearchMany', { name, count })}
      </Typography>
    );
  }
  if (n.kind === 'ad_reported')
    return (
      <>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('adReported', { title })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('adReportedNext')}
        </Typography>
      </>
    );
  const language = currentLanguage(i18n.language);
  let text = n.kind === 'ad_approved' ? t('adApproved', { title }) : t('adRejected', { title });
  if (n.kind === 'ad_expired') text = t('adExpired', { title });
  if (n.kind === 'ad_expiring')
    text = t('adExpiring', { title, date: formatDate(n.expires_at ?? n.created_at, language) });
  if (n.kind === 'price_drop' && n.price_drop) {
    const { was, now, currency } = n.price_drop;
    text = t('priceDrop', {
      title,
      was: formatAmount(was, currency, language),
      now: formatAmount(now, currency, language),
    });
  }
  return (
    <>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {n.reason && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('reason', { reason: n.reason })}
        </Typography>
      )}
    </>
  );
}
