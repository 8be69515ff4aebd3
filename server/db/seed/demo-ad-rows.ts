import { PLACEHOLDER_IMAGE_PATH } from '../../../shared/constants';
import { instantOfWallClock, wallClock } from '../../../shared/time-zone';
import type { adImages, advertisements } from '../schema/ads';
import type { DemoAdTemplate, DemoLanguage, DemoPrice } from './demo-ad-template';
import { DEMO_ADS } from './demo-ad-texts';
import type { DemoImage } from './demo-images';
import {
  ADDRESSES,
  CITY_LOCATIVE_UK,
  cityWeights,
  demoPhone,
  demoPlacement,
  isInUkraine,
} from './demo-places';
import { assignStatuses } from './demo-statuses';
import type { Random } from './random';
import { SEED_CITY_ROWS, type SeedCategorySlug, type SeedCityName } from './reference-data';

export type AdRow = typeof advertisements.$inferInsert & { id: string };
export type ImageRow = typeof adImages.$inferInsert;

export interface DemoOwners {
  adminId: string;
  userId: string;
  members: readonly { id: string; email: string; name: string }[];
  emails: ReadonlyMap<string, string>;
}

export interface DemoContext {
  random: Random;
  now: Date;
  owners: DemoOwners;
  cityIds: ReadonlyMap<string, string>;
  categoryIds: ReadonlyMap<string, string>;
  images: readonly DemoImage[];
  newId: () => string;
}

const POOLS: Record<DemoLanguage, readonly DemoAdTemplate[]> = {
  uk: [...DEMO_ADS.uk.goods, ...DEMO_ADS.uk.work, ...DEMO_ADS.uk.events],
  en: [...DEMO_ADS.en.goods, ...DEMO_ADS.en.work, ...DEMO_ADS.en.events],
};
const DAY = 86_400_000;
const MAX_AGE_DAYS = 120;

/** `count` ads, alternating Ukrainian and English, each template used about equally often. */
export function buildDemoAds(ctx: DemoContext, count: number): { ads: AdRow[]; images: ImageRow[] } {
  const { random } = ctx;
  const queues: Record<DemoLanguage, DemoAdTemplate[]> = { uk: [], en: [] };
  const ads: AdRow[] = [];
  for (let i = 0; i < count; i++) {
    const language: DemoLanguage = i % 2 === 0 ? 'uk' : 'en';
    if (queues[language].length === 0) queues[language] = random.shuffle(POOLS[language]);
    const template = queues[language].pop() as DemoAdTemplate;
    const ad = buildAd(ctx, template, language, i);
    ads.push({ ...ad, ...demoPlacement(ad.address ?? '', i) });
  }
  assignStatuses(ads, ctx);
  const images = ads.map((ad) => ({ adId: ad.id, storagePath: pickImage(ctx, ad), isPrimary: true }));
  return { ads, images };
}

function buildAd(ctx: DemoContext, template: DemoAdTemplate, language: DemoLanguage, n: number): AdRow {
  const { random, now, owners } = ctx;
  const city = template.cities ? random.pick(template.cities) : random.weighted(cityWeights(language));
  const cityText = language === 'uk' ? CITY_LOCATIVE_UK[city] : city;
  const fill = (text: string) => text.replaceAll('{city}', cityText);
  const ownerId = template.byAdmin
    ? owners.adminId
    : random.chance(0.05)
      ? owners.userId
      : random.pick(owners.members).id;
  let createdAt = new Date(now.getTime() - random.next() * MAX_AGE_DAYS * DAY);
  let eventDate: Date | null = null;
  let eventEndDate: Date | null = null;
  if (template.eventHours) {
    const upcoming = random.chance(0.6);
    const day = upcoming ? random.int(2, 75) : -random.int(1, 90);
    eventDate = localEventStart(now, day, random.int(10, 19), city);
    eventEndDate = new Date(eventDate.getTime() + template.eventHours * 3_600_000);
    let announced = eventDate.getTime() - random.int(5, 40) * DAY;
    if (announced > now.getTime()) announced = now.getTime() - random.next() * 20 * DAY;
    createdAt = new Date(Math.max(now.getTime() - MAX_AGE_DAYS * DAY, announced));
  }
  const local = random.chance(0.45) || Boolean(template.eventHours);
  return {
    id: ctx.newId(),
    title: fill(random.pick(template.titles)),
    description: fill(template.description),
    price: demoPrice(template.price, city, random),
    userId: ownerId,
    categoryId: idOf(ctx.categoryIds, template.category),
    cityId: idOf(ctx.cityIds, city),
    email: random.chance(0.9) ? (owners.emails.get(ownerId) ?? '') : '',
    telephone: random.chance(0.85) ? demoPhone(city, n) : '',
    address: local ? random.pick(ADDRESSES[city]) : '',
    website: template.website ?? '',
    instagram: template.instagram ?? '',
    telegram: template.telegram ?? (language === 'uk' && random.chance(0.3) ? telegramOf(ctx, ownerId) : ''),
    facebook: template.facebook ?? '',
    isEvent: Boolean(template.eventHours),
    eventDate,
    eventEndDate,
    status: 'approved',
    isPaid: false,
    paidUntil: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** `days` after `now`, at `hour` o'clock on the city's own clocks (a Kyiv concert at 18:00 Kyiv time). */
function localEventStart(now: Date, days: number, hour: number, city: SeedCityName): Date {
  const timeZone = SEED_CITY_ROWS.find((row) => row.name === city)?.timeZone ?? 'UTC';
  const date = wallClock(new Date(now.getTime() + days * DAY), timeZone);
  return instantOfWallClock({ ...date, hour, minute: 0, second: 0 }, timeZone);
}

function demoPrice(price: DemoPrice, city: SeedCityName, random: Random): number | null {
  if (price === null || typeof price === 'number') return price;
  const [min, max, step] = price;
  const value = min + step * random.int(0, Math.floor((max - min) / step));
  // Prices in Ukraine are lower; keep them round.
  return isInUkraine(city) ? Math.max(step, Math.round((value * 0.4) / step) * step) : value;
}

function telegramOf(ctx: DemoContext, ownerId: string): string {
  const email = ctx.owners.emails.get(ownerId) ?? '';
  return email.split('@')[0]?.replace(/\./g, '_') ?? '';
}

function pickImage(ctx: DemoContext, ad: AdRow): string {
  const { random, images } = ctx;
  if (random.chance(0.15)) return PLACEHOLDER_IMAGE_PATH;
  const category = [...ctx.categoryIds].find(([, id]) => id === ad.categoryId)?.[0] as SeedCategorySlug;
  const kind = ad.isEvent && random.chance(0.7) ? 'event' : category;
  const candidates = images.filter((image) => image.kind === kind);
  return candidates.length > 0 ? random.pick(candidates).url : PLACEHOLDER_IMAGE_PATH;
}

function idOf(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Reference data missing: ${key} (run seedReferenceData first)`);
  return id;
}
