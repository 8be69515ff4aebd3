import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Category, City } from '../../../../shared/schemas/catalog';
import { useCityLabel } from '../hooks/use-city-label';

type Props = { cities: City[]; city: City; category?: Category };

/** Picks a city (named in the interface language); navigates to /{citySlug} (keeping the category when one is open). */
export function CitySelect({ cities, city, category }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const cityName = useCityLabel();
  // Alphabetical in the names shown (the API orders by the English name).
  const sorted = useMemo(
    () => [...cities].sort((a, b) => cityName(a).localeCompare(cityName(b), i18n.language)),
    [cities, cityName, i18n.language],
  );

  return (
    <TextField
      select
      id={id}
      label={t('listing.cityLabel')}
      value={city.id}
      onChange={(event) => {
        const next = cities.find((item) => item.id === event.target.value);
        if (next) navigate(category ? `/${next.slug}/${category.slug}` : `/${next.slug}`);
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'city-select' } as object } }}
    >
      {sorted.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {cityName(item)}
        </MenuItem>
      ))}
    </TextField>
  );
}
