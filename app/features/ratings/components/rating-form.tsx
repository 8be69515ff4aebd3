import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX } from '../../../../shared/schemas/ratings';
import { failureText } from '../utils/failure-text';
import { StarRatingInput } from './star-rating-input';

export type RatingValues = { rating: number; comment: string };

type Props = {
  initial?: RatingValues;
  /** Saves; throws when that failed (the form then says why and keeps what was typed). */
  onSubmit: (values: RatingValues) => Promise<void>;
  /** Editing: a Cancel button beside Save. */
  onCancel?: () => void;
};

/** Stars (required) and an optional comment; used to rate an ad and to change one's rating. */
export function RatingForm({ initial, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('ratings');
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [starsError, setStarsError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const tooLong = comment.length > RATING_COMMENT_MAX;
  const editing = Boolean(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!rating) {
      setStarsError(t('form.starsRequired'));
      return;
    }
    if (tooLong) return;
    setPending(true);
    try {
      await onSubmit({ rating, comment: comment.trim() });
    } catch (error) {
      setFailure(failureText(error, t('form.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(e) => void submit(e)} data-testid="rating-form">
      <StarRatingInput
        value={rating}
        onChange={(next) => {
          setRating(next);
          if (next) setStarsError(null);
        }}
        error={starsError}
        disabled={pending}
      />
      <TextField
        label={t('form.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        disabled={pending}
        error={tooLong}
        helperText={
          tooLong
            ? t('form.commentTooLong', { max: RATING_COMMENT_MAX })
            : t('form.commentHint', { count: comment.length, max: RATING_COMMENT_MAX })
        }
        slotProps={{ htmlInput: { 'data-testid': 'rating-comment' } }}
      />
      {failure && (
        <Alert severity="error" variant="outlined" role="alert" data-testid="rating-form-error">
          {failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          data-testid="rating-submit"
        >
          {editing
            ? t(pending ? 'form.saving' : 'form.save')
            : t(pending ? 'form.submitting' : 'form.submit')}
        </Button>
        {onCancel && (
          <Button size="large" onClick={onCancel} disabled={pending}>
            {t('form.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
