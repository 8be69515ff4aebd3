import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Ad, MemberAd, PublicAd } from '../../../../shared/schemas/ads';
import { imageSizes } from '../../../lib/image-sizes';
import { BREAKPOINTS } from '../../../lib/page-frame';
import { AdContact } from '../../ads/components/ad-contact';
import { AdDescription } from '../../ads/components/ad-description';
import { AdFacts } from '../../ads/components/ad-facts';
import { AdPrice } from '../../ads/components/ad-price';
import { AdRatingSummary } from '../../ads/components/ad-rating-summary';
import { FavoriteButton } from '../../ads/components/favorite-button';
import { PaidBadge } from '../../ads/components/paid-badge';
import { actionViewer, isFullAd, ownsAd } from '../../ads/hooks/ad-viewer';
import { useSession } from '../../auth/api/get-session';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { AddToCalendarButton } from '../../events/components/add-to-calendar-button';
import { MessageSeller } from '../../messages/components/message-seller';
import { AdRatingsSection } from '../../ratings/components/ad-ratings-section';
import { ReportAd } from '../../reports/components/report-ad';
import { AdByline } from './ad-byline';
import { AdEndedNotice } from './ad-ended-notice';
import { AdExpiryNotice } from './ad-expiry-notice';
import { AdGallery } from './ad-gallery';
import { AdManagePanel } from './ad-manage-panel';
import { AdModerationNotice } from './ad-moderation-notice';
import { BlockOwner } from './block-owner';
import { ShareAd } from './share-ad';

const panel = { p: { xs: 2.5, md: 3 }, borderRadius: '20px' } as const;

// From md the gallery and the summary share the width 7:5, this far apart.
const PARTS = { gallery: 7, summary: 5 } as const;
const GAP_MD = 24;
const GALLERY_SIZES = imageSizes([
  [0, { share: 1, less: 0 }],
  [BREAKPOINTS.md, { share: PARTS.gallery / (PARTS.gallery + PARTS.summary), less: GAP_MD }],
]);

/**
 * The whole ad: photos, summary with price, author and facts, the owner's and admins' actions,
 * contact (and blocking its author), sharing (once published), rating and description. The owner of an unpublished ad is told why up front.
 * Each action shows as the ad's `abilities` (the server's policies for this viewer) allow it.
 * An ended event's page is history (docs/decisions/035): it says so and offers no contact, message,
 * favourite, calendar entry, report or rating.
 */
export function AdDetail({ ad }: { ad: PublicAd | MemberAd | Ad }) {
  const { t } = useTranslation();
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  const viewerId = useSession().user?.id ?? null;
  const { abilities } = ad;
  const isOwner = ownsAd(ad, viewerId);
  const full = isFullAd(ad) ? ad : null;
  const manages = abilities.edit || abilities.delete || abilities.moderate;
  const onOffer = ad.status === 'approved' && !ad.event_ended;

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label={t('ads.breadcrumbs')}>
        <Link href="/" underline="hover" color="inherit">
          {t('nav.home')}
        </Link>
        <Link href={`/${ad.city.slug}`} underline="hover" color="inherit">
          {cityName(ad.city)}
        </Link>
        <Link href={`/${ad.city.slug}/${ad.category.slug}`} underline="hover" color="inherit">
          {categoryName(ad.category)}
        </Link>
      </Breadcrumbs>
      {ad.event_ended && <AdEndedNotice />}
      {full && isOwner && <AdModerationNotice ad={full} />}
      {full && abilities.edit && <AdExpiryNotice ad={full} />}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: `${GAP_MD}px` },
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: `minmax(0, ${PARTS.gallery}fr) minmax(0, ${PARTS.summary}fr)`,
          },
          gridTemplateAreas: {
            xs: '"gallery" "summary" "description" "ratings"',
            md: '"gallery summary" "description summary" "ratings summary"',
          },
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <AdGallery ad={ad} photoSizes={GALLERY_SIZES} />
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'summary' }}>
          <Paper variant="outlined" sx={panel}>
            <Stack spacing={2}>
              {(ad.is_paid || ad.is_event) && (
                <Stack direction="row" spacing={1}>
                  {ad.is_paid && <PaidBadge size="medium" />}
                  {ad.is_event && (
                    <Chip icon={<EventIcon aria-hidden />} label={t('ads.event')} variant="outlined" />
                  )}
                </Stack>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Typography
                  variant="h4"
                  component="h1"
                  sx={{ flexGrow: 1, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', md: '2rem' } }}
                >
                  {ad.title}
                </Typography>
                {onOffer && (abilities.favourite || !viewerId) && (
                  <FavoriteButton
                    adId={ad.id}
                    title={ad.title}
                    sx={{ boxShadow: 'none', border: 1, borderColor: 'divider' }}
                  />
                )}
              </Stack>
              <AdByline ad={ad} />
              <AdPrice ad={ad} variant="h5" component="p" sx={{ color: 'primary.main', fontWeight: 700 }} />
              <Divider />
              <AdFacts ad={ad} />
              {ad.is_event && ad.event_date && onOffer && <AddToCalendarButton ad={ad} />}
              <Divider />
              <Box>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t('ratings.heading')}
                </Typography>
                <AdRatingSummary average={ad.average_rating} total={ad.total_ratings} />
              </Box>
            </Stack>
          </Paper>
          {full && viewerId && manages && <AdManagePanel ad={full} viewerId={viewerId} isOwner={isOwner} />}
          {!ad.event_ended && (
            <Paper variant="outlined" sx={panel} component="section" aria-labelledby="ad-contact-heading">
              <Typography variant="h6" component="h2" id="ad-contact-heading" gutterBottom>
                {t('contact.heading')}
              </Typography>
              <AdContact ad={ad} />
              {onOffer && (
                <Box sx={{ mt: 2 }}>
                  <MessageSeller ad={ad} viewer={actionViewer(Boolean(viewerId), abilities.message)} />
                </Box>
              )}
            </Paper>
          )}
          {full && abilities.block_owner && <BlockOwner ad={full} />}
          {/* An unpublished ad's link would only show others "not found"; an ended event's page is public. */}
          {(ad.status === 'approved' || ad.event_ended) && <ShareAd ad={ad} />}
          {onOffer && <ReportAd ad={ad} viewer={actionViewer(Boolean(viewerId), abilities.report)} />}
        </Stack>
        <Paper
          variant="outlined"
          sx={{ ...panel, gridArea: 'description' }}
          component="section"
          aria-labelledby="ad-description-heading"
        >
          <Typography variant="h6" component="h2" id="ad-description-heading" gutterBottom>
            {t('ads.description')}
          </Typography>
          <AdDescription html={ad.description} />
        </Paper>
        <Box sx={{ gridArea: 'ratings', minWidth: 0 }}>
          <AdRatingsSection ad={ad} />
        </Box>
      </Box>
    </Stack>
  );
}
