import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { adImages, advertisements } from '../schema/ads';
import { categories, cities } from '../schema/catalog';
import { adRatings } from '../schema/ratings';
import { buildDemoAds } from './demo-ad-rows';
import { buildCommunityAds, ensureCommunityCategory, hasCommunityAds, sponsorDemoAd } from './demo-community';
import { ensureDemoImages } from './demo-images';
import { buildDemoRatings } from './demo-ratings';
import {
  COMMUNITY_MEMBERS,
  DEMO_ADMIN_EMAIL,
  DEMO_USER_EMAIL,
  generatePassword,
  upsertCredentialUser,
} from './demo-users';
import { createRandom } from './random';

export interface DemoSeedOptions {
  now?: Date;
  /** Seed even when ads exist (the CLI's --demo). Demo accounts are reused and get new passwords. */
  force?: boolean;
  /** How many ads; default 300. */
  count?: number;
}

export interface DemoSeedResult {
  admin: { email: string; password: string };
  user: { email: string; password: string };
  ads: number;
}

const BATCH = 100;
const DAY = 86_400_000;

/**
 * The demo community: an admin, a user, community members, ~300 ads in Ukrainian and English (among
 * them, once, a church / community category's ads with several photos), members' ratings of some of
 * them, and one running sponsorship.
 * Returns null (and changes nothing) when there are ads already, unless forced. Needs the reference data.
 */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult | null> {
  const now = options.now ?? new Date();
  if (!options.force) {
    const [row] = await db.select({ n: count() }).from(advertisements);
    if ((row?.n ?? 0) > 0) return null;
  }
  const adminPassword = generatePassword();
  const userPassword = generatePassword();
  // The hash is deliberately slow: one per password, the members share one nobody knows.
  const [adminHash, userHash, memberHash] = await Promise.all(
    [adminPassword, userPassword, generatePassword()].map((password) => hashPassword(password)),
  );
  // Files before rows: a crash in between leaves unused pictures, never rows pointing at nothing.
  const images = await ensureDemoImages(storage);
  const random = createRandom(20_240_824);
  const joined = (days: number) => new Date(now.getTime() - days * DAY);

  const ads = await db.transaction(async (tx) => {
    const adminId = await upsertCredentialUser(tx, {
      email: DEMO_ADMIN_EMAIL,
      name: 'Адміністратор Громади',
      role: 'admin',
      passwordHash: adminHash as string,
      createdAt: joined(400),
    });
    const userId = await upsertCredentialUser(tx, {
      email: DEMO_USER_EMAIL,
      name: 'Марія Демченко',
      role: 'user',
      passwordHash: userHash as string,
      createdAt: joined(200),
    });
    const members = [];
    for (const [i, member] of COMMUNITY_MEMBERS.entries()) {
      const id = await upsertCredentialUser(tx, {
        ...member,
        role: 'user',
        passwordHash: memberHash as string,
        createdAt: joined(380 - i * 17),
      });
      members.push({ id, ...member });
    }
    const emails = new Map([
      [adminId, 'info@hromada.local'],
      [userId, DEMO_USER_EMAIL],
      ...members.map((m) => [m.id, m.email] as const),
    ]);
    const cityRows = await tx.select({ id: cities.id, name: cities.name }).from(cities);
    const cityIds = new Map(cityRows.map((c) => [c.name, c.id]));
    const communityId = await ensureCommunityCategory(tx);
    const community = (await hasCommunityAds(tx, communityId))
      ? { ads: [], images: [] }
      : buildCommunityAds({
          now,
          categoryId: communityId,
          ownerId: adminId,
          email: 'info@hromada.local',
          cityIds,
          images,
          newId: randomUUID,
        });
    const categoryRows = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const built = buildDemoAds(
      {
        random,
        now,
        owners: { adminId, userId, members, emails },
        cityIds,
        categoryIds: new Map(categoryRows.map((c) => [c.slug, c.id])),
        images,
        newId: randomUUID,
      },
      Math.max(0, (options.count ?? 300) - community.ads.length),
    );
    for (let i = 0; i < built.ads.length; i += BATCH) {
      await tx.insert(advertisements).values(built.ads.slice(i, i + BATCH));
      await tx.insert(adImages).values(built.images.slice(i, i + BATCH));
    }
    if (community.ads.length > 0) {
      await tx.insert(advertisements).values(community.ads);
      await tx.insert(adImages).values(community.images);
    }
    await sponsorDemoAd(tx, built.ads, cityIds.get('Tampa') ?? '', now);
    const ratings = buildDemoRatings(built.ads, [userId, ...members.map((m) => m.id)], random, now);
    for (let i = 0; i < ratings.length; i += BATCH)
      await tx.insert(adRatings).values(ratings.slice(i, i + BATCH));
    return built.ads.length + community.ads.length;
  });
  // Autovacuum would analyse the new rows only later: the first visitors get good plans at once.
  await db.execute(sql`analyze advertisements`);
  await db.execute(sql`analyze ad_images`);
  await db.execute(sql`analyze ad_ratings`);

  return {
    admin: { email: DEMO_ADMIN_EMAIL, password: adminPassword },
    user: { email: DEMO_USER_EMAIL, password: userPassword },
    ads,
  };
}
