import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Ad } from '../../../../shared/schemas/ads';
import { failureMessage } from '../../../lib/failure-message';
import { type AdModeration, useModerateAd } from '../../moderation/api/moderate-ad';
import { useModerateAds } from '../api/moderate-ads';

type Options = {
  /** After a change has been made and the list refreshed (e.g. to put focus back where it was lost). */
  onChanged: (ids: string[]) => void;
};

/**
 * What the moderator does to ads, with the toasts that confirm it or say why it failed: approve,
 * reject (through the reason dialog), set any status, reassign the owner (through its dialog), and
 * the same for the selection. `busyIds` are the ads with a change on its way.
 */
export function useModerationActions({ onChanged }: Options) {
  const { t } = useTranslation('adminAds');
  const one = useModerateAd();
  const many = useModerateAds();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<Ad[] | null>(null);
  const [reassigning, setReassigning] = useState<Ad | null>(null);

  async function tracked<T>(ids: string[], work: () => Promise<T>): Promise<T> {
    setBusyIds((current) => new Set([...current, ...ids]));
    try {
      return await work();
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }
  }

  const changeOne = async (ad: Ad, change: AdModeration, done: string) => {
    await tracked([ad.id], () => one.mutateAsync({ id: ad.id, change }));
    toast.success(done);
    onChanged([ad.id]);
  };
  const reportIn = (fallback: string) => (error: unknown) => {
    toast.error(failureMessage(error, fallback));
  };

  const approve = (ad: Ad) =>
    changeOne(ad, { status: 'approved' }, t('toast.approved')).catch(reportIn(t('failure.action')));

  const setStatus = (ad: Ad, status: Ad['status']) => {
    if (status === 'rejected') return setRejecting([ad]);
    const done = status === 'approved' ? t('toast.approved') : t('toast.updated');
    changeOne(ad, { status }, done).catch(reportIn(t('failure.action')));
  };

  const approveAll = async (ads: Ad[]) => {
    const ids = ads.map((ad) => ad.id);
    try {
      const { updated } = await tracked(ids, () => many.mutateAsync({ ids, status: 'approved' }));
      toast.success(t('toast.approvedMany', { count: updated.length }));
      onChanged(ids);
    } catch (error) {
      reportIn(t('failure.bulk'))(error);
    }
  };

  /** For the reject dialog: throws on failure, so the dialog can say why and stay open. */
  const confirmReject = async (reason: string | null) => {
    const ads = rejecting ?? [];
    const ids = ads.map((ad) => ad.id);
    const [single] = ads;
    if (ads.length === 1 && single) {
      await changeOne(single, { status: 'rejected', rejection_reason: reason }, t('toast.rejected'));
      return;
    }
    const { updated } = await tracked(ids, () =>
      many.mutateAsync({ ids, status: 'rejected', rejection_reason: reason }),
    );
    toast.success(t('toast.rejectedMany', { count: updated.length }));
    onChanged(ids);
  };

  /** For the reassign dialog: throws on failure. */
  const confirmReassign = async (userId: string) => {
    if (reassigning) await changeOne(reassigning, { user_id: userId }, t('toast.updated'));
  };

  return {
    busyIds,
    approve,
    setStatus,
    approveAll,
    reject: (ads: Ad[]) => setRejecting(ads),
    rejecting,
    closeReject: () => setRejecting(null),
    confirmReject,
    reassign: (ad: Ad) => setReassigning(ad),
    reassigning,
    closeReassign: () => setReassigning(null),
    confirmReassign,
  };
}
