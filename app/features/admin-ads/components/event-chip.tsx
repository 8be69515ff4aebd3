import EventIcon from '@mui/icons-material/Event';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Marks an ad that is an event (word and icon, not colour alone). */
export function EventChip() {
  const { t } = useTranslation('adminAds');
  return (
    <Chip
      icon={<EventIcon aria-hidden />}
      label={t('ad.event')}
      size="small"
      variant="outlined"
      data-testid="event-chip"
      sx={{ fontWeight: 600 }}
    />
  );
}
