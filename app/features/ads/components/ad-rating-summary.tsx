import StarIcon from '@mui/icons-material/Star';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAverage } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

type Props = {
  average: number;
  total: number;
  /** 'card': one small line for listing cards, nothing at all without ratings. */
  variant?: 'full' | 'card';
};

/** Stars, the average with one decimal and how many ratings (approved ones only). */
export function AdRatingSummary({ average, total, variant = 'full' }: Props) {
  const { t, i18n } = useTranslation('ratings');
  const value = formatAverage(average, currentLanguage(i18n.language));

  if (variant === 'card') {
    if (total === 0) return null;
    return (
      <Stack
        direction="row"
        spacing={0.5}
        role="img"
        aria-label={t('summary.cardLabel', { value, count: total })}
        data-testid="card-rating"
        data-average={average}
        data-total={total}
        sx={{ alignItems: 'center', minWidth: 0 }}
      >
        <StarIcon fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
        <Typography variant="body2" component="span" sx={{ fontWeight: 700 }} aria-hidden>
          {value}
        </Typography>
        <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }} noWrap aria-hidden>
          ({t('summary.count', { count: total })})
        </Typography>
      </Stack>
    );
  }

  if (total === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="rating-summary" data-total={0}>
        {t('summary.none')}
      </Typography>
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      data-testid="rating-summary"
      data-average={average}
      data-total={total}
    >
      <Rating
        value={average}
        precision={0.1}
        readOnly
        getLabelText={() => t('summary.valueLabel', { value })}
      />
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>({t('summary.count', { count: total })})</Typography>
    </Stack>
  );
}
