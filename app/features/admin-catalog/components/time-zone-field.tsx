import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isTimeZone, knownTimeZones } from '../../../../shared/time-zone';
import { useFieldErrorText } from '../../../components/form-text-field';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Props<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  /** A new city may leave it empty: the server gives it the site's zone. */
  optional: boolean;
};

/** A city's IANA time zone: typed or picked from the browser's list, with the time there now. */
export function TimeZoneField<T extends FieldValues>({ control, name, optional }: Props<T>) {
  const { t, i18n } = useTranslation('adminCatalog');
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  const zones = useMemo(knownTimeZones, []);
  const zone = value.trim();
  const now =
    zone && isTimeZone(zone)
      ? new Intl.DateTimeFormat(localeOf(currentLanguage(i18n.language)), {
          timeZone: zone,
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
        }).format(new Date())
      : null;
  const hint = [
    t('cities.form.timeZoneHint'),
    now ? t('cities.form.timeZoneNow', { now }) : optional ? t('cities.form.timeZoneDefault') : '',
  ].join(' ');
  const errorText = useFieldErrorText();
  const message = fieldState.error?.message;

  return (
    <Autocomplete
      freeSolo
      autoHighlight
      options={zones}
      value={value}
      inputValue={value}
      onInputChange={(_event, next) => field.onChange(next)}
      onChange={(_event, next) => field.onChange(next ?? '')}
      noOptionsText={t('cities.form.noTimeZones')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={t('cities.form.timeZone')}
          required={!optional}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(message)}
          helperText={errorText(message) || hint}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              autoCapitalize: 'none',
              spellCheck: false,
              'data-testid': 'city-time-zone',
            },
          }}
        />
      )}
    />
  );
}
