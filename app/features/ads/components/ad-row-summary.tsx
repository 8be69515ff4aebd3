import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ad } from '../../../../shared/schemas/ads';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { formatEventDate } from '../utils/event-timing';
import { AdPrice } from './ad-price';
import { IconLine } from './icon-line';
import { PaidBadge } from './paid-badge';

type Props = {
  ad: Ad;
  titleId: string;
  titleTestId: string;
  /** The "Posted 12 Jun 2025" line, in the list's own words. */
  postedOn: (date: string) => string;
  /** Cut the category and city to one line. */
  placeNoWrap?: boolean;
  /** More lines after the place (the moderation list names the owner). */
  children?: ReactNode;
};

/** The text of an ad's row in a list: title (to the ad's page), price, category and city, event date, posted date. */
export function AdRowSummary({ ad, titleId, titleTestId, postedOn, placeNoWrap = false, children }: Props) {
  const { t, i18n } = useTranslation('ui');
  const language = currentLanguage(i18n.language);
  const categoryName = useCategoryName();
  const cityName = useCityLabel();

  return (
    <Stack spacing={0.5} sx={{ gridArea: 'main', minWidth: 0 }}>
      <Typography
        component="h2"
        variant="subtitle1"
        id={titleId}
        sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        <Link href={`/ads/${ad.id}`} color="inherit" underline="hover" data-testid={titleTestId}>
          {ad.title}
        </Link>
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <AdPrice ad={ad} component="p" sx={{ fontWeight: 700, color: 'primary.main' }} />
        {ad.is_paid && <PaidBadge />}
      </Stack>
      <IconLine icon={<PlaceOutlinedIcon fontSize="small" aria-hidden />} noWrap={placeNoWrap}>
        {categoryName(ad.category)} · {cityName(ad.city)}
      </IconLine>
      {children}
      {ad.is_event && ad.event_date && (
        <IconLine icon={<EventIcon fontSize="small" aria-hidden />}>
          {t('ads.eventOn', { date: formatEventDate(ad.event_date, language, ad.city.time_zone) })}
        </IconLine>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <time dateTime={ad.created_at}>{postedOn(formatDate(ad.created_at, language))}</time>
      </Typography>
    </Stack>
  );
}
