import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Ad, MemberAd, PublicAd } from '../../../../shared/schemas/ads';
import { ErrorState } from '../../../components/error-state';
import { actionViewer } from '../../ads/hooks/ad-viewer';
import { useSession } from '../../auth/api/get-session';
import { useAdRatings } from '../api/get-ad-ratings';
import { adminRatingsPathFor } from '../utils/admin-ratings-path';
import { RatingList } from './rating-list';
import { YourRating } from './your-rating';

/**
 * The ratings part of an ad's page: the viewer's own rating or the form to rate (for a published ad,
 * not an ended event's history), then the approved ratings. Those who may moderate the ad get a link to moderate its ratings.
 */
export function AdRatingsSection({ ad }: { ad: PublicAd | MemberAd | Ad }) {
  const { t } = useTranslation('ratings');
  const headingId = useId();
  const session = useSession();
  const query = useAdRatings(ad.id);
  const first = query.data?.pages[0];
  const ratings = query.data?.pages.flatMap((page) => page.items) ?? [];
  const viewer = actionViewer(session.user !== null, ad.abilities.rate);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      id="ratings"
      data-testid="ad-ratings"
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: '20px' }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h6" component="h2" id={headingId}>
            {t('heading')}
          </Typography>
          {ad.abilities.moderate && (
            <Link component={RouterLink} to={adminRatingsPathFor(ad.id)} data-testid="moderate-ratings-link">
              {t('moderateLink')}
            </Link>
          )}
        </Stack>
        {ad.status === 'approved' &&
          !ad.event_ended &&
          !session.isPending &&
          (first || viewer === 'visitor') && (
            <>
              <YourRating adId={ad.id} viewer={viewer} mine={first?.mine ?? null} />
              <Divider />
            </>
          )}
        {query.isPending ? (
          <Stack spacing={1}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="80%" />
          </Stack>
        ) : query.isError && !query.data ? (
          <ErrorState title={t('list.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <RatingList
            ratings={ratings}
            timeZone={ad.city.time_zone}
            hasMore={query.hasNextPage}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </Stack>
    </Paper>
  );
}
