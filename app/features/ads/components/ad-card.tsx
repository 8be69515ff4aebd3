import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { AdListItem } from '../../../../shared/schemas/ad-list-item';
import { currentLanguage } from '../../../lib/i18n';
import { formatEventDate } from '../utils/event-timing';
import { AdCardFrame, AdCardTitle, AdPlaceLine } from './ad-card-frame';
import { AD_GRID_IMAGE_SIZES } from './ad-grid-layout';
import { AdPrice } from './ad-price';
import { AdRatingSummary } from './ad-rating-summary';
import { IconLine } from './icon-line';
import { PaidBadge } from './paid-badge';

type Props = {
  ad: AdListItem;
  headingLevel?: 'h2' | 'h3';
  /** In the grid's first row (firstRowCards): its photo loads at once. */
  priority?: boolean;
};

/** One ad in a listing grid (AdGridLayout); the whole card links to /ads/{id}. */
export function AdCard({ ad, headingLevel = 'h2', priority }: Props) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);

  return (
    <AdCardFrame
      ad={ad}
      testId="ad-card"
      imageAlt={t('ads.imageAlt', { title: ad.title })}
      imageSizes={AD_GRID_IMAGE_SIZES.cards}
      priority={priority}
      overlay={
        ad.is_paid && (
          // Clear of the heart in the other corner: a long label ends in an ellipsis.
          <Box sx={{ position: 'absolute', top: 10, left: 10, right: 52 }}>
            <PaidBadge />
          </Box>
        )
      }
      contentSx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <AdPrice ad={ad} variant="h6" component="p" sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }} />
      <AdCardTitle title={ad.title} component={headingLevel} fontWeight={600} />
      {ad.is_event && ad.event_date && (
        <IconLine icon={<EventIcon fontSize="small" aria-hidden />} color="primary.main" strong>
          {t('ads.eventOn', { date: formatEventDate(ad.event_date, language, ad.city.time_zone) })}
        </IconLine>
      )}
      <AdRatingSummary average={ad.average_rating} total={ad.total_ratings} variant="card" />
      <Box sx={{ flexGrow: 1 }} />
      <AdPlaceLine ad={ad} />
    </AdCardFrame>
  );
}
