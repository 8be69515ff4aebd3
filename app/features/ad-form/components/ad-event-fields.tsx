import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import type { AdFormValues } from '../utils/ad-form-values';
import { DateTimeField } from './date-time-field';

type Props = { control: Control<AdFormValues, unknown, AdFormOutput> };

/** "This is an event", and then its start (required) and end (after the start). */
export function AdEventFields({ control }: Props) {
  const { t } = useTranslation('adForm');
  const hintId = useId();
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
            control={control}
            name="event_date"
            label={t('fields.eventDate')}
            required
            deps={['event_end_date']}
          />
          <DateTimeField control={control} name="event_end_date" label={t('fields.eventEndDate')} />
        </Box>
      </Collapse>
    </>
  );
}
