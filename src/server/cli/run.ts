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
export async function runCli(task: (deps: AppDeps) => Promise<void>) {
  let deps: AppDeps | undefined;
  try {
    const config = loadConfig();
    deps = await createServices(
      config,
      createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL),
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

export class UsageError extends Error {}
