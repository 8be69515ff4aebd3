import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { advertisements } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { refuseLastAdmin, refuseSelf } from '../../policies/user-admin';
import { recordAudit } from '../audit/record-audit';
import { changeThenRemoveFiles } from '../images/stored-file-removal';
import { lockActiveAdmins } from './active-admins';
import { getUser } from './list-users';

/**
 * Deletes a person and everything theirs: the user row cascades to their profile, sessions, accounts,
 * ads (with image rows), ratings, notifications and API tokens. Their ads' files go after the commit
 * (stored-file-removal.ts; a failed removal is only logged, as when an ad is deleted).
 */
export async function deleteUser(
  deps: Pick<Deps, 'db' | 'storage' | 'searchCache'>,
  admin: Viewer,
  id: string,
): Promise<void> {
  refuseSelf(admin, id);
  await changeThenRemoveFiles(deps, `files of the ads of ${id}, deleted with their owner`, async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    // Locking the user row makes a new ad of theirs (its foreign key needs this row) wait for us and
    // then fail, so no ad, and no file, escapes the list below.
    const [locked] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id)).for('update');
    const person = locked && (await getUser(tx, id));
    if (!person) throw notFound();
    refuseLastAdmin(activeAdmins, id);
    const ads = await tx
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(eq(advertisements.userId, id));
    await recordAudit(tx, admin, {
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      before: {
        display_name: person.displayName,
        email: person.email,
        role: person.role,
        disabled: person.disabled,
        ad_count: ads.length,
      },
    });
    await tx.delete(user).where(eq(user.id, id));
    return { value: undefined, files: ads.map((ad) => `ads/${ad.id}/`) };
  });
  deps.searchCache.forget();
}
