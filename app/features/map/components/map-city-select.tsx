import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../../shared/schemas/catalog';
import { useCityLabel } from '../../catalog/hooks/use-city-label';

type Props = { cities: City[]; city: City; onChange: (slug: string) => void; fullWidth?: boolean };

/** The map's city, named in the interface language and sorted by those names. */
export function MapCitySelect({ cities, city, onChange, fullWidth }: Props) {
  const { t, i18n } = useTranslation('map');
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
      label={t('cityLabel')}
      value={city.id}
      fullWidth={fullWidth}
      onChange={(event) => {
        const next = cities.find((item) => item.id === event.target.value);
        if (next) onChange(next.slug);
      }}
      sx={{ minWidth: 240 }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'map-city-select' } as object } }}
    >
      {sorted.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {cityName(item)}
        </MenuItem>
      ))}
    </TextField>
  );
}
