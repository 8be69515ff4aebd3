import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password';
import { queryRows } from '../../server/db/client';
import { account, user } from '../../server/db/schema/auth';
import { categories } from '../../server/db/schema/catalog';
import { profiles } from '../../server/db/schema/profiles';
import { DEMO_COMMUNITY_CATEGORY } from '../../server/db/seed/demo-community';
import { type DemoSeedResult, seedDemoData } from '../../server/db/seed/demo-data';
import { ensureDemoImages } from '../../server/db/seed/demo-images';
import { SEED_CATEGORIES, SEED_CITIES, seedReferenceData } from '../../server/db/seed/reference-data';
import { generateSyntheticAds } from '../../server/db/seed/synthetic-ads';
import { createLocalStorage } from '../../server/storage/local-storage';
import { PLACEHOLDER_IMAGE_PATH } from '../../shared/constants';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const now = new Date();
let database: TestDatabase;
let storage: ReturnType<typeof createLocalStorage>;
let demo: DemoSeedResult | null;

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(database.db, query))[0]?.n ?? -1;

beforeAll(async () => {
  database = await openTestDatabase();
  storage = createLocalStorage(join(database.dataDir, 'storage'));
  demo = await seedDemoData(database.db, storage, { now });
});
afterAll(async () => {
  await database?.cleanup();
});

describe('reference data', () => {
  it('is idempotent and leaves admin edits alone', async () => {
    await database.db.update(categories).set({ nameUk: 'Житло' }).where(eq(categories.slug, 'real-estate'));
    await seedReferenceData(database.db);
    await seedReferenceData(database.db);
    expect(await count(sql`select count(*)::int as n from cities`)).toBe(SEED_CITIES.length);
    // The demo data (seeded before this test) adds its church / community category.
    expect(await count(sql`select count(*)::int as n from categories`)).toBe(SEED_CATEGORIES.length + 1);
    const [row] = await database.db.select().from(categories).where(eq(categories.slug, 'real-estate'));
    expect(row?.nameUk).toBe('Житло');
  });
});

