import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { account } from '../../db/schema';

/** The id of the viewer's account with a provider (better-auth unlinks by it); 404 when they have none. */
export async function linkedAccountId(db: Db, viewer: Viewer, providerId: string): Promise<string> {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, viewer.id), eq(account.providerId, providerId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row.id;
}
