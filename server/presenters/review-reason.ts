import type { ReviewReason } from '../../shared/schemas/review-reasons';
import type { ReviewFlagRow } from '../services/anti-spam/review-flags';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One row of ad_review_flags as the moderators read it; null for one it cannot show (no original). */
export function presentReviewReason(flag: ReviewFlagRow): ReviewReason | null {
  const details = flag.details;
  const original =
    flag.relatedAdId && flag.relatedTitle !== null
      ? { id: flag.relatedAdId, title: flag.relatedTitle }
      : null;
  switch (flag.kind) {
    case 'blocked_word':
      return {
        kind: 'blocked_word',
        word: text(details.word),
        field: details.field === 'description' ? 'description' : 'title',
        before: text(details.before),
        match: text(details.match),
        after: text(details.after),
      };
    case 'duplicate_text':
      return original
        ? { kind: 'duplicate_text', original, similarity: Number(details.similarity) || 0 }
        : null;
    case 'duplicate_photo':
      return original ? { kind: 'duplicate_photo', original } : null;
    case 'new_account':
      return { kind: 'new_account', account_created_at: text(details.account_created_at) };
    default:
      return null;
  }
}

export const presentReviewReasons = (flags: readonly ReviewFlagRow[] = []): ReviewReason[] =>
  flags.flatMap((flag) => {
    const reason = presentReviewReason(flag);
    return reason ? [reason] : [];
  });
