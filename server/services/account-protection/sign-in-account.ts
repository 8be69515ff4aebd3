import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { accountKeyOfUser } from './sign-in-failures';

export type SignInKind = 'email' | 'phone';

/** Whose sign-in failures an attempt counts under (sign-in-failures.ts), and the person, when there is one. */
export interface SignInAccount {
  key: string;
  userId: string | null;
}

/** The account an email or phone sign-in is for; one without an account is counted under its own name. */
export async function signInAccount(db: Db, kind: SignInKind, identifier: string): Promise<SignInAccount> {
  // better-auth looks emails up in lower case, numbers as validateAuthBody normalised them.
  const name = kind === 'email' ? identifier.toLowerCase() : identifier;
  const [known] = await db
    .select({ id: user.id })
    .from(user)
    .where(kind === 'email' ? eq(user.email, name) : eq(user.phoneNumber, name))
    .limit(1);
  return known
    ? { key: accountKeyOfUser(known.id), userId: known.id }
    : { key: `${kind}:${name}`, userId: null };
}
