import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicRating } from '../../../../shared/schemas/ratings';
import { RatingItem } from './rating-item';

type Props = {
  ratings: PublicRating[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** The approved ratings, newest first, and "Show more ratings" while there are more. */
export function RatingList({ ratings, hasMore, loadingMore, onLoadMore }: Props) {
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
            <RatingItem rating={rating} />
          </li>
        ))}
      </Box>
      {hasMore && (
        <Button
          variant="outlined"
          size="large"
          onClick={onLoadMore}
          disabled={loadingMore}
          startIcon={loadingMore ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
          data-testid="ratings-load-more"
        >
          {loadingMore ? t('list.loading') : t('list.loadMore')}
        </Button>
      )}
    </Box>
  );
}
