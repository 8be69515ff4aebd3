import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { AdRowsSkeleton } from '../../ads/components/ad-rows-skeleton';
import { myAdLayout } from './my-ad-layout';

/** Placeholder rows in the shape of the list while it loads. */
export function MyAdsSkeleton() {
  return (
    <AdRowsSkeleton rows={3} layout={myAdLayout} testId="my-ads-loading">
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
    </AdRowsSkeleton>
  );
}
