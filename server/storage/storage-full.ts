// The one place that recognises a full disk: the error handler answers it 507 STORAGE_FULL (nothing
// was saved, try later) instead of 500, wherever it happened: an upload's temp files, stored images,
// the outbox, the database.
const FULL_CODES = new Set([
  'ENOSPC', // no space left on the device
  'EDQUOT', // the user's disk quota used up
  '53100', // PostgreSQL's disk_full
]);

/** Whether an error (or any error it wraps: Drizzle wraps the driver's) means the disk holding our data is full. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
  }
  return false;
}
