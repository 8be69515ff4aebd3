import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

export function AdDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('a11y.loading')}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, pt: 5 }}
    >
      <Skeleton
        variant="rounded"
        sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: '20px' }}
      />
      <Box>
        <Skeleton width="80%" height={48} />
        <Skeleton width="40%" height={40} />
        <Skeleton width="100%" />
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </Box>
    </Box>
  );
}
