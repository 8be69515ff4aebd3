import type { OwnReport, ReportedAd, ReportsResolved } from '../../shared/schemas/reports';
import type { ReportedAdsPageRows } from '../services/reports/list-reported-ads';
import type { ReportRow } from '../services/reports/report-ad';
import type { ReportsResolution } from '../services/reports/resolve-reports';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The reporter's own report, as sent (nothing about other reports or the ad's state). */
export const presentOwnReport = (row: ReportRow): OwnReport => ({
  id: row.id,
  ad_id: row.adId,
  reason: row.reason,
  details: row.details,
  created_at: iso(row.createdAt),
});

/**
 * The moderators' queue: each reported ad with its counts by reason and by trusted reporters, why
 * reports never hide it, whether they came in a burst, and its latest reports with their reporters.
 */
export const presentReportedAds = (page: ReportedAdsPageRows): ReportedAd[] =>
  page.ads.map((ad) => ({
    ad_id: ad.ad_id,
    title: ad.title,
    status: ad.status,
    hidden_by_reports: ad.hidden_by_reports_at !== null,
    owner_id: ad.owner_id,
    owner_display_name: ad.owner_name ?? '',
    owner_disabled: ad.owner_disabled ?? false,
    open_reports: ad.open_reports,
    trusted_reports: page.signals.get(ad.ad_id)?.trustedReports ?? 0,
    exempt_from_hiding: ad.exempt_from_hiding,
    report_burst: page.signals.get(ad.ad_id)?.burst ?? false,
    last_reported_at: iso(ad.last_reported_at),
    reasons: (page.reasons.get(ad.ad_id) ?? []).map(({ reason, count }) => ({ reason, count })),
    reports: (page.reports.get(ad.ad_id) ?? []).map((report) => ({
      id: report.id,
      reason: report.reason,
      details: report.details,
      reporter_id: report.reporter_id,
      reporter_display_name: report.reporter_name ?? '',
      reporter_trusted: report.reporter_trusted,
      created_at: iso(report.created_at),
    })),
  }));

export const presentReportsResolved = (result: ReportsResolution): ReportsResolved => ({
  ad_id: result.adId,
  closed_reports: result.closedReports,
  ad_status: result.adStatus,
});
