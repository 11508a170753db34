import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

export type { Storage } from './storage.ts';

/** S3-compatible storage when S3_BUCKET is configured, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(join(config.DATA_DIR, 'uploads'));
}
