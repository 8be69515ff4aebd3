import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | null;
  disabled?: boolean;
};

/**
 * 1 to 5 stars as a named group of radio buttons (MUI Rating's own inputs): Tab reaches it, arrow
 * keys move between the stars, and each star is read as "4 stars". The chosen (or hovered) number is
 * also written beside the stars.
 */
export function StarRatingInput({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('ratings');
  const name = useId();
  const [hover, setHover] = useState(-1);
  const shown = hover > 0 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid="rating-stars">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('stars.legend')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Rating
          name={name}
          value={value}
          onChange={(_event, next) => onChange(next)}
          onChangeActive={(_event, next) => setHover(next)}
          getLabelText={(count) => t('stars.star', { count })}
          emptyLabelText={t('stars.empty')}
          disabled={disabled}
          sx={{ fontSize: '2.75rem', '& .MuiRating-icon': { px: 0.25 } }}
        />
        <Typography aria-hidden sx={{ color: 'text.secondary', minWidth: 72 }}>
          {shown ? t('stars.star', { count: shown }) : ''}
        </Typography>
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
