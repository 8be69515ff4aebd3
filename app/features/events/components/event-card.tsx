import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import CardActions from '@mui/material/CardActions';
import { useTranslation } from 'react-i18next';
import type { AdListItem } from '../../../../shared/schemas/ad-list-item';
import { currentLanguage } from '../../../lib/i18n';
import { AdCardFrame, AdCardTitle, AdPlaceLine } from '../../ads/components/ad-card-frame';
import { AD_GRID_IMAGE_SIZES } from '../../ads/components/ad-grid-layout';
import { IconLine } from '../../ads/components/icon-line';
import { dateBadge, eventMoment, formatEventRange } from '../../ads/utils/event-timing';
import { AddToCalendarButton } from './add-to-calendar-button';
import { EventDateBadge } from './event-date-badge';
import { EventMomentChip } from './event-moment-chip';

type Props = {
  ad: AdListItem;
  now: Date;
  /** In the grid's first row: its photo loads at once. */
  priority?: boolean;
};

/** One event: photo with its date, title and when (linking to the ad), place, and "Add to calendar". */
export function EventCard({ ad, now, priority }: Props) {
  const { t, i18n } = useTranslation('events');
  const language = currentLanguage(i18n.language);
  const start = new Date(ad.event_date ?? ad.created_at);
  const end = ad.event_end_date ? new Date(ad.event_end_date) : null;
  const zone = ad.city.time_zone;
  const moment = eventMoment(start, end, now, zone);

  return (
    <AdCardFrame
      ad={ad}
      testId="event-card"
      imageAlt={t('card.imageAlt', { title: ad.title })}
      imageSizes={AD_GRID_IMAGE_SIZES.wideCards}
      priority={priority}
      imageSx={{ aspectRatio: { xs: '16 / 9', sm: '4 / 3' } }}
      overlay={
        <>
          <EventDateBadge {...dateBadge(start, language, zone)} />
          {moment && (
            <Box sx={{ position: 'absolute', bottom: 12, right: 12 }}>
              <EventMomentChip moment={moment} />
            </Box>
          )}
        </>
      }
      actions={
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <AddToCalendarButton ad={ad} fullWidth />
        </CardActions>
      }
    >
      <AdCardTitle title={ad.title} component="h2" fontWeight={700} />
      <IconLine icon={<ScheduleIcon fontSize="small" aria-hidden />} color="primary.main" strong>
        <time dateTime={ad.event_date ?? undefined} data-testid="event-when">
          {formatEventRange(start, end, language, zone)}
        </time>
      </IconLine>
      <AdPlaceLine ad={ad} />
    </AdCardFrame>
  );
}
