import { desc, eq } from 'drizzle-orm';
import { BLOCKED_PEOPLE_MAX } from '../../../shared/constants';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { personBlocks } from '../../db/schema/person-blocks';
import { profiles } from '../../db/schema/profiles';
import type { BlockedRow } from './block-person';

/** Everyone the viewer blocked, the latest first (never more than BLOCKED_PEOPLE_MAX). */
export function listBlocked(db: Db, viewer: Viewer): Promise<BlockedRow[]> {
  return db
    .select({
      userId: personBlocks.blockedId,
      displayName: profiles.displayName,
      blockedAt: personBlocks.createdAt,
    })
    .from(personBlocks)
    .leftJoin(profiles, eq(profiles.id, personBlocks.blockedId))
    .where(eq(personBlocks.blockerId, viewer.id))
    .orderBy(desc(personBlocks.createdAt), desc(personBlocks.blockedId))
    .limit(BLOCKED_PEOPLE_MAX);
}
