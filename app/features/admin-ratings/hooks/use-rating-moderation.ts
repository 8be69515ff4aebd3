import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminRating } from '../../../../shared/schemas/ratings';
import { useDeleteRating } from '../../ratings/api/delete-rating';
import { failureText } from '../../ratings/utils/failure-text';
import { type RatingDecision, useModerateRating } from '../api/moderate-rating';

/**
 * What the moderator does to ratings, with the toasts that confirm it or say why it failed: approve,
 * reject, and delete (through the confirmation dialog). `busyIds`: ratings with a change on its way.
 */
export function useRatingModeration(options: { onChanged: () => void }) {
  const { t } = useTranslation('ratings');
  const moderate = useModerateRating();
  const remove = useDeleteRating();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<AdminRating | null>(null);

  const tracked = async (id: string, work: () => Promise<unknown>) => {
    setBusyIds((current) => new Set([...current, id]));
    try {
      await work();
    } finally {
      setBusyIds((current) => new Set([...current].filter((busy) => busy !== id)));
    }
  };

  const decide = (rating: AdminRating, status: RatingDecision) =>
    tracked(rating.id, () => moderate.mutateAsync({ id: rating.id, status }))
      .then(() => {
        toast.success(t(status === 'approved' ? 'toast.approved' : 'toast.rejected'));
        options.onChanged();
      })
      .catch((error: unknown) => toast.error(failureText(error, t('admin.failed'))));

  return {
    busyIds,
    approve: (rating: AdminRating) => void decide(rating, 'approved'),
    reject: (rating: AdminRating) => void decide(rating, 'rejected'),
    deleting,
    askDelete: (rating: AdminRating) => setDeleting(rating),
    closeDelete: () => setDeleting(null),
    /** For the dialog: throws when the deletion failed, so it can say why and stay open. */
    confirmDelete: async () => {
      if (!deleting) return;
      await tracked(deleting.id, () => remove.mutateAsync(deleting.id));
      toast.success(t('toast.deleted'));
      options.onChanged();
    },
  };
}
