import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ReportedAd } from '../../../../shared/schemas/reports';
import { failureMessage } from '../../../lib/failure-message';
import { type ReportAction, useResolveReports } from './use-resolve-reports';

/**
 * What the moderator does to a reported ad, with the toasts that confirm it or say why it failed:
 * dismiss at once; reject and disable the author through their dialogs (which throw on failure, so
 * they can say why and stay open). `busyIds`: ads with an action on its way.
 */
export function useReportActions(options: { onChanged: () => void }) {
  const { t } = useTranslation('adminReports');
  const resolve = useResolveReports();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<ReportedAd | null>(null);
  const [disabling, setDisabling] = useState<ReportedAd | null>(null);

  const run = async (action: ReportAction) => {
    setBusyIds((current) => new Set([...current, action.adId]));
    try {
      const result = await resolve.mutateAsync(action);
      if (action.kind === 'dismiss')
        toast.success(t(result.ad_status === 'approved' ? 'done.dismissedRestored' : 'done.dismissed'));
      else toast.success(t(action.kind === 'reject' ? 'done.rejected' : 'done.disabled'));
      options.onChanged();
    } finally {
      setBusyIds((current) => new Set([...current].filter((id) => id !== action.adId)));
    }
  };

  return {
    busyIds,
    dismiss: (ad: ReportedAd) =>
      void run({ kind: 'dismiss', adId: ad.ad_id }).catch((error: unknown) =>
        toast.error(failureMessage(error, t('failure'))),
      ),
    rejecting,
    askReject: (ad: ReportedAd) => setRejecting(ad),
    closeReject: () => setRejecting(null),
    confirmReject: (reason: string | null) =>
      rejecting ? run({ kind: 'reject', adId: rejecting.ad_id, reason }) : Promise.resolve(),
    disabling,
    askDisable: (ad: ReportedAd) => setDisabling(ad),
    closeDisable: () => setDisabling(null),
    confirmDisable: (ad: ReportedAd) => run({ kind: 'disable', adId: ad.ad_id }),
  };
}
