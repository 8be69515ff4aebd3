import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verification } from '../../db/schema/auth';
import { clearSignInFailures } from './sign-in-failures';

/**
 * A completed password reset: the person's other reset links stop working (better-auth removes only
 * the one used; it keeps them in `verification` as `reset-password:<token>` with the user id as
 * value), and a sign-in pause ends, as the mail proved who they are.
 */
export async function afterPasswordReset(db: Db, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, userId)));
  await clearSignInFailures(db, userId);
}
