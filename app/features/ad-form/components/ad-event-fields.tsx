import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { currentLanguage } from '../../../lib/i18n';
import { zoneShortName } from '../../ads/utils/event-timing';
import { useCities } from '../../catalog/api/get-cities';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import type { AdFormValues } from '../utils/ad-form-values';
import { DateTimeField } from './date-time-field';

type Props = { control: Control<AdFormValues, unknown, AdFormOutput> };

/** "This is an event", and then its start (required) and end (after the start), on the city's clocks. */
export function AdEventFields({ control }: Props) {
  const { t, i18n } = useTranslation('adForm');
  const { t: te } = useTranslation('events');
  const hintId = useId();
  const zoneHintId = useId();
  const cityLabel = useCityLabel();
  const cityId = useWatch({ control, name: 'city_id' });
  const start = useWatch({ control, name: 'event_date' });
  const city = useCities().data?.find((c) => c.id === cityId);
  // Both fields read and write the event city's clocks, and point at the line that says which.
  const clock = { control, timeZone: city?.time_zone, describedBy: zoneHintId };
  const { field } = useController({
    control,
    name: 'is_event',
    rules: { deps: ['event_date', 'event_end_date'] },
  });
  const on = Boolean(field.value);

  return (
    <>
      <Box>
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={on}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { 'aria-describedby': hintId } as object }}
            />
          }
          label={t('fields.isEvent')}
          sx={{ minHeight: 48, mr: 0 }}
        />
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('fields.isEventHint')}
        </Typography>
      </Box>
      <Collapse in={on} unmountOnExit>
        <Box
          sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
          data-testid="event-dates"
        >
          <DateTimeField
            {...clock}
            name="event_date"
            label={t('fields.eventDate')}
            required
            deps={['event_end_date']}
          />
          <DateTimeField {...clock} name="event_end_date" label={t('fields.eventEndDate')} />
        </Box>
        <Typography
          id={zoneHintId}
          variant="body2"
          sx={{ color: 'text.secondary', pt: 1 }}
          data-testid="event-zone"
        >
          {city
            ? te('zone.formHint', {
                city: cityLabel(city),
                // The zone's name on the event's day (summer or winter time), else today's.
                zone: zoneShortName(
                  city.time_zone,
                  currentLanguage(i18n.language),
                  start ? new Date(start) : undefined,
                ),
                name: city.time_zone,
              })
            : te('zone.chooseCity')}
        </Typography>
      </Collapse>
    </>
  );
}
