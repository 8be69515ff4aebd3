import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { OwnRating } from '../../../../shared/schemas/ratings';
import { StatusChip } from '../../../components/status-chip';
import { AdActionButton } from '../../ads/components/ad-action-button';
import { useDeleteRating } from '../api/delete-rating';
import { useUpdateRating } from '../api/update-rating';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RatingForm } from './rating-form';

type Props = {
  rating: OwnRating;
  /** Once the rating is deleted: this part of the page is replaced by the form, so focus needs a place. */
  onDeleted: () => void;
};

/** The viewer's own rating of the ad in any status: what it says and where it stands, Edit and Delete. */
export function MyRating({ rating, onDeleted }: Props) {
  const { t } = useTranslation('ratings');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const update = useUpdateRating();
  const remove = useDeleteRating();

  if (editing)
    return (
      <Stack spacing={1.5} data-testid="my-rating-edit">
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('form.editHeading')}
        </Typography>
        <RatingForm
          initial={{ rating: rating.rating, comment: rating.comment }}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: rating.id, change: values });
            toast.success(t('toast.updated'));
            setEditing(false);
          }}
        />
      </Stack>
    );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: '16px', bgcolor: 'action.hover' }}
      data-testid="my-rating"
      data-status={rating.status}
    >
      <Stack spacing={1.25}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
            {t('mine.heading')}
          </Typography>
          <StatusChip status={rating.status} label={t(`status.${rating.status}`)} testId="rating-status" />
        </Stack>
        <Rating value={rating.rating} readOnly getLabelText={(count) => t('stars.star', { count })} />
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {rating.comment || (
            <Typography component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('mine.noComment')}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="my-rating-hint">
          {t(`mine.${rating.status}`)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ '& > *': { flex: { xs: 1, sm: 'none' } } }}>
          <AdActionButton kind="edit" ref={editButton} onClick={() => setEditing(true)}>
            {t('mine.edit')}
          </AdActionButton>
          <AdActionButton kind="delete" onClick={() => setDeleting(true)}>
            {t('mine.delete')}
          </AdActionButton>
        </Stack>
      </Stack>
      <ConfirmDeleteDialog
        open={deleting}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.body')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await remove.mutateAsync(rating.id);
          toast.success(t('toast.deleted'));
          onDeleted();
        }}
        onExited={() => editButton.current?.focus()}
      />
    </Paper>
  );
}
