import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'careconnect.lock';

/** Whether a process with this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding the embedded database folder, or null when none (or only a dead one) does. */
export function dataDirHolder(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

/** Said in one sentence, the way a command-line user reads it (src/server/cli/user-create.test.ts). */
export class DataDirInUseError extends Error {
  constructor(dir: string, holder: number) {
    super(
      `The embedded database in ${dir} is in use by another CareConnect process (pid ${holder}), such as a running server: stop it, then try again.`,
    );
  }
}

/**
 * The embedded database is one process's files: a second process writing the same folder (a CLI
 * while the server runs, two servers) would corrupt it. The holder writes its process id in the
 * folder; a lock left by a process that died (kill -9, a crash) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const holder = dataDirHolder(dir);
  if (holder !== null) throw new DataDirInUseError(dir, holder);
  const file = join(dir, LOCK_FILE);
  writeFileSync(file, String(process.pid));
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', release);
  return release;
}
