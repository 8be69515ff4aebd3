import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { formatEventDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { primaryThumbnailSrc } from '../utils/ad-images';
import { AdImage } from './ad-image';
import { AdPrice } from './ad-price';
import { AdRatingSummary } from './ad-rating-summary';
import { IconLine } from './icon-line';
import { PaidBadge } from './paid-badge';

/** One ad in a listing grid; the whole card links to /ads/{id}. */
export function AdCard({ ad, headingLevel = 'h2' }: { ad: PublicAd; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  const language = currentLanguage(i18n.language);

  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="ad-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={Link}
        to={`/ads/${ad.id}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <AdImage src={primaryThumbnailSrc(ad)} alt={t('ads.imageAlt', { title: ad.title })} />
          {ad.is_paid && (
            <Box sx={{ position: 'absolute', top: 10, left: 10 }}>
              <PaidBadge />
            </Box>
          )}
        </Box>
        <CardContent
          sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.75, p: { xs: 1.5, sm: 2 } }}
        >
          <AdPrice
            price={ad.price}
            variant="h6"
            component="p"
            sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }}
          />
          <Typography
            component={headingLevel}
            variant="subtitle1"
            sx={{
              fontWeight: 600,
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
          {ad.is_event && ad.event_date && (
            <IconLine icon={<EventIcon fontSize="small" aria-hidden />} color="primary.main" strong>
              {t('ads.eventOn', { date: formatEventDate(ad.event_date, language) })}
            </IconLine>
          )}
          <AdRatingSummary average={ad.average_rating} total={ad.total_ratings} variant="card" />
          <Box sx={{ flexGrow: 1 }} />
          <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} noWrap>
            {cityName(ad.city)} · {categoryName(ad.category)}
          </IconLine>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
