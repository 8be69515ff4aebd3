import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { formatDate, formatEventDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCategoryName } from '../../catalog/hooks/use-category-name';

/** Category, city, event dates, posting date and poster as a definition list. */
export function AdFacts({ ad }: { ad: PublicAd }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  const categoryName = useCategoryName();
  const eventDates =
    ad.is_event && ad.event_date
      ? ad.event_end_date
        ? `${formatEventDate(ad.event_date, language)} – ${formatEventDate(ad.event_end_date, language)}`
        : formatEventDate(ad.event_date, language)
      : null;
  const rows: [string, string][] = [
    [t('ads.category'), categoryName(ad.category)],
    [t('ads.city'), ad.city.name],
    ...(eventDates ? ([[t('ads.eventDates'), eventDates]] as [string, string][]) : []),
    [t('ads.posted'), formatDate(ad.created_at, language)],
    [t('ads.postedBy'), ad.user_display_name],
  ];

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
