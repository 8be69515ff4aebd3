import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { advertisements as ads } from '../../db/schema/ads';
import { adTextFingerprints } from '../../db/schema/anti-spam';
import { plainText } from '../../seo/html';
import { foldedText } from './fold-text';
import { LIVE_STATUSES } from './live-ads';
import { textFingerprint } from './text-fingerprint';

/** Ads fingerprinted per transaction. */
const BATCH = 200;

/**
 * Gives every live ad saved before migration 0025 its text fingerprint, so new ads are compared with
 * them too; their own review reasons are left as they were. Resumable: each batch commits, and the
 * next run starts with the ads still without one (a short text gets none, and is passed by id).
 * Returns how many it fingerprinted.
 */
export async function fingerprintBacklog(db: Db): Promise<number> {
  let done = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({ id: ads.id, title: ads.title, description: ads.description })
      .from(ads)
      .leftJoin(adTextFingerprints, eq(adTextFingerprints.adId, ads.id))
      .where(and(isNull(adTextFingerprints.adId), inArray(ads.status, LIVE_STATUSES), gt(ads.id, after)))
      .orderBy(asc(ads.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const values = rows.flatMap((row) => {
      const fingerprint = textFingerprint(foldedText(`${row.title} ${plainText(row.description)}`));
      return fingerprint ? [{ adId: row.id, ...fingerprint }] : [];
    });
    if (values.length > 0) await db.insert(adTextFingerprints).values(values).onConflictDoNothing();
    done += values.length;
    after = rows.at(-1)?.id ?? after;
  }
}

/** Runs the backlog once at start, in one process at a time (a process that finds it running skips it). */
export function startFingerprintBacklog(deps: Pick<Deps, 'database' | 'db'>): void {
  void deps.database
    .exclusive(JOB_LOCKS.textFingerprints, () => fingerprintBacklog(deps.db))
    .then(
      (run) => {
        if (run.ran && run.value > 0) console.log(`Fingerprinted the text of ${run.value} earlier ads.`);
      },
      (error) => console.error('Fingerprinting earlier ads failed', error),
    );
}
