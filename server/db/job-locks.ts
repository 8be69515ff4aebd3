/**
 * The PostgreSQL advisory lock keys (Database.exclusive) of the background jobs every server process
 * starts but only one at a time may run, whatever the number of processes on the database.
 */
export const JOB_LOCKS = {
  geocoding: 190_001,
  orphanImageSweep: 190_002,
  /** Anti-spam: the text fingerprints of ads saved before migration 0025 (docs/decisions/030). */
  textFingerprints: 190_030,
  adExpiry: 190_003,
  /** Saved searches' alerts: matching new ads, then sending (docs/decisions/033). */
  savedSearchAlerts: 190_033,
  /** Mail to people away from unread messages (docs/decisions/032). */
  messageAwayMail: 190_032,
  /** Removing the stored files held while a backup ran (services/images/stored-file-removal.ts). */
  deferredFileRemovals: 190_031,
} as const;

/**
 * Held by a running backup (exclusive, from before its snapshot until its files are copied) and
 * taken shared by every change that removes stored files, so none is removed that the backup's
 * snapshot may still name (docs/decisions/023).
 */
export const BACKUP_LOCK = 190_023;
