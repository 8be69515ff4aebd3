import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Category, City } from '../../../../shared/schemas/catalog';

type Props = { cities: City[]; city: City; category?: Category };

/** Picks a city; navigates to /{citySlug} (keeping the category when one is open). */
export function CitySelect({ cities, city, category }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();

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
      {cities.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
