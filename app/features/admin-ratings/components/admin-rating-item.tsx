import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AdminRating } from '../../../../shared/schemas/ratings';
import { StatusChip } from '../../../components/status-chip';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { AdActionButton } from '../../ads/components/ad-action-button';

export type RatingActionHandlers = {
  onApprove: (rating: AdminRating) => void;
  onReject: (rating: AdminRating) => void;
  onDelete: (rating: AdminRating) => void;
};

type Props = RatingActionHandlers & { rating: AdminRating; busy: boolean };

/**
 * One rating to moderate: the ad it is about (a link to the ad), stars and status, the comment, who
 * wrote it and when; Approve and Reject (whichever changes it) and Delete. Phones: the buttons below in a row;
 * from md the buttons sit at the right.
 */
export function AdminRatingItem({ rating, busy, onApprove, onReject, onDelete }: Props) {
  const { t, i18n } = useTranslation('ratings');
  const language = currentLanguage(i18n.language);
  const titleId = useId();
  const authorId = useId();
  const named = `${titleId} ${authorId}`;
  const name = rating.author_display_name || t('list.anonymous');
  const buttonProps = { 'aria-describedby': named, disabled: busy, size: 'large' } as const;

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={named}
      aria-busy={busy || undefined}
      data-testid="admin-rating"
      data-rating-id={rating.id}
      data-status={rating.status}
      sx={{
        p: { xs: 2, md: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
      }}
    >
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          <Link
            component={RouterLink}
            to={`/ads/${rating.ad_id}`}
            color="inherit"
            underline="hover"
            data-testid="rating-ad-link"
          >
            {rating.ad_title}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Rating value={rating.rating} readOnly getLabelText={(count) => t('stars.star', { count })} />
          <StatusChip status={rating.status} label={t(`status.${rating.status}`)} testId="rating-status" />
        </Stack>
        <Typography
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          data-testid="admin-rating-comment"
        >
          {rating.comment || (
            <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('admin.noComment')}
            </Box>
          )}
        </Typography>
        <Typography id={authorId} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('admin.by', { name })} ·{' '}
          <time dateTime={rating.updated_at}>
            {t('admin.written', { date: formatDate(rating.updated_at, language) })}
          </time>
        </Typography>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', '& > .MuiButton-root': { flex: { xs: 1, md: 'none' } } }}
      >
        {rating.status !== 'approved' && (
          <AdActionButton
            kind="approve"
            onClick={() => onApprove(rating)}
            data-testid="approve-rating"
            {...buttonProps}
          >
            {t('admin.approve')}
          </AdActionButton>
        )}
        {rating.status !== 'rejected' && (
          <AdActionButton
            kind="reject"
            onClick={() => onReject(rating)}
            data-testid="reject-rating"
            {...buttonProps}
          >
            {t('admin.reject')}
          </AdActionButton>
        )}
        <IconButton
          aria-label={t('admin.deleteLabel', { name })}
          onClick={() => onDelete(rating)}
          disabled={busy}
          color="error"
          sx={{ minWidth: 48, minHeight: 48, border: 1, borderColor: 'divider', borderRadius: '12px' }}
          data-testid="delete-rating"
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Stack>
    </Card>
  );
}
