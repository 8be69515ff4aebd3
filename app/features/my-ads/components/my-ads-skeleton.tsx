import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { myAdLayout } from './my-ad-layout';

const KEYS = ['a', 'b', 'c'];

/** Placeholder rows in the shape of the list while it loads. */
export function MyAdsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={{ xs: 1.5, md: 2 }}
      role="status"
      aria-label={t('a11y.loading')}
      data-testid="my-ads-loading"
    >
      {KEYS.map((key) => (
        <Card key={key} variant="outlined" aria-hidden>
          <Box sx={myAdLayout}>
            <Skeleton
              variant="rounded"
              sx={{ gridArea: 'thumb', width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
            />
            <Box sx={{ gridArea: 'main' }}>
              <Skeleton width="80%" height={28} />
              <Skeleton width="30%" />
              <Skeleton width="60%" />
            </Box>
            <Box sx={{ gridArea: 'status' }}>
              <Skeleton variant="rounded" width={96} height={24} />
              <Skeleton width="70%" />
            </Box>
            <Stack direction="row" spacing={1} sx={{ gridArea: 'actions' }}>
              <Skeleton variant="rounded" height={48} sx={{ flex: 1, minWidth: 100 }} />
              <Skeleton variant="rounded" height={48} sx={{ flex: 1, minWidth: 100 }} />
            </Stack>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
