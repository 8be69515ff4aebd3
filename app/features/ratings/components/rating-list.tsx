import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicRating } from '../../../../shared/schemas/ratings';
import { LoadMoreButton } from '../../../components/load-more-button';
import { RatingItem } from './rating-item';

type Props = {
  ratings: PublicRating[];
  /** The ad's city's: the dates are its days. */
  timeZone: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The approved ratings, newest first, and "Show more ratings" while there are more. */
export function RatingList({ ratings, timeZone, hasMore, loadingMore, onLoadMore }: Props) {
  const { t } = useTranslation('ratings');
  if (ratings.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }} data-testid="ratings-empty">
        {t('list.empty')}
      </Typography>
    );
  return (
    <Box>
      <Box
        component="ul"
        aria-label={t('list.label')}
        data-testid="ratings-list"
        sx={{ listStyle: 'none', m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {ratings.map((rating) => (
          <li key={rating.id}>
            <RatingItem rating={rating} timeZone={timeZone} />
          </li>
        ))}
      </Box>
      {hasMore && (
        <LoadMoreButton
          loading={loadingMore}
          onClick={onLoadMore}
          label={t('list.loadMore')}
          loadingLabel={t('list.loading')}
          testId="ratings-load-more"
          sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
        />
      )}
    </Box>
  );
}
