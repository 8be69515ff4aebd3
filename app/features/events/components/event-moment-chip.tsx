import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EventMoment } from '../../ads/utils/event-timing';

/** "Happening now", "Today", "Tomorrow", "This weekend" or "Ended" on an event card. */
export function EventMomentChip({ moment }: { moment: Exclude<EventMoment, null> }) {
  const { t } = useTranslation('events');
  const strong = moment === 'now' || moment === 'today';
  return (
    <Chip
      label={t(`when.${moment}`)}
      size="small"
      color={moment === 'ended' ? 'default' : strong ? 'secondary' : 'primary'}
      variant={strong ? 'filled' : 'outlined'}
      data-testid="event-moment"
      data-moment={moment}
      sx={{ fontWeight: 700, bgcolor: strong ? undefined : 'background.paper' }}
    />
  );
}
