import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { AdGridLayout } from '../../ads/components/ad-grid-layout';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** Placeholder cards, shaped like event cards, while the list loads. */
export function EventListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('a11y.loading')} data-testid="events-loading">
      <AdGridLayout wideCards>
        {KEYS.map((key) => (
          <li key={key}>
            <Card variant="outlined" aria-hidden>
              <Skeleton
                variant="rectangular"
                sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '16 / 9', sm: '4 / 3' } }}
              />
              <CardContent>
                <Skeleton width="90%" height={28} />
                <Skeleton width="70%" />
                <Skeleton width="50%" />
                <Skeleton variant="rounded" height={48} sx={{ mt: 2 }} />
              </CardContent>
            </Card>
          </li>
        ))}
      </AdGridLayout>
    </div>
  );
}
