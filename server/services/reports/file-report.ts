import type { ReportReason } from '../../../shared/schemas/reports';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { assertMayReportAd, type ReportRow, reportAd } from './report-ad';

const DAY_MINUTES = 24 * 60;

/** Spends one of the person's reports of the day (the route's rate limit), refusing when none is left. */
export type SpendReport = (rule: { limit: number; windowMinutes: number }) => Promise<unknown>;

/**
 * A person reports an ad: only a report that can be filed (published, not their own, not reported by
 * them before) counts against the trust setting reports_per_day; enough trusted reports hide the ad.
 */
export async function fileReport(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'searchCache'>,
  viewer: Viewer,
  adId: string,
  input: { reason: ReportReason; details?: string },
  spend: SpendReport,
): Promise<ReportRow> {
  const trust = await deps.trust.read();
  await assertMayReportAd(deps.db, viewer, adId, deps.clock());
  await spend({ limit: trust.reports_per_day, windowMinutes: DAY_MINUTES });
  return reportAd(deps, viewer, adId, input, {
    hideAt: trust.reports_to_hide,
    newAccountDays: trust.new_account_days,
  });
}
