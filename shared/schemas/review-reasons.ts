import { z } from 'zod';

/**
 * Why an ad is in the moderators' queue: one reason per row of ad_review_flags, told apart by `kind`.
 * A new kind of reason adds a member here and a case in server/presenters/review-reason.ts; `reported`
 * is no flag row: the ad's own hold by reports (hidden_by_reports_at), put first by presentAdminAds.
 */
export const REVIEW_FLAG_KINDS = [
  'blocked_word',
  'duplicate_text',
  'duplicate_photo',
  'new_account',
] as const;
export type ReviewFlagKind = (typeof REVIEW_FLAG_KINDS)[number];

const OriginalAd = z
  .object({ id: z.uuid(), title: z.string() })
  .meta({ description: 'The other live ad this one repeats (the older one where there are several)' });

export const ReviewReason = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('blocked_word'),
      word: z.string().meta({ description: 'The blocked word as the admins listed it' }),
      field: z.enum(['title', 'description']),
      before: z.string().meta({ description: 'Plain text just before the match' }),
      match: z.string().meta({ description: 'The text as the author spelled it (highlighted)' }),
      after: z.string().meta({ description: 'Plain text just after the match' }),
    }),
    z.object({
      kind: z.literal('duplicate_text'),
      original: OriginalAd,
      similarity: z.number().min(0).max(1).meta({ description: 'Estimated resemblance of the two texts' }),
    }),
    z.object({ kind: z.literal('duplicate_photo'), original: OriginalAd }),
    z.object({
      kind: z.literal('new_account'),
      account_created_at: z.iso.datetime({ offset: true }),
    }),
    z.object({
      kind: z.literal('reported'),
      hidden_at: z.iso
        .datetime({ offset: true })
        .meta({ description: 'When enough people’s reports hid it (the reports are in /admin/reports)' }),
    }),
  ])
  .meta({ id: 'ReviewReason' });
export type ReviewReason = z.infer<typeof ReviewReason>;
