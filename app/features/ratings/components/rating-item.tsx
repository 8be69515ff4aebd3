import Avatar from '@mui/material/Avatar';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicRating } from '../../../../shared/schemas/ratings';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** One approved rating: who (display name), stars, when (and when edited), the comment. */
export function RatingItem({ rating, timeZone }: { rating: PublicRating; timeZone: string }) {
  const { t, i18n } = useTranslation('ratings');
  const language = currentLanguage(i18n.language);
  const name = rating.author_display_name || t('list.anonymous');
  const edited = rating.updated_at.slice(0, 10) !== rating.created_at.slice(0, 10);

  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 2 }} data-testid="rating-item">
      <Avatar aria-hidden sx={{ width: 40, height: 40, bgcolor: 'primary.main', fontWeight: 700 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {t('list.by', { name })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <time dateTime={rating.created_at}>
              {t('list.rated', { date: formatDate(rating.created_at, language, timeZone) })}
            </time>
            {edited && (
              <>
                {' · '}
                <time dateTime={rating.updated_at}>
                  {t('list.edited', { date: formatDate(rating.updated_at, language, timeZone) })}
                </time>
              </>
            )}
          </Typography>
        </Stack>
        <Rating
          value={rating.rating}
          readOnly
          size="small"
          getLabelText={(count) => t('stars.star', { count })}
        />
        {rating.comment && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{rating.comment}</Typography>
        )}
      </Stack>
    </Stack>
  );
}
