import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { adminAdLayout } from './admin-ad-layout';

const KEYS = ['a', 'b', 'c', 'd'];

/** Placeholder rows in the shape of the moderation list while it loads. */
export function AdminAdsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={{ xs: 1.5, md: 2 }}
      role="status"
      aria-label={t('a11y.loading')}
      data-testid="admin-ads-loading"
    >
      {KEYS.map((key) => (
        <Card key={key} variant="outlined" aria-hidden>
          <Box sx={adminAdLayout}>
            <Skeleton
              variant="rounded"
              width={24}
              height={24}
              sx={{ gridArea: 'select', alignSelf: 'center' }}
            />
            <Skeleton
              variant="rounded"
              sx={{ gridArea: 'thumb', width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
            />
            <Box sx={{ gridArea: 'main' }}>
              <Skeleton width="80%" height={28} />
              <Skeleton width="30%" />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Box>
            <Box sx={{ gridArea: 'status', alignSelf: 'center' }}>
              <Skeleton variant="rounded" width={96} height={24} />
            </Box>
            <Stack direction="row" spacing={1} sx={{ gridArea: 'actions' }}>
              <Skeleton variant="rounded" height={48} sx={{ flex: 1, minWidth: 100 }} />
              <Skeleton variant="rounded" height={48} sx={{ flex: 1, minWidth: 100 }} />
              <Skeleton variant="rounded" height={48} width={48} />
            </Stack>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
