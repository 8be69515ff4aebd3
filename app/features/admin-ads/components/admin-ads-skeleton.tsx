import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AdRowsSkeleton } from '../../ads/components/ad-rows-skeleton';
import { adminAdLayout } from './admin-ad-layout';

/** Placeholder rows in the shape of the moderation list while it loads. */
export function AdminAdsSkeleton() {
  return (
    <AdRowsSkeleton rows={4} layout={adminAdLayout} testId="admin-ads-loading">
      <Skeleton variant="rounded" width={24} height={24} sx={{ gridArea: 'select', alignSelf: 'center' }} />
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
    </AdRowsSkeleton>
  );
}
