import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Marks a currently paid ("featured") ad. */
export function PaidBadge({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Chip
      icon={<StarIcon aria-hidden />}
      label={t('ads.featured')}
      color="secondary"
      size={size}
      sx={{ fontWeight: 700 }}
    />
  );
}
