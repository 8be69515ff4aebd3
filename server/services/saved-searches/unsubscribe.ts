import { eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { savedSearches } from '../../db/schema/saved-searches';
import { verifiedUnsubscribeToken } from './unsubscribe-token';

const invalidLink = () => new AppError('UNSUBSCRIBE_LINK_INVALID', 404);

/** The saved search an unsubscribe link names (no sign-in: the token is signed), for its confirmation page. */
export async function unsubscribeTarget(db: Db, key: string, token: string) {
  const id = verifiedUnsubscribeToken(token, key);
  if (!id) throw invalidLink();
  const [row] = await db
    .select({ name: savedSearches.name, notifyEmail: savedSearches.notifyEmail })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw invalidLink();
  return row;
}

/**
 * Stops a saved search's mail (the link in it, or a mail client's one-click POST, RFC 8058);
 * idempotent. A search left with no way to alert is paused too.
 */
export async function unsubscribe(db: Db, key: string, token: string): Promise<{ name: string }> {
  const id = verifiedUnsubscribeToken(token, key);
  if (!id) throw invalidLink();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ notifyInApp: savedSearches.notifyInApp })
      .from(savedSearches)
      .where(eq(savedSearches.id, id))
      .for('update');
    if (!row) throw invalidLink();
    const [changed] = await tx
      .update(savedSearches)
      .set({ notifyEmail: false, paused: row.notifyInApp ? undefined : true })
      .where(eq(savedSearches.id, id))
      .returning({ name: savedSearches.name });
    if (!changed) throw invalidLink();
    return changed;
  });
}
