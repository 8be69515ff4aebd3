import { readFileSync } from 'node:fs';
import { dataDirHolder } from '../db/embedded/data-dir-lock';
import { connectionUrl, embeddedPaths } from '../db/embedded/embedded-server';
import { readPostmasterFile } from '../db/embedded/postmaster';
import { readEnv } from '../env';

// `npm run database-url`: the connection string of the embedded PostgreSQL of DATA_DIR while
// Hromada runs, for psql, pg_dump (version 17 or later) and other PostgreSQL tools.

const env = readEnv();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: Hromada uses that server, not an embedded one.');
  process.exit(2);
}
const { pgDir, passwordFile } = embeddedPaths(env.DATA_DIR);
const running = readPostmasterFile(pgDir);
if (!dataDirHolder(env.DATA_DIR) || !running?.ready) {
  console.error(`No Hromada is running on ${env.DATA_DIR}: start it (npm start), then ask again.`);
  process.exit(1);
}
console.log(connectionUrl(running, readFileSync(passwordFile, 'utf8').trim()));
