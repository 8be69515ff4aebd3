import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { AdRowCard } from '../../ads/components/ad-row-card';
import { AdRowSummary } from '../../ads/components/ad-row-summary';
import { AdStatusChip } from '../../ads/components/ad-status-chip';
import { RenewAdButton } from '../../ads/components/renew-ad-button';
import { expiryLine } from '../../ads/utils/ad-expiry';
import { FeaturedUntil } from '../../billing/components/featured-until';
import { UpgradeAdButton } from '../../billing/components/upgrade-ad-button';
import { myAdLayout, myAdThumbSizes } from './my-ad-layout';

type Props = {
  ad: Ad;
  onDelete: (ad: Ad) => void;
  /** Why a moderator rejected the ad; shown under the status only when given. */
  rejectionReason?: string | null;
  /** The list's first row: its photo loads at once. */
  priority?: boolean;
};

/**
 * One of the person's ads: photo, title (to its page), price, place, date, status and expiry (and how
 * many people opened its contacts), Renew (while it may be renewed: never an event, whose page stays
 * as history once it has ended, docs/decisions/035), Promote, Edit and Delete.
 */
export function MyAdItem({ ad, onDelete, rejectionReason, priority }: Props) {
  const { t, i18n } = useTranslation('myAds');
  const titleId = useId();
  const expiry = expiryLine(t, ad, currentLanguage(i18n.language));

  return (
    <AdRowCard
      ad={ad}
      titleId={titleId}
      layout={myAdLayout}
      imageSizes={myAdThumbSizes}
      priority={priority}
      data-testid="my-ad"
    >
      <AdRowSummary
        ad={ad}
        titleId={titleId}
        titleTestId="my-ad-title"
        postedOn={(date) => t('postedOn', { date })}
        placeNoWrap
      />

      <Stack spacing={0.75} sx={{ gridArea: 'status', alignItems: 'flex-start', minWidth: 0 }}>
        <AdStatusChip status={ad.status} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="ad-status-hint">
          {ad.status === 'expired' && ad.event_ended
            ? t('statusHint.eventEnded')
            : t(`statusHint.${ad.status}`)}
        </Typography>
        {expiry && (
          <Typography variant="body2" data-testid="ad-expiry" data-expires-at={ad.expires_at}>
            {expiry}
          </Typography>
        )}
        <FeaturedUntil ad={ad} />
        {ad.status === 'approved' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="contact-reveals">
            {t('contactReveals', { count: ad.contact_reveals })}
          </Typography>
        )}
        {ad.saved_count > 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="saved-count">
            {t('savedBy', { count: ad.saved_count })}
          </Typography>
        )}
        {rejectionReason && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="rejection-reason">
            {t('rejectionReason', { reason: rejectionReason })}
          </Typography>
        )}
        {ad.geocode_status === 'failed' && (
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }} data-testid="geocode-failed">
            {t('geocodeFailed')}
          </Alert>
        )}
      </Stack>

      <Stack
        direction={{ xs: 'row', md: 'column', lg: 'row' }}
        spacing={1}
        sx={{ gridArea: 'actions', '& > *': { flex: { xs: 1, md: 'none' } } }}
      >
        <RenewAdButton ad={ad} aria-describedby={titleId} />
        <UpgradeAdButton ad={ad} aria-describedby={titleId} />
        <AdActionButton kind="edit" href={`/edit-ad/${ad.id}`} aria-describedby={titleId}>
          {t('edit')}
        </AdActionButton>
        <AdActionButton kind="delete" aria-describedby={titleId} onClick={() => onDelete(ad)}>
          {t('delete')}
        </AdActionButton>
      </Stack>
    </AdRowCard>
  );
}
