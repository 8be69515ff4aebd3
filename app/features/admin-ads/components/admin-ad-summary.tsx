import EventIcon from '@mui/icons-material/Event';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { formatDate, formatEventDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AdPrice } from '../../ads/components/ad-price';
import { IconLine } from '../../ads/components/icon-line';
import { PaidBadge } from '../../ads/components/paid-badge';
import { useCategoryName } from '../../catalog/hooks/use-category-name';

/** The facts a moderator reads first: title (to the ad's page), price, category and city, owner, dates. */
export function AdminAdSummary({ ad, titleId }: { ad: Ad; titleId: string }) {
  const { t, i18n } = useTranslation('adminAds');
  const language = currentLanguage(i18n.language);
  const categoryName = useCategoryName();

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography
        component="h2"
        variant="subtitle1"
        id={titleId}
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        <Link href={`/ads/${ad.id}`} color="inherit" underline="hover" data-testid="admin-ad-title">
          {ad.title}
        </Link>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AdPrice price={ad.price} component="p" sx={{ fontWeight: 700, color: 'primary.main' }} />
        {ad.is_paid && <PaidBadge />}
      </Stack>
      <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />}>
        {categoryName(ad.category)} · {ad.city.name}
      </IconLine>
      <IconLine icon={<PersonOutlinedIcon fontSize="small" aria-hidden />}>
        <span data-testid="admin-ad-owner">{t('ad.postedBy', { name: ad.user_display_name })}</span>
      </IconLine>
      {ad.is_event && ad.event_date && (
        <IconLine icon={<EventIcon fontSize="small" aria-hidden />}>
          {t('ad.eventOn', { date: formatEventDate(ad.event_date, language) })}
        </IconLine>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <time dateTime={ad.created_at}>
          {t('ad.postedOn', { date: formatDate(ad.created_at, language) })}
        </time>
      </Typography>
    </Stack>
  );
}
