import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the database, the mail (with its sign-in and reset links), uploads and the session
 * secret: nobody but the account that runs CareConnect may read it (private-data-dir.test.ts). From
 * now on this process creates every file owner-only (a umask of 077: folders 0700, files 0600),
 * whatever creates it (the embedded database, the mail transport, a backup); and what an earlier
 * version left open is closed, once, at start. Symbolic links are left alone, not followed.
 */
export function keepDataDirPrivate(dataDir: string) {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}

function tighten(path: string) {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? 0o700 : 0o600;
  // Only the permission bits others have, or the owner's execute bit on a file, are taken away.
  const mode = stat.mode & 0o777;
  if ((mode & ~wanted) !== 0) chmodSync(path, mode & wanted);
  if (stat.isDirectory()) for (const name of readdirSync(path)) tighten(join(path, name));
}
