import { and, eq } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { personBlocks } from '../../db/schema/person-blocks';

/** The viewer lifts their block of someone; idempotent (no block, nothing to do). Their own block only. */
export async function unblockPerson(db: Db, viewer: Viewer, otherId: string): Promise<void> {
  await db
    .delete(personBlocks)
    .where(and(eq(personBlocks.blockerId, viewer.id), eq(personBlocks.blockedId, otherId)));
}
