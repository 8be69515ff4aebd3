import RssFeedIcon from '@mui/icons-material/RssFeed';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../../shared/schemas/catalog';
import { currentLanguage } from '../../../lib/i18n';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { useSiteConfig } from '../../site-config/api/get-site-config';
import { feedUrl } from '../utils/calendar-links';
import { SubscribeDialog } from './subscribe-dialog';

/** "Subscribe": the calendar feed of the chosen city's upcoming events (every city's without one). */
export function SubscribeButton({ city }: { city: City | undefined }) {
  const { t, i18n } = useTranslation('events');
  const { t: tu } = useTranslation();
  const cityName = useCityLabel();
  const [open, setOpen] = useState(false);
  const siteUrl = useSiteConfig().data?.site_url ?? '';
  const url = feedUrl(siteUrl, currentLanguage(i18n.language), city?.slug);
  const site = tu('app.name');
  const name = city ? t('calendar.nameCity', { site, city: cityName(city) }) : t('calendar.name', { site });

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<RssFeedIcon aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="events-subscribe"
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('subscribe.button')}
      </Button>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} url={url} name={name} />
    </>
  );
}
