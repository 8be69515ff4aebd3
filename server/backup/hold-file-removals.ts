import pg from 'pg';
import { BACKUP_LOCK } from '../db/job-locks';
import { connectionSettings, TOOL_TIMEOUTS } from '../db/timeouts';

/**
 * Takes BACKUP_LOCK (exclusive) on a connection of its own and holds it until release(): from then
 * on no process removes a stored file (services/images/stored-file-removal.ts), so a snapshot taken
 * now finds every file its rows name. Waits for the changes removing files that are committing, and
 * for another backup to end. A connection lost meanwhile lets removals go on: the check of the copied
 * files (image-rows.ts) then finds what is missing.
 */
export async function holdFileRemovals(url: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, ...connectionSettings(TOOL_TIMEOUTS) });
  client.on('error', (error) =>
    console.warn(`The backup's hold on file removals was lost: ${error.message}`),
  );
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [BACKUP_LOCK]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async release() {
      // Ending the session releases its advisory locks.
      await client.end().catch(() => undefined);
    },
  };
}
