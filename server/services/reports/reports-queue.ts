import type { ReportedAdsQuery } from '../../../shared/schemas/reports';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { listReportedAds } from './list-reported-ads';

/** GET /admin/reports: a page of the queue, reporters' trust judged by the numbers now in effect. */
export async function reportsQueue(
  { db, clock, trust }: Pick<Deps, 'db' | 'clock' | 'trust'>,
  viewer: Viewer | null,
  query: ReportedAdsQuery,
) {
  requireAdministrator(viewer);
  const rules = { now: clock(), newAccountDays: (await trust.read()).new_account_days };
  return listReportedAds(db, query, rules);
}
