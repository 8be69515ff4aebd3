import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { account, user } from '../schema/auth';
import { profiles } from '../schema/profiles';

export const DEMO_ADMIN_EMAIL = 'admin@hromada.local';
export const DEMO_USER_EMAIL = 'user@hromada.local';

export const COMMUNITY_MEMBERS: readonly { name: string; email: string }[] = [
  { name: 'Олена Коваленко', email: 'olena.kovalenko@example.com' },
  { name: 'Taras Shevchuk', email: 'taras.shevchuk@example.com' },
  { name: 'Ірина Бондаренко', email: 'iryna.bondarenko@example.com' },
  { name: 'Andriy Melnyk', email: 'andriy.melnyk@example.com' },
  { name: 'Наталія Петренко', email: 'nataliia.petrenko@example.com' },
  { name: 'Mykola Tkachenko', email: 'mykola.tkachenko@example.com' },
  { name: 'Світлана Гнатюк', email: 'svitlana.hnatiuk@example.com' },
  { name: 'Oksana Lysenko', email: 'oksana.lysenko@example.com' },
  { name: 'Дмитро Кравець', email: 'dmytro.kravets@example.com' },
  { name: 'Kateryna Moroz', email: 'kateryna.moroz@example.com' },
  { name: 'Michael Harris', email: 'michael.harris@example.com' },
  { name: 'Sarah Thompson', email: 'sarah.thompson@example.com' },
  { name: 'Юлія Савчук', email: 'yuliia.savchuk@example.com' },
];

/** 24 characters of base64url: about 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

export interface CredentialUserInput {
  email: string;
  name: string;
  role: 'admin' | 'user';
  passwordHash: string;
  createdAt: Date;
}

/**
 * A better-auth email+password user (user + credential account) with its profile. An existing user
 * with that email keeps its id and gets the new password hash and role.
 */
export async function upsertCredentialUser(db: Db, input: CredentialUserInput): Promise<string> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  const id = existing?.id ?? randomUUID();
  const stamps = { createdAt: input.createdAt, updatedAt: input.createdAt };
  if (!existing) {
    await db
      .insert(user)
      .values({ id, name: input.name, email: input.email, emailVerified: true, ...stamps });
  }
  const updated = await db
    .update(account)
    .set({ password: input.passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, id), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: input.passwordHash,
      ...stamps,
    });
  }
  await db
    .insert(profiles)
    .values({ id, displayName: input.name, role: input.role, ...stamps })
    .onConflictDoUpdate({ target: profiles.id, set: { role: input.role } });
  return id;
}