describe('demo data', () => {
  it('creates the two demo logins with strong random passwords that verify', async () => {
    expect(demo?.ads).toBe(300);
    expect(demo?.admin.email).toBe('admin@hromada.local');
    expect(demo?.user.email).toBe('user@hromada.local');
    expect(demo?.admin.password).toMatch(/^[\w-]{24}$/);
    expect(demo?.admin.password).not.toBe(demo?.user.password);
    const [admin] = await database.db
      .select({ hash: account.password, role: profiles.role, provider: account.providerId })
      .from(user)
      .innerJoin(account, eq(account.userId, user.id))
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.email, 'admin@hromada.local'));
    expect(admin?.role).toBe('admin');
    expect(admin?.provider).toBe('credential');
    expect(await verifyPassword({ hash: admin?.hash ?? '', password: demo?.admin.password ?? '' })).toBe(
      true,
    );
    expect(
      await count(sql`select count(*)::int as n from profiles where role = 'user'`),
    ).toBeGreaterThanOrEqual(13);
  });

  it('has the promised mix of statuses, paid ads and events', async () => {
    const [mix] = await queryRows<Record<string, number>>(
      database.db,
      sql`select
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'rejected')::int as rejected,
        count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where is_paid and paid_until > ${now.toISOString()}::timestamptz)::int as paid,
        count(*) filter (where is_paid and paid_until <= ${now.toISOString()}::timestamptz)::int as formerly_paid,
        count(*) filter (where is_paid and status <> 'approved')::int as paid_unapproved,
        count(*) filter (where is_event and event_date > ${now.toISOString()}::timestamptz)::int as upcoming,
        count(*) filter (where is_event and event_date <= ${now.toISOString()}::timestamptz)::int as past,
        count(*) filter (where is_event and not (event_end_date > event_date))::int as bad_events,
        -- An approved event expires at its end, as a real one does (docs/decisions/035).
        count(*) filter (where is_event and status = 'approved'
          and expires_at is distinct from event_end_date)::int as events_not_expiring,
        count(*) filter (where created_at > ${now.toISOString()}::timestamptz
          or created_at < ${now.toISOString()}::timestamptz - interval '121 days')::int as out_of_range,
        count(*) filter (where price is null)::int as no_price,
        count(*) filter (where price = 0)::int as free,
        count(*) filter (where title ~ '[а-яіїєґ]')::int as ukrainian,
        count(distinct city_id)::int as cities,
        count(distinct category_id)::int as categories
      from advertisements`,
    );
    expect(mix).toMatchObject({ pending: 24, rejected: 12, approved: 264, paid: 24, paid_unapproved: 0 });
    expect(mix).toMatchObject({
      bad_events: 0,
      events_not_expiring: 0,
      out_of_range: 0,
      cities: 9,
      categories: 9,
    });
    expect(mix?.formerly_paid).toBeGreaterThan(0);
    expect(mix?.upcoming).toBeGreaterThan(5);
    expect(mix?.past).toBeGreaterThan(5);
    expect(mix?.no_price).toBeGreaterThan(0);
    expect(mix?.free).toBeGreaterThan(0);
    expect(mix?.ukrainian).toBe(150);
  });

  it('has a church / community category whose free ads carry several photos, and one running sponsorship', async () => {
    const [category] = await database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, DEMO_COMMUNITY_CATEGORY.slug));
    expect(category).toMatchObject({ isCommunity: true, nameUk: 'Церкви та громада' });
    const photos = await queryRows<{ n: number; paid: boolean; status: string }>(
      database.db,
      sql`select count(i.id)::int as n, bool_or(a.is_paid) as paid, min(a.status) as status
      from advertisements a join ad_images i on i.ad_id = a.id
      where a.category_id = ${category?.id} group by a.id`,
    );
    expect(photos).toHaveLength(4);
    expect(photos.every((p) => p.n >= 4 && !p.paid && p.status === 'approved')).toBe(true);
    const running = await queryRows<{ city: string; status: string }>(
      database.db,
      sql`select c.name as city, a.status from sponsorships s join advertisements a on a.id = s.ad_id
      join cities c on c.id = a.city_id
      where s.starts_at <= ${now.toISOString()}::timestamptz and s.ends_at > ${now.toISOString()}::timestamptz`,
    );
    expect(running).toEqual([{ city: 'Tampa', status: 'approved' }]);
  });

  it('has members rating some approved ads, mostly approved, never their own', async () => {
    const [r] = await queryRows<Record<string, number>>(
      database.db,
      sql`select
        count(*) filter (where r.status = 'approved')::int as approved,
        count(*) filter (where r.status = 'pending')::int as pending,
        count(*) filter (where r.user_id = a.user_id)::int as own,
        count(*) filter (where a.status <> 'approved')::int as hidden_ads,
        count(distinct r.ad_id)::int as ads
      from ad_ratings r join advertisements a on a.id = r.ad_id`,
    );
    expect(r?.approved).toBeGreaterThan(r?.pending ?? 0);
    expect(r?.pending).toBeGreaterThan(0);
    expect(r?.ads).toBeGreaterThan(30);
    expect([r?.own, r?.hidden_ads]).toEqual([0, 0]);
  });

  it('leans towards Tampa Bay and fills in contact details', async () => {
    const bay =
      await count(sql`select count(*)::int as n from advertisements a join cities c on c.id = a.city_id
      where c.name in ('Tampa', 'Clearwater', 'St Petersburg')`);
    expect(bay).toBeGreaterThan(120);
    const [contacts] = await queryRows<Record<string, number>>(
      database.db,
      sql`select count(*) filter (where email <> '')::int as email, count(*) filter (where telephone <> '')::int as phone,
        count(*) filter (where address <> '')::int as address, count(*) filter (where telegram <> '' or instagram <> '')::int as social
      from advertisements`,
    );
    expect(contacts?.email).toBeGreaterThan(240);
    expect(contacts?.phone).toBeGreaterThan(220);
    expect(contacts?.address).toBeGreaterThan(50);
    expect(contacts?.social).toBeGreaterThan(20);
  });

  it('writes descriptions as simple HTML only', async () => {
    const rows = await queryRows<{ description: string }>(
      database.db,
      sql`select description from advertisements`,
    );
    for (const { description } of rows) {
      const tags = description.match(/<\/?[^>]*>/g) ?? [];
      expect(
        tags.every((tag) => /^<\/?(p|strong|ul|li)>$/.test(tag)),
        description,
      ).toBe(true);
    }
  });

  it('gives every ad one primary image: a stored 1200x900 WebP with its 480x360 thumbnail, or the placeholder', async () => {
    const rows = await queryRows<{ path: string; n: number }>(
      database.db,
      sql`select storage_path as path, count(*)::int as n from ad_images group by storage_path`,
    );
    expect(await count(sql`select count(*)::int as n from ad_images where is_primary`)).toBe(300);
    expect(await count(sql`select count(distinct ad_id)::int as n from ad_images`)).toBe(300);
    const withImage = rows.filter((r) => r.path !== PLACEHOLDER_IMAGE_PATH);
    expect(withImage.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThan(220);
    expect(rows.find((r) => r.path === PLACEHOLDER_IMAGE_PATH)?.n).toBeGreaterThan(0);
    expect(withImage.length).toBeGreaterThanOrEqual(20);
    for (const { path } of withImage) {
      // Named as an upload's variants, so lists show the thumbnail (presenters/ad.ts).
      expect(path).toMatch(/-full\.webp$/);
      const key = path.replace('/media/ad-images/', '');
      for (const [variant, size] of [
        [key, [1200, 900]],
        [key.replace(/-full\.webp$/, '-thumb.webp'), [480, 360]],
      ] as const) {
        const object = await storage.get(variant);
        expect(object?.contentType, variant).toBe('image/webp');
        const meta = await sharp(object?.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', ...size]);
      }
    }
  });

  it('runs only into a database without ads, unless forced', async () => {
    expect(await seedDemoData(database.db, storage, { now })).toBeNull();
    expect(await count(sql`select count(*)::int as n from advertisements`)).toBe(300);
    const users = await count(sql`select count(*)::int as n from "user"`);
    const again = await seedDemoData(database.db, storage, { now, force: true, count: 20 });
    expect(again?.ads).toBe(20);
    expect(again?.admin.password).not.toBe(demo?.admin.password);
    expect(await count(sql`select count(*)::int as n from "user"`)).toBe(users);
    expect(await count(sql`select count(*)::int as n from account`)).toBe(users);
  });
});

describe('synthetic ads', () => {
  it('generates ads and their image rows inside the database', async () => {
    const before = await count(sql`select count(*)::int as n from advertisements`);
    // The demo's community ads carry several photos each: count image rows on their own.
    const imagesBefore = await count(sql`select count(*)::int as n from ad_images`);
    const progress: number[] = [];
    const images = await ensureDemoImages(storage);
    const made = await generateSyntheticAds(database.db, {
      count: 2500,
      chunkSize: 1000,
      images,
      onProgress: (done) => progress.push(done),
    });
    expect(made).toBe(2500);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(await count(sql`select count(*)::int as n from advertisements`)).toBe(before + 2500);
    expect(await count(sql`select count(*)::int as n from ad_images`)).toBe(imagesBefore + 2500);
    const approved = await count(
      sql`select count(*)::int as n from advertisements where status = 'approved'`,
    );
    expect(approved / (before + 2500)).toBeGreaterThan(0.8);
  });
});
