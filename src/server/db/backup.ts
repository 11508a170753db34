import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Backups of either database, in the form its own tools restore: for PostgreSQL, pg_dump's custom
 * format (pg_restore reads it; so can any PostgreSQL operator); for the embedded database, an
 * archive of its data folder (PGlite's dumpDataDir), which PGlite opens as it was.
 */

export type Target = { databaseUrl?: string; dataDir: string };

const isPostgres = (t: Target) => Boolean(t.databaseUrl && !t.databaseUrl.startsWith('memory://'));
const embeddedDir = (t: Target) => resolve(t.dataDir, 'db');

/** Where a backup goes when no file is named: DATA_DIR/backups, named by database kind and time. */
function defaultBackupFile(t: Target, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const name = isPostgres(t) ? `careconnect-postgres-${stamp}.dump` : `careconnect-pglite-${stamp}.tar.gz`;
  return resolve(t.dataDir, 'backups', name);
}

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { encoding: 'utf8' });
  if (r.error)
    throw new Error(`${command} could not run: ${r.error.message}. Is the PostgreSQL client installed?`);
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr.trim()}`);
}

/** Writes a backup of the whole database to `file` and returns its path. */
export async function backupDatabase(t: Target, file = defaultBackupFile(t)): Promise<string> {
  mkdirSync(dirname(file), { recursive: true });
  if (isPostgres(t)) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${t.databaseUrl}`,
    ]);
    return file;
  }
  const dir = embeddedDir(t);
  if (!existsSync(resolve(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir}.`);
  // The server must be stopped: its process holds the folder, and a copy taken under it could tear.
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      const archive = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
  return file;
}

/**
 * Replaces the database with the backup in `file`. On PostgreSQL, pg_restore drops and recreates
 * every object of the backup in one transaction (all or nothing). The embedded database's folder is
 * kept beside the new one (db.replaced-<time>) rather than deleted; returns that folder's path.
 */
export async function restoreDatabase(t: Target, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  if (isPostgres(t)) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${t.databaseUrl}`,
      file,
    ]);
    return null;
  }
  const dir = embeddedDir(t);
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  let kept: string | null = null;
  try {
    const archive = new Blob([readFileSync(file)]);
    const incoming = `${dir}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    // Opened (and so checked) in a folder of its own first: a bad archive leaves the database as it was.
    const client = await PGlite.create(incoming, { extensions: PGLITE_EXTENSIONS, loadDataDir: archive });
    await client.query('select 1');
    await client.close();
    if (existsSync(resolve(dir, 'PG_VERSION'))) {
      kept = `${dir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, kept);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(incoming, dir);
  } finally {
    unlock();
  }
  return kept;
}
