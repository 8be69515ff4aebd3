import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MemberAd } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { RenewAdButton } from '../../ads/components/renew-ad-button';
import { expiryLine } from '../../ads/utils/ad-expiry';
import { AdNotice } from './ad-notice';

/**
 * Tells the owner (or an admin) of an expired ad, or of one close to its expiry, that it may be
 * renewed, with the date and a Renew button. Nothing while it is not renewable.
 */
export function AdExpiryNotice({ ad }: { ad: MemberAd }) {
  const { t } = useTranslation('adDetail');
  const { t: myAdsT, i18n } = useTranslation('myAds');
  if (!ad.renewable) return null;
  const expired = ad.status === 'expired';
  const line = expiryLine(myAdsT, ad, currentLanguage(i18n.language));
  return (
    <AdNotice
      severity={expired ? 'warning' : 'info'}
      testId="ad-expiry-notice"
      status={ad.status}
      title={expired ? t('notice.expiredTitle') : t('notice.expiringTitle')}
      body={expired ? t('notice.expiredBody') : t('notice.expiringBody')}
    >
      {line && <Typography sx={{ mt: 1, fontWeight: 600 }}>{line}</Typography>}
      <Box sx={{ mt: 1.5 }}>
        <RenewAdButton ad={ad} />
      </Box>
    </AdNotice>
  );
}
