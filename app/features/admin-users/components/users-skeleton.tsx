import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while the first page of people loads. */
export function UsersSkeleton() {
  return (
    <Stack spacing={1.5} data-testid="users-loading" aria-hidden>
      {[0, 1, 2, 3].map((row) => (
        <Paper key={row} variant="outlined" sx={{ p: 2, borderRadius: '20px' }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Skeleton width={180} height={28} />
            <Skeleton width={220} />
            <Skeleton variant="rounded" width={80} height={24} />
            <Skeleton variant="rounded" width={80} height={24} />
            <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
              <Skeleton variant="rounded" width={48} height={48} />
              <Skeleton variant="rounded" width={48} height={48} />
              <Skeleton variant="rounded" width={48} height={48} />
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
