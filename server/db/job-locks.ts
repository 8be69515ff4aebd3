/**
 * The PostgreSQL advisory lock keys (Database.exclusive) of the background jobs every server process
 * starts but only one at a time may run, whatever the number of processes on the database.
 */
export const JOB_LOCKS = {
  geocoding: 190_001,
  orphanImageSweep: 190_002,
} as const;
