import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adKeys, reportKeys } from '../../../lib/query-keys';
import { disableReportedOwner } from '../api/disable-reported-owner';
import { dismissReports } from '../api/dismiss-reports';
import { rejectReportedAd } from '../api/reject-reported-ad';

export type ReportAction =
  | { kind: 'dismiss'; adId: string }
  | { kind: 'reject'; adId: string; reason: string | null }
  | { kind: 'disable'; adId: string };

const send = (action: ReportAction) => {
  if (action.kind === 'dismiss') return dismissReports(action.adId);
  if (action.kind === 'reject') return rejectReportedAd(action.adId, action.reason);
  return disableReportedOwner(action.adId);
};

/** A moderator's action on a reported ad; the queue and every ad list refresh after it. */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: adKeys.all }),
      ]),
  });
}
