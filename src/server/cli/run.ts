import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import { closeServices, createServices } from '../services.ts';
import type { AppDeps } from '../app.ts';
import { ZodError } from 'zod';

/**
 * Runs a command-line task against the configured database (embedded in DATA_DIR, or DATABASE_URL),
 * closing it cleanly afterwards. Expected failures print one plain line and exit 1.
 */
export async function runCli(
  task: (deps: AppDeps) => Promise<void>,
  options: { embeddedCacheMb?: number } = {},
) {
  let deps: AppDeps | undefined;
  try {
    const config = loadConfig();
    deps = await createServices(
      config,
      createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL),
      options,
    );
    await task(deps);
    await closeServices(deps);
  } catch (err) {
    if (deps) await closeServices(deps).catch(() => {});
    if (err instanceof ZodError)
      console.error(err.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
    else if (err instanceof ConfigError || err instanceof AppError || err instanceof UsageError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  }
}

/**
 * runCli for bulk work (seeding, importing): the embedded database gets a 512 MB page cache instead
 * of the server's 64 MB, so the indexes of large tables stay in memory while rows pour in.
 */
export const runBulkCli = (task: (deps: AppDeps) => Promise<void>) => runCli(task, { embeddedCacheMb: 512 });

export class UsageError extends Error {}
