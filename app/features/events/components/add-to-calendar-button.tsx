import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { PublicAd } from '../../../../shared/schemas/ads';
import { currentLanguage } from '../../../lib/i18n';
import { eventFileHref } from '../utils/calendar-links';

type Props = { ad: Pick<PublicAd, 'id' | 'title'> } & Pick<ButtonProps, 'fullWidth' | 'variant'>;

/** Downloads the event as an .ics file, which phones and desktop calendars open to add it. */
export function AddToCalendarButton({ ad, fullWidth, variant = 'outlined' }: Props) {
  const { t, i18n } = useTranslation('events');
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      href={eventFileHref(ad.id, currentLanguage(i18n.language))}
      download
      startIcon={<EventAvailableIcon aria-hidden />}
      aria-label={t('card.addToCalendarLabel', { title: ad.title })}
      data-testid="add-to-calendar"
    >
      {t('card.addToCalendar')}
    </Button>
  );
}
