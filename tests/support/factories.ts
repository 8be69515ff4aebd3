import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { adImages, advertisements } from '../../server/db/schema/ads';
import { session, user } from '../../server/db/schema/auth';
import { categories, cities } from '../../server/db/schema/catalog';
import { profiles } from '../../server/db/schema/profiles';
import { slugify } from '../../shared/slug';

const unique = () => randomUUID().slice(0, 8);

export async function createCity(db: Db, name = `Testville ${unique()}`) {
  const [city] = await db
    .insert(cities)
    .values({ name, slug: slugify(name) })
    .returning();
  if (!city) throw new Error('city not created');
  return city;
}

export async function categoryBySlug(db: Db, slug: string) {
  const [category] = await db.select().from(categories).where(eq(categories.slug, slug));
  if (!category) throw new Error(`no category ${slug}`);
  return category;
}

export async function createUser(
  db: Db,
  options: { role?: 'admin' | 'user'; displayName?: string; createdAt?: Date } = {},
) {
  const id = randomUUID();
  const displayName = options.displayName ?? `Tester ${unique()}`;
  await db
    .insert(user)
    .values({ id, name: displayName, email: `${id}@test.hromada.local`, createdAt: options.createdAt });
  await db.insert(profiles).values({ id, displayName, role: options.role ?? 'user' });
  return { id, displayName };
}

/** A signed better-auth session cookie for the user, made directly (no sign-in round trip). */
export async function sessionCookie(db: Db, secret: string, userId: string): Promise<string> {
  const token = randomUUID().replaceAll('-', '');
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const signature = await makeSignature(token, secret);
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

type AdInsert = typeof advertisements.$inferInsert;

export async function createAd(
  db: Db,
  fields: Partial<AdInsert> & Pick<AdInsert, 'userId' | 'cityId' | 'categoryId'>,
) {
  const [ad] = await db
    .insert(advertisements)
    .values({
      // A word that starts with a letter: PostgreSQL's parser reads one like `8e3f1a2b` as a number and
      // a word (`8e3`, `f1a2b`), which the search does not find by the whole word (left for issue 34).
      title: `Ad x${unique()}`,
      description: '<p>Test description</p>',
      price: 100,
      status: 'approved',
      email: 'seller@example.com',
      telephone: '+1 (813) 555-0100',
      address: '1 Main St',
      website: 'https://seller.example.com',
      telegram: 'seller_tg',
      instagram: 'seller_ig',
      ...fields,
    })
    .returning();
  if (!ad) throw new Error('ad not created');
  await db.insert(adImages).values({ adId: ad.id, storagePath: '/smallbiz.png', isPrimary: true });
  return ad;
}

/** An account a year old: past every "new account" rule (the anti-spam limit on posting). */
const ESTABLISHED = () => new Date(Date.now() - 365 * 24 * 3600_000);

/**
 * A person with a ready session cookie (no sign-in round trip). Their account is a year old unless
 * `newAccount` (then it is made now, and new-account rules apply to it).
 */
export async function signedInPerson(
  server: { deps: { db: Db }; secret: string },
  role: 'admin' | 'user' = 'user',
  { newAccount = false }: { newAccount?: boolean } = {},
): Promise<{ id: string; cookie: string }> {
  const createdAt = newAccount ? undefined : ESTABLISHED();
  const { id } = await createUser(server.deps.db, { role, createdAt });
  return { id, cookie: await sessionCookie(server.deps.db, server.secret, id) };
}

type ServerWithDb = Parameters<typeof signedInPerson>[0];

/** A signed-in admin: a fixture for setupServer. */
export const signedInAdmin = async (server: ServerWithDb) => ({
  admin: await signedInPerson(server, 'admin'),
});

/** A signed-in admin and a signed-in user: a fixture for setupServer. */
export const signedInAdminAndUser = async (server: ServerWithDb) => ({
  admin: await signedInPerson(server, 'admin'),
  user: await signedInPerson(server),
});
