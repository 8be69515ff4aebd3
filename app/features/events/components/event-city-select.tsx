import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../../shared/schemas/catalog';
import { useCityLabel } from '../../catalog/hooks/use-city-label';

const ALL = '';

type Props = { cities: City[]; city: City | undefined; onChange: (city: City | undefined) => void };

/** All cities, or one (named in the interface language, alphabetically in that language). */
export function EventCitySelect({ cities, city, onChange }: Props) {
  const { t, i18n } = useTranslation('events');
  const id = useId();
  const cityName = useCityLabel();
  const sorted = useMemo(
    () => [...cities].sort((a, b) => cityName(a).localeCompare(cityName(b), i18n.language)),
    [cities, cityName, i18n.language],
  );

  return (
    <TextField
      select
      id={id}
      label={t('city.label')}
      value={city?.id ?? ALL}
      onChange={(event) => onChange(cities.find((item) => item.id === event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'events-city' } as object },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value={ALL}>{t('city.all')}</MenuItem>
      {sorted.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {cityName(item)}
        </MenuItem>
      ))}
    </TextField>
  );
}
