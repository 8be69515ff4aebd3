import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { AdImage } from '../../ads/components/ad-image';
import { IconLine } from '../../ads/components/icon-line';
import { primaryThumbnailSrc } from '../../ads/utils/ad-images';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { dateBadge, eventMoment, formatEventRange } from '../utils/event-timing';
import { AddToCalendarButton } from './add-to-calendar-button';
import { EventDateBadge } from './event-date-badge';
import { EventMomentChip } from './event-moment-chip';

type Props = { ad: PublicAd; now: Date };

/** One event: photo with its date, title and when (linking to the ad), place, and "Add to calendar". */
export function EventCard({ ad, now }: Props) {
  const { t, i18n } = useTranslation('events');
  const language = currentLanguage(i18n.language);
  const cityName = useCityLabel();
  const categoryName = useCategoryName();
  const start = new Date(ad.event_date ?? ad.created_at);
  const end = ad.event_end_date ? new Date(ad.event_end_date) : null;
  const moment = eventMoment(start, end, now);

  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="event-card"
      data-ad-id={ad.id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        to={`/ads/${ad.id}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <AdImage
            src={primaryThumbnailSrc(ad)}
            alt={t('card.imageAlt', { title: ad.title })}
            sx={{ aspectRatio: { xs: '16 / 9', sm: '4 / 3' } }}
          />
          <EventDateBadge {...dateBadge(start, language)} />
          {moment && (
            <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
              <EventMomentChip moment={moment} />
            </Box>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{
              fontWeight: 700,
              lineHeight: 1.3,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {ad.title}
          </Typography>
          <IconLine icon={<ScheduleIcon fontSize="small" aria-hidden />} color="primary.main" strong>
            <time dateTime={ad.event_date ?? undefined} data-testid="event-when">
              {formatEventRange(start, end, language)}
            </time>
          </IconLine>
          <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} noWrap>
            {cityName(ad.city)} · {categoryName(ad.category)}
          </IconLine>
        </CardContent>
      </CardActionArea>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <AddToCalendarButton ad={ad} fullWidth />
      </CardActions>
    </Card>
  );
}
