import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { assertSafeKey, contentTypeForKey, isSafeKey, UPLOADS_PATH, type Storage } from './storage.ts';

/** Files under <dir> (DATA_DIR/uploads), served by the app at /uploads/<key>. */
export function createLocalStorage(dir: string): Storage {
  const root = resolve(dir);
  /** The file's path, or null when the key would resolve outside the folder. */
  const pathOf = (key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const path = resolve(root, key);
    return path.startsWith(root + sep) ? path : null;
  };
  return {
    kind: 'local',
    async put(key, body) {
      assertSafeKey(key);
      const path = pathOf(key)!;
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const tmp = `${path}.${randomUUID()}.part`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(pathOf(key)!, { force: true });
    },
    async read(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        return { body: await readFile(path), contentType: contentTypeForKey(key) };
      } catch (err) {
        if (
          (err as NodeJS.ErrnoException).code === 'ENOENT' ||
          (err as NodeJS.ErrnoException).code === 'EISDIR'
        )
          return null;
        throw err;
      }
    },
    publicUrl: (key) => `${UPLOADS_PATH}/${key}`,
  };
}
