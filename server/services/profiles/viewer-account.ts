import { eq } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { account } from '../../db/schema';

/** The signed-in person with the providers of their accounts ('credential', 'google', …). */
export interface ViewerAccount {
  viewer: Viewer;
  providers: string[];
}

/** GET /me: the viewer and how they can sign in (presenters/me.ts turns it into JSON). */
export async function viewerAccount(db: Db, viewer: Viewer): Promise<ViewerAccount> {
  const rows = await db
    .select({ provider: account.providerId })
    .from(account)
    .where(eq(account.userId, viewer.id));
  return { viewer, providers: rows.map((r) => r.provider) };
}
