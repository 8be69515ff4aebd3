import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { AdNotice } from './ad-notice';

/** Tells the owner of an unpublished ad why nobody else sees it: waiting for a moderator, or rejected (and why). */
export function AdModerationNotice({ ad }: { ad: Pick<Ad, 'status' | 'rejection_reason'> }) {
  const { t } = useTranslation('adDetail');
  // An approved or expired ad passed moderation (an expired one has its own notice: ad-expiry-notice).
  if (ad.status === 'approved' || ad.status === 'expired') return null;
  const rejected = ad.status === 'rejected';
  const reason = ad.rejection_reason?.trim();

  return (
    <AdNotice
      severity={rejected ? 'error' : 'info'}
      testId="ad-moderation-notice"
      status={ad.status}
      title={rejected ? t('notice.rejectedTitle') : t('notice.pendingTitle')}
      body={rejected ? t('notice.rejectedBody') : t('notice.pendingBody')}
    >
      {rejected && (
        <Typography
          sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          data-testid="ad-rejection-reason"
        >
          {reason ? t('notice.reason', { reason }) : t('notice.noReason')}
        </Typography>
      )}
    </AdNotice>
  );
}
