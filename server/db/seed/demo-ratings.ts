import type { adRatings } from '../schema/ratings';
import type { AdRow } from './demo-ad-rows';
import type { Random } from './random';

export type RatingRow = typeof adRatings.$inferInsert;

const COMMENTS = {
  uk: [
    'Все як в описі, дякую!',
    'Швидко домовилися, рекомендую.',
    'Приємне спілкування.',
    'Трохи запізнився, але все добре.',
    '',
  ],
  en: [
    'Exactly as described, thank you!',
    'Quick and friendly, recommended.',
    'Great to deal with.',
    'A bit late, but all good.',
    '',
  ],
} as const;
const DAY = 86_400_000;

/**
 * Ratings by community members on about a third of the approved ads: mostly approved, a few waiting
 * for a moderator (so /admin/ratings has work), never by the ad's owner, at most one per person.
 */
export function buildDemoRatings(
  ads: readonly AdRow[],
  raterIds: readonly string[],
  random: Random,
  now: Date,
): RatingRow[] {
  const rows: RatingRow[] = [];
  for (const ad of ads) {
    if (ad.status !== 'approved' || random.next() > 0.35) continue;
    const raters = raterIds.filter((id) => id !== ad.userId);
    const count = Math.min(raters.length, random.int(1, 4));
    const language = /[а-яіїєґ]/i.test(ad.title) ? 'uk' : 'en';
    const start = random.int(0, raters.length - 1);
    const chosen = [...raters.slice(start), ...raters.slice(0, start)].slice(0, count);
    const posted = ad.createdAt instanceof Date ? ad.createdAt.getTime() : now.getTime() - 30 * DAY;
    for (const userId of chosen) {
      // Some time after the ad was posted, never in the future.
      const at = new Date(Math.min(now.getTime(), posted + random.int(1, 20) * DAY));
      rows.push({
        adId: ad.id,
        userId,
        rating: random.next() < 0.7 ? random.int(4, 5) : random.int(2, 3),
        comment: random.pick(COMMENTS[language]),
        status: random.next() < 0.85 ? 'approved' : 'pending',
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  return rows;
}
