import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '../../../../shared/schemas/admin-ads';
import { AdRowSummary } from '../../ads/components/ad-row-summary';
import { IconLine } from '../../ads/components/icon-line';
import { ReviewReasons } from './review-reasons';

/**
 * The facts a moderator reads first: title (to the ad's page), price, category and city, owner, why it
 * is in the queue, dates.
 */
export function AdminAdSummary({ ad, titleId }: { ad: AdminAd; titleId: string }) {
  const { t } = useTranslation('adminAds');
  return (
    <AdRowSummary
      ad={ad}
      titleId={titleId}
      titleTestId="admin-ad-title"
      postedOn={(date) => t('ad.postedOn', { date })}
    >
      <IconLine icon={<PersonOutlinedIcon fontSize="small" aria-hidden />}>
        <span data-testid="admin-ad-owner">{t('ad.postedBy', { name: ad.user_display_name })}</span>
      </IconLine>
      <ReviewReasons reasons={ad.review_reasons} />
    </AdRowSummary>
  );
}
