import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SendNotificationValues } from '../../../../shared/schemas/admin-notifications';
import { currentLanguage } from '../../../lib/i18n';
import { useCities } from '../../catalog/api/get-cities';
import { useComposeErrorText } from '../hooks/use-compose-error-text';
import type { ComposeValues } from '../utils/compose-values';

type Props = { control: Control<ComposeValues, unknown, SendNotificationValues> };

/** The city whose members receive the message, named in the reader's language. */
export function CityField({ control }: Props) {
  const { t, i18n } = useTranslation('adminNotifications');
  const errorText = useComposeErrorText();
  const cities = useCities();
  const { field, fieldState } = useController({ control, name: 'city_id' });
  const uk = currentLanguage(i18n.language) === 'uk';
  const options = useMemo(() => {
    const named = (cities.data ?? []).map((city) => ({
      id: city.id,
      label: (uk && city.name_uk) || city.name,
    }));
    return named.sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [cities.data, uk, i18n.language]);
  const { ref, ...fieldProps } = field;

  return (
    <TextField
      select
      {...fieldProps}
      inputRef={ref}
      label={t('compose.cityLabel')}
      required
      fullWidth
      error={Boolean(fieldState.error) || cities.isError}
      helperText={
        errorText(fieldState.error?.message) ?? (cities.isError ? t('errors.invalidValue') : undefined)
      }
      sx={{ maxWidth: { md: 480 } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'city-select' } as object } }}
    >
      {options.map((city) => (
        <MenuItem key={city.id} value={city.id}>
          {city.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
