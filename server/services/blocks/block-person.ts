import { and, count, eq, sql } from 'drizzle-orm';
import { BLOCKED_PEOPLE_MAX } from '../../../shared/constants';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { personBlocks } from '../../db/schema/person-blocks';
import { profiles } from '../../db/schema/profiles';
import { assertMayBlock } from '../../policies/block';

export interface BlockedRow {
  userId: string;
  displayName: string | null;
  blockedAt: Date;
}

/**
 * The viewer blocks someone: idempotent (blocking again changes nothing), never oneself, at most
 * BLOCKED_PEOPLE_MAX people. The count and the insert run under a per-person transaction lock, so
 * two requests at once cannot pass the cap together.
 */
export async function blockPerson(db: Db, viewer: Viewer, otherId: string): Promise<BlockedRow> {
  assertMayBlock(viewer, otherId);
  return db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: user.id, displayName: profiles.displayName })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, otherId));
    if (!other) throw notFound();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`person_blocks:${viewer.id}`}, 0))`);
    const [existing] = await tx
      .select({ blockedAt: personBlocks.createdAt })
      .from(personBlocks)
      .where(and(eq(personBlocks.blockerId, viewer.id), eq(personBlocks.blockedId, other.id)));
    if (existing) return { userId: other.id, displayName: other.displayName, blockedAt: existing.blockedAt };
    const [held] = await tx
      .select({ n: count() })
      .from(personBlocks)
      .where(eq(personBlocks.blockerId, viewer.id));
    if ((held?.n ?? 0) >= BLOCKED_PEOPLE_MAX)
      throw new AppError('TOO_MANY_BLOCKS', 409, { params: { max: String(BLOCKED_PEOPLE_MAX) } });
    const [row] = await tx
      .insert(personBlocks)
      .values({ blockerId: viewer.id, blockedId: other.id })
      .returning({ blockedAt: personBlocks.createdAt });
    if (!row) throw new Error('block not saved');
    return { userId: other.id, displayName: other.displayName, blockedAt: row.blockedAt };
  });
}
