import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

export function AdCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <CardContent>
        <Skeleton width="40%" height={32} />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
        <Skeleton width="50%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
