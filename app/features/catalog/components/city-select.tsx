import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { City } from '../../../../shared/schemas/catalog';
import { useCityLabel } from '../hooks/use-city-label';

const ALL = '';

type Props = {
  cities: City[];
  /** undefined: "all cities" (offered only with allLabel). */
  city: City | undefined;
  onChange: (city: City | undefined) => void;
  label: string;
  testId: string;
  /** Offers an "all cities" entry first, with this text. */
  allLabel?: string;
  fullWidth?: boolean;
};

/** Picks a city, named in the interface language and sorted by those names (the API orders by the English name). */
export function CitySelect({ cities, city, onChange, label, testId, allLabel, fullWidth }: Props) {
  const { i18n } = useTranslation();
  const id = useId();
  const cityName = useCityLabel();
  const sorted = useMemo(
    () => [...cities].sort((a, b) => cityName(a).localeCompare(cityName(b), i18n.language)),
    [cities, cityName, i18n.language],
  );
  const offersAll = allLabel !== undefined;

  return (
    <TextField
      select
      id={id}
      label={label}
      value={city?.id ?? ALL}
      fullWidth={fullWidth}
      onChange={(event) => {
        const next = cities.find((item) => item.id === event.target.value);
        if (next || offersAll) onChange(next);
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{
        select: { displayEmpty: offersAll, SelectDisplayProps: { 'data-testid': testId } as object },
        inputLabel: offersAll ? { shrink: true } : undefined,
      }}
    >
      {offersAll && <MenuItem value={ALL}>{allLabel}</MenuItem>}
      {sorted.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {cityName(item)}
        </MenuItem>
      ))}
    </TextField>
  );
}
