import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';
import { text } from './text';

/** Why a person reports an ad; 'other' needs their own words. */
export const REPORT_REASONS = [
  'scam',
  'prohibited',
  'wrong_category',
  'duplicate',
  'offensive',
  'sold',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** open: waiting for a moderator; dismissed: the ad was fine; actioned: the ad was rejected or its owner disabled. */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export const REPORT_DETAILS_MAX = 500;
/** The latest reports of an ad the moderators' queue shows with it (the counts cover all of them). */
export const QUEUE_REPORTS_PER_AD = 20;
/** Why reports never hide an ad on their own (docs/decisions/028): its owner is staff, it is sponsored, it is paid. */
export const HIDE_EXEMPTIONS = ['staff', 'sponsored', 'paid'] as const;
export type HideExemption = (typeof HIDE_EXEMPTIONS)[number];
/**
 * A report burst: at least `reports` open reports of one ad from untrusted reporters (new accounts,
 * or accounts without a history here) filed within `minutes` — the mark of a brigade.
 */
export const REPORT_BURST = { reports: 3, minutes: 60 } as const;

const msg = (key: ValidationKey) => ({ message: key });
/** A report's own words: plain text (markup removed), at most REPORT_DETAILS_MAX characters. */
export const ReportDetails = text(msg('reportDetailsTooLong'), { plain: true })
  // Generous before cleaning (markup is removed), exact after it.
  .max(REPORT_DETAILS_MAX * 4, msg('reportDetailsTooLong'))
  .transform(stripMarkup)
  .pipe(z.string().max(REPORT_DETAILS_MAX, msg('reportDetailsTooLong')))
  .meta({ description: `Plain text (markup removed, trimmed), at most ${REPORT_DETAILS_MAX} characters` });

export const ReportInput = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, msg('reportReasonInvalid')),
    details: ReportDetails.optional().meta({ description: "Required with the reason 'other'" }),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'reportDetailsRequired' });
  })
  .meta({ id: 'ReportInput' });
export type ReportInput = z.input<typeof ReportInput>;

export const OwnReport = z
  .object({
    id: z.uuid(),
    ad_id: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OwnReport', description: "The caller's report, as sent" });
export type OwnReport = z.infer<typeof OwnReport>;

export const AdminReport = z
  .object({
    id: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    reporter_id: z.string(),
    reporter_display_name: z.string(),
    reporter_trusted: z.boolean().meta({
      description:
        'Staff, or an account at least new_account_days old with a history here: only such reports count toward reports_to_hide',
    }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminReport', description: 'One open report, with its reporter (moderators only)' });
export type AdminReport = z.infer<typeof AdminReport>;

export const ReportedAd = z
  .object({
    ad_id: z.uuid(),
    title: z.string(),
    status: z.enum(['pending', 'approved', 'rejected', 'expired']),
    hidden_by_reports: z.boolean().meta({ description: 'Reports hid it; dismissing them approves it again' }),
    owner_id: z.string(),
    owner_display_name: z.string(),
    owner_disabled: z.boolean(),
    open_reports: z.number().int().meta({ description: 'Open reports, one per person' }),
    trusted_reports: z
      .number()
      .int()
      .meta({ description: 'Open reports of trusted reporters: the ones that count toward reports_to_hide' }),
    exempt_from_hiding: z.array(z.enum(HIDE_EXEMPTIONS)).meta({
      description:
        'Why reports never hide this ad (staff owner, sponsored, paid); such ads come first in the queue',
    }),
    report_burst: z.boolean().meta({
      description: `${REPORT_BURST.reports} or more open reports from untrusted reporters within ${REPORT_BURST.minutes} minutes`,
    }),
    last_reported_at: z.iso.datetime({ offset: true }),
    reasons: z
      .array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() }))
      .meta({ description: 'Open reports by reason, most frequent first' }),
    reports: z
      .array(AdminReport)
      .meta({ description: `The latest ${QUEUE_REPORTS_PER_AD} open reports, newest first` }),
  })
  .meta({ id: 'ReportedAd', description: 'An ad in the moderators’ reports queue' });
export type ReportedAd = z.infer<typeof ReportedAd>;

export const REPORT_QUEUE_ORDERS = ['newest', 'most'] as const;
export type ReportQueueOrder = (typeof REPORT_QUEUE_ORDERS)[number];

export const ReportedAdsQuery = z.object({
  sort: z.enum(REPORT_QUEUE_ORDERS).default('newest').meta({
    description:
      'newest: most recently reported first; most: most reported first (ads reports never hide come before either)',
  }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ReportedAdsQuery = z.infer<typeof ReportedAdsQuery>;

export const ReportedAdsPage = z
  .object({
    items: z.array(ReportedAd),
    has_more: z.boolean(),
    total: z.number().int().meta({ description: 'Ads with open reports' }),
  })
  .meta({ id: 'ReportedAdsPage' });
export type ReportedAdsPage = z.infer<typeof ReportedAdsPage>;

export const ReportRejection = z
  .strictObject({
    rejection_reason: text(msg('invalidValue'), { plain: true })
      .max(500, msg('invalidValue'))
      .transform(stripMarkup)
      .nullable()
      .optional()
      .meta({ description: 'Shown to the owner with the rejection (markup removed)' }),
  })
  .meta({ id: 'ReportRejection' });
export type ReportRejection = z.input<typeof ReportRejection>;

export const ReportsResolved = z
  .object({
    ad_id: z.uuid(),
    closed_reports: z.number().int().meta({ description: 'Open reports this closed' }),
    ad_status: z.enum(['pending', 'approved', 'rejected', 'expired']),
  })
  .meta({ id: 'ReportsResolved', description: 'What a moderator’s action on a reported ad did' });
export type ReportsResolved = z.infer<typeof ReportsResolved>;
