import { count, eq } from 'drizzle-orm';
import { TRUST_SETTINGS } from '../../../shared/trust-settings';
import type { Db } from '../client';
import { advertisements } from '../schema/ads';
import { categories } from '../schema/catalog';
import { sponsorships } from '../schema/monetization';
import type { AdRow, ImageRow } from './demo-ad-rows';
import type { DemoImage } from './demo-images';
import { ADDRESSES, demoPhone, demoPlacement } from './demo-places';
import type { SeedCityName } from './reference-data';

const DAY = 86_400_000;

/** Churches and community organisations: their ads carry unlimited images, free (docs/decisions/014). */
export const DEMO_COMMUNITY_CATEGORY = {
  slug: 'churches-community',
  nameEn: 'Churches & Community',
  nameUk: 'Церкви та громада',
  // Last in the navigation: the catalog's first categories stay the SPEC's own.
  sortOrder: 90,
  isCommunity: true,
} as const;

interface CommunityAd {
  title: string;
  description: string;
  city: SeedCityName;
  website: string;
  ageDays: number;
}

/** Two in Ukrainian, two in English; the Ukrainian ones first (they alternate like the other demo ads). */
const COMMUNITY_ADS: readonly CommunityAd[] = [
  {
    title: 'Українська православна парафія св. Андрія — розклад богослужінь',
    description:
      '<p>Щонеділі о 10:00 — Божественна Літургія українською мовою, після неї — кава та спілкування.</p><ul><li>Хор запрошує нових співаків</li><li>Недільна школа для дітей</li><li>Допомога новоприбулим родинам</li></ul>',
    city: 'Tampa',
    website: 'https://st-andrew.example.org',
    ageDays: 12,
  },
  {
    title: 'St. Mary Ukrainian Catholic Church — Sunday liturgy and coffee hour',
    description:
      '<p>Divine Liturgy every Sunday at 9:30 in Ukrainian and English, followed by coffee hour in the parish hall.</p><ul><li>Confession before every liturgy</li><li>Pysanka workshop before Easter</li></ul>',
    city: 'St Petersburg',
    website: 'https://st-mary.example.org',
    ageDays: 20,
  },
  {
    title: 'Українська суботня школа при громаді — запис на новий рік',
    description:
      '<p>Мова, література, історія та пісні для дітей від 5 до 14 років. <strong>Навчання безкоштовне</strong>, його підтримують парафія та волонтери.</p>',
    city: 'Clearwater',
    website: '',
    ageDays: 6,
  },
  {
    title: 'Ukrainian community choir welcomes new voices',
    description:
      '<p>We rehearse on Thursdays at 7 pm and sing at liturgies, festivals and memorial services. No audition: come and sing with us.</p>',
    city: 'Tampa',
    website: '',
    ageDays: 3,
  },
];

/** The demo community category's id: made when missing, left as an admin may have changed it otherwise. */
export async function ensureCommunityCategory(db: Db): Promise<string> {
  await db.insert(categories).values(DEMO_COMMUNITY_CATEGORY).onConflictDoNothing();
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, DEMO_COMMUNITY_CATEGORY.slug));
  if (!row) throw new Error('community category missing');
  return row.id;
}

export async function hasCommunityAds(db: Db, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(advertisements)
    .where(eq(advertisements.categoryId, categoryId));
  return (row?.n ?? 0) > 0;
}

interface CommunityContext {
  now: Date;
  categoryId: string;
  ownerId: string;
  email: string;
  cityIds: ReadonlyMap<string, string>;
  images: readonly DemoImage[];
  newId: () => string;
}

/** The community ads, approved and free, each with several photos (churches may carry many). */
export function buildCommunityAds(ctx: CommunityContext): { ads: AdRow[]; images: ImageRow[] } {
  const pictures = [
    ...ctx.images.filter((i) => i.kind === 'community'),
    ...ctx.images.filter((i) => i.kind === 'event'),
  ];
  const ads: AdRow[] = [];
  const images: ImageRow[] = [];
  COMMUNITY_ADS.forEach((template, n) => {
    const cityId = ctx.cityIds.get(template.city);
    if (!cityId) throw new Error(`Reference data missing: ${template.city}`);
    const createdAt = new Date(ctx.now.getTime() - template.ageDays * DAY);
    const address = ADDRESSES[template.city][n % ADDRESSES[template.city].length] ?? '';
    const id = ctx.newId();
    ads.push({
      id,
      title: template.title,
      description: template.description,
      price: 0,
      userId: ctx.ownerId,
      categoryId: ctx.categoryId,
      cityId,
      email: ctx.email,
      telephone: demoPhone(template.city, 90 + n),
      address,
      website: template.website,
      status: 'approved',
      // A full lifetime from the demo's start (trust setting ad_lifetime_days' default).
      expiresAt: new Date(ctx.now.getTime() + TRUST_SETTINGS.ad_lifetime_days.default * DAY),
      isPaid: false,
      paidUntil: null,
      createdAt,
      updatedAt: createdAt,
      ...demoPlacement(address, 200 + n),
    });
    // Four or five photos each, starting at a different picture so the cards differ.
    for (let i = 0; i < 4 + (n % 2); i++) {
      const picture = pictures[(n + i) % pictures.length];
      if (picture) images.push({ adId: id, storagePath: picture.url, isPrimary: i === 0 });
    }
  });
  return { ads, images };
}

/**
 * One running sponsorship (started two days ago, four weeks to go), so the sponsored strip shows on a
 * fresh start: an approved, non-event ad in Tampa, a currently paid one when there is one.
 */
export async function sponsorDemoAd(db: Db, ads: readonly AdRow[], tampaId: string, now: Date) {
  const inTampa = ads.filter((ad) => ad.cityId === tampaId && ad.status === 'approved' && !ad.isEvent);
  const paid = inTampa.find((ad) => ad.isPaid && ad.paidUntil instanceof Date && ad.paidUntil > now);
  const chosen = paid ?? inTampa[0];
  if (!chosen) return;
  await db.insert(sponsorships).values({
    adId: chosen.id,
    startsAt: new Date(now.getTime() - 2 * DAY),
    endsAt: new Date(now.getTime() + 28 * DAY),
  });
}
