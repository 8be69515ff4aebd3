import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

export function AdRatingSummary({ average, total }: { average: number; total: number }) {
  const { t, i18n } = useTranslation();
  if (total === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('ratings.none')}</Typography>;
  const value = new Intl.NumberFormat(localeOf(currentLanguage(i18n.language)), {
    maximumFractionDigits: 1,
  }).format(average);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Rating
        value={average}
        precision={0.1}
        readOnly
        getLabelText={() => t('ratings.valueLabel', { value })}
      />
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>({t('ratings.count', { count: total })})</Typography>
    </Stack>
  );
}
