/**
 * Where uploaded files live. Keys look like "<area>/<folder>/<name>.<ext>"; they are made by the
 * server only, but every implementation still refuses a key that could leave its area.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The stored bytes, or null when there is no such file (or the key is not a valid one). */
  read(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A key is one or more plain segments: no "..", no leading dot, no slashes or backslashes inside. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '..' && !s.includes('..'));
}

class UnsafeKeyError extends Error {
  constructor() {
    super('Invalid storage key');
  }
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new UnsafeKeyError();
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The type a stored file is served with, from its extension (we only ever store these). */
export function contentTypeForKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Uploaded files are served below this path by the app (local disk, or S3 without a public URL). */
export const UPLOADS_PATH = '/uploads';
