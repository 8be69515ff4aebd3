import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_POSTED } from '../../../../shared/constants';
import type { PostedWithin } from '../utils/search-filters';

const LABEL_KEYS = {
  today: 'filters.postedToday',
  '7d': 'filters.posted7d',
  '30d': 'filters.posted30d',
  all: 'filters.postedAll',
} as const;

/** Date posted: today, the last 7 or 30 days, or all time (SPEC's date filters). */
export function FilterPostedField({
  value,
  onChange,
}: {
  value: PostedWithin;
  onChange: (value: PostedWithin) => void;
}) {
  const { t } = useTranslation('search');
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('filters.posted')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as PostedWithin)}
      >
        {SEARCH_POSTED.map((posted) => (
          <FormControlLabel
            key={posted}
            value={posted}
            control={<Radio />}
            label={t(LABEL_KEYS[posted])}
            data-testid={`filter-posted-${posted}`}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
