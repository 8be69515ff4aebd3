import { sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { type Db, queryRows } from '../../db/client';
import { BACKUP_LOCK, JOB_LOCKS } from '../../db/job-locks';
import type { Storage } from '../../storage/storage';
import { startLockedJob } from '../locked-job-worker';

// The one way stored files are removed (docs/decisions/023). A backup holds BACKUP_LOCK from before
// its database snapshot until it has copied the files, and the snapshot may name files that a change
// committed after it no longer needs: removed then, the backup would restore rows without their files.
// So every change that removes files takes the lock shared in its own transaction: taken, no backup
// can take its snapshot before the change commits, and the files go once it has; refused (a backup
// runs or waits to), the files are recorded in deferred_file_removals by that same transaction and
// removed once no backup runs (by the backup as it ends, and by every server process each minute).

type RemovalDeps = Pick<Deps, 'db' | 'storage'>;

/** How often a server process looks for files held by a backup that ended without removing them (killed). */
const DEFERRED_POLL_MS = 60_000;

/** Files named by a change's committed rows no longer: keys, or prefixes such as `ads/<id>/`. */
export interface ChangeResult<T> {
  value: T;
  files: string[];
}

/** Keys and prefixes taken from deferred_file_removals at a time. */
const BATCH = 200;
/** Removals at once: a bucket answers one request at a time slowly, in parallel well. */
const PARALLEL = 8;

/**
 * Runs `change` in a transaction, then removes the files it names (each a key or a prefix) once it
 * has committed, or, while a backup runs, has them removed after it. A failed removal is logged,
 * never an error (the orphan sweep finds what is left).
 */
export async function changeThenRemoveFiles<T>(
  deps: RemovalDeps,
  what: string,
  change: (tx: Db) => Promise<ChangeResult<T>>,
): Promise<T> {
  const { value, removeNow } = await deps.db.transaction(async (tx) => {
    const { value, files } = await change(tx);
    if (files.length === 0 || !(await backupRunning(tx))) return { value, removeNow: files };
    await tx.execute(
      sql`insert into deferred_file_removals (prefix) select unnest(${sql.param(files)}::text[]) on conflict do nothing`,
    );
    return { value, removeNow: [] };
  });
  await removeFiles(deps.storage, removeNow, what);
  return value;
}

/**
 * Removes files no committed row names (an upload's files whose rows were not recorded, the orphans
 * of a sweep), after a running backup when there is one. Never throws: what it cannot remove is
 * logged and left to the orphan sweep.
 */
export async function removeStoredFiles(deps: RemovalDeps, files: string[], what: string): Promise<void> {
  if (files.length === 0) return;
  await changeThenRemoveFiles(deps, what, async () => ({ value: undefined, files })).catch((error) =>
    console.error(`${what}: ${files.length} files not removed`, error),
  );
}

/** Removes the files held while a backup ran, unless one runs still. Returns how many keys and prefixes went. */
export async function removeDeferredFiles(deps: RemovalDeps): Promise<number> {
  let removed = 0;
  for (;;) {
    const files = await deps.db.transaction(async (tx) => {
      if (await backupRunning(tx)) return [];
      const rows = await queryRows<{ prefix: string }>(
        tx,
        sql`delete from deferred_file_removals where prefix in (
              select prefix from deferred_file_removals limit ${BATCH} for update skip locked)
            returning prefix`,
      );
      return rows.map((row) => row.prefix);
    });
    if (files.length === 0) return removed;
    await removeFiles(deps.storage, files, 'files held while a backup ran');
    removed += files.length;
  }
}

/** The server process's share of removeDeferredFiles: a pass at start and every minute, one process at a time. */
export function startDeferredFileRemovals(deps: RemovalDeps & Pick<Deps, 'database'>): {
  stop(): Promise<void>;
} {
  return startLockedJob(deps.database, {
    name: 'deferred file removal',
    lock: JOB_LOCKS.deferredFileRemovals,
    pollMs: DEFERRED_POLL_MS,
    pass: () => removeDeferredFiles(deps),
  });
}

/** Whether a backup holds BACKUP_LOCK (or waits for it); otherwise none takes it before this transaction ends. */
async function backupRunning(tx: Db): Promise<boolean> {
  const [row] = await queryRows<{ free: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock_shared(${BACKUP_LOCK}::bigint) as free`,
  );
  return !row?.free;
}

async function removeFiles(storage: Storage, files: string[], what: string): Promise<void> {
  for (let start = 0; start < files.length; start += PARALLEL) {
    const turn = files.slice(start, start + PARALLEL);
    // A whole key ends in its extension, so as a prefix it names that object only.
    const results = await Promise.allSettled(turn.map((file) => storage.removePrefix(file)));
    results.forEach((result, index) => {
      if (result.status === 'rejected') console.error(`${what}: ${turn[index]} not removed`, result.reason);
    });
  }
}
