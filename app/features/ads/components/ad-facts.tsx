import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { formatEventDate } from '../utils/event-timing';

type Row = { key: string; label: string; value: ReactNode };

/** Category, city and, for an event, when it starts and ends (on the city's clocks, in the reader's language). */
export function AdFacts({ ad }: { ad: PublicAd }) {
  const { t, i18n } = useTranslation();
  const { t: td } = useTranslation('adDetail');
  const language = currentLanguage(i18n.language);
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  const when = (iso: string) => (
    <time dateTime={iso}>{formatEventDate(iso, language, ad.city.time_zone)}</time>
  );

  const rows: Row[] = [
    { key: 'category', label: t('ads.category'), value: categoryName(ad.category) },
    { key: 'city', label: t('ads.city'), value: cityName(ad.city) },
  ];
  if (ad.is_event && ad.event_date) {
    if (ad.event_end_date) {
      rows.push({ key: 'start', label: td('facts.eventStart'), value: when(ad.event_date) });
      rows.push({ key: 'end', label: td('facts.eventEnd'), value: when(ad.event_end_date) });
    } else {
      rows.push({ key: 'date', label: td('facts.eventDate'), value: when(ad.event_date) });
    }
  }

  return (
    <Box
      component="dl"
      data-testid="ad-facts"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }} data-testid={`ad-fact-${key}`}>
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
