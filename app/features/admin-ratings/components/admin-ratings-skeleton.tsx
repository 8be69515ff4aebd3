import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Three placeholder ratings while the list loads. */
export function AdminRatingsSkeleton() {
  return (
    <Stack spacing={2} aria-hidden data-testid="admin-ratings-loading">
      {[0, 1, 2].map((key) => (
        <Card key={key} variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton variant="text" width="50%" height={28} />
          <Skeleton variant="text" width={140} />
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="35%" />
        </Card>
      ))}
    </Stack>
  );
}
