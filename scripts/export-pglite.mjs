#!/usr/bin/env node
// Exports the database of an earlier Hromada, kept by PGlite in DATA_DIR/pglite, to SQL.
// Hromada no longer uses PGlite; this script downloads it (once, to a cache folder) and runs its pg_dump:
//
//   node scripts/export-pglite.mjs data/pglite > pglite-export.sql
//   createdb hromada_old && psql -d hromada_old -v ON_ERROR_STOP=1 -f pglite-export.sql
//
// PGlite opens a copy of the folder in a temporary folder, never the folder itself. The SQL goes to stdout,
// progress to stderr. The dump has no owners or grants, so whoever loads it owns what it creates,
// and it creates the pg_trgm extension (part of the standard contrib modules).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// pglite-tools 0.4.8 is the newest and wants exactly pglite 0.5.8, which opens folders of 0.5.16 (Hromada's last).
const PACKAGES = ['@electric-sql/pglite@0.5.8', '@electric-sql/pglite-tools@0.4.8'];
const log = (line) => process.stderr.write(`export-pglite: ${line}\n`);

function fail(message) {
  log(message);
  process.exit(1);
}

/** Installs PGlite and its pg_dump into a cache folder the first time; returns the folder. */
function installTools() {
  const cache = process.env.PGLITE_EXPORT_CACHE ?? join(tmpdir(), 'hromada-pglite-export-0.5.8');
  const installed = ['pglite', 'pglite-tools'].every((name) =>
    existsSync(join(cache, 'node_modules', '@electric-sql', name, 'package.json')),
  );
  if (installed) return cache;
  log(`downloading ${PACKAGES.join(' and ')} into ${cache}...`);
  const npm = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', cache, ...PACKAGES],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', shell: process.platform === 'win32' },
  );
  if (npm.error) fail(`could not run npm (${npm.error.message}); it comes with Node.js`);
  if (npm.status !== 0) {
    process.stderr.write(npm.stderr);
    fail('npm could not download PGlite (is the npm registry reachable?)');
  }
  return cache;
}

async function main() {
  const folder = resolve(process.argv[2] ?? 'data/pglite');
  if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`no folder ${folder}`);
  if (!existsSync(join(folder, 'PG_VERSION')) || !existsSync(join(folder, 'base'))) {
    fail(`${folder} is not a PGlite database folder (it has no PG_VERSION or base)`);
  }
  const version = readFileSync(join(folder, 'PG_VERSION'), 'utf8').trim();
  if (version !== '18') {
    fail(`${folder} holds a PostgreSQL ${version} database; this script reads PGlite 0.5 (PostgreSQL 18)`);
  }
  const cache = installTools();
  const load = (file) => import(pathToFileURL(join(cache, 'node_modules', '@electric-sql', file)).href);
  const { PGlite } = await load('pglite/dist/index.js');
  const { pg_trgm } = await load('pglite/dist/contrib/pg_trgm.js');
  const { pgDump } = await load('pglite-tools/dist/pg_dump.js');

  const temp = mkdtempSync(join(tmpdir(), 'hromada-pglite-copy-'));
  try {
    const copy = join(temp, 'pglite');
    cpSync(folder, copy, { recursive: true });
    log(`opening a copy of ${folder}...`);
    const pg = await PGlite.create(copy, { extensions: { pg_trgm } }).catch((error) => {
      throw new Error(`PGlite could not open ${folder} (${error?.message ?? error})`);
    });
    log('running pg_dump...');
    const dump = await pgDump({ pg, args: ['--no-owner', '--no-privileges'] });
    await pg.close();
    // Two edits so that psql loads the dump into PostgreSQL 15 or later: pg_dump 18 sets transaction_timeout,
    // unknown before 17 (and 0, off, anyway); and it empties search_path, but Hromada's SQL functions call
    // one another unqualified (hromada_search_text calls hromada_fold) and generated columns run them.
    const sql = (await dump.text())
      .replace(/^SET transaction_timeout = 0;\n/m, '')
      .replace("set_config('search_path', '', false);", "set_config('search_path', 'public', false);");
    process.stdout.on('error', (error) => fail(`could not write the SQL to stdout (${error.code ?? error})`));
    process.stdout.write(sql, (error) => error || log(`done: ${sql.length} characters of SQL`));
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

main().catch((error) => fail(String(error?.message ?? error).replace(/\s*\n\s*/g, ' ')));
