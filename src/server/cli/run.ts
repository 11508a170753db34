import { join } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { dataDirHolder } from '../db/data-dir-lock.ts';
import { adminSocketPath, sendAdminRequest } from '../lib/admin-socket.ts';
import { createLogger } from '../lib/logger.ts';
import { closeServices, createServices } from '../services.ts';
import type { AppDeps } from '../app-env.ts';
import { runAdminCommand, type AdminRequest } from './admin-commands.ts';
import { CliError, describeError } from './errors.ts';

export { UsageError, readOptions } from './errors.ts';

type ServiceOptions = { embeddedCacheMb?: number };

/**
 * Runs a command-line task. Any failure prints one line and exits 1: a person at a terminal reads a
 * sentence, not a stack trace (LOG_LEVEL=debug adds the trace of a fault of ours).
 */
export async function runTask(work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    const said = describeError(err);
    if (said) console.error(said);
    else {
      const message = err instanceof Error ? err.message : String(err);
      console.error(`The command failed: ${message.split('\n')[0]}`);
      if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(err);
    }
    process.exit(1);
  }
}

async function withServices<T>(config: Config, options: ServiceOptions, task: (deps: AppDeps) => Promise<T>) {
  const deps = await createServices(
    config,
    createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL),
    options,
  );
  let result: T;
  try {
    result = await task(deps);
  } catch (err) {
    await closeServices(deps).catch(() => {});
    throw err;
  }
  await closeServices(deps);
  return result;
}

/** Runs a task against the configured database (embedded in DATA_DIR, or DATABASE_URL), then closes it. */
export const runCli = (task: (deps: AppDeps) => Promise<void>, options: ServiceOptions = {}) =>
  runTask(() => withServices(loadConfig(), options, task));

/**
 * runCli for bulk work (seeding, importing): the embedded database gets a 512 MB page cache instead
 * of the server's 64 MB, so the indexes of large tables stay in memory while rows pour in. Such work
 * is not handed to a running server (hours of it would crowd out the visitors): it asks to stop it.
 */
export const runBulkCli = (task: (deps: AppDeps) => Promise<void>) => runCli(task, { embeddedCacheMb: 512 });

/**
 * A command the running server can do for us (cli/admin-commands.ts). On the embedded database a
 * running server holds it, so the request goes to the server's admin socket; with no server there,
 * or on PostgreSQL (which any number of processes share), the command opens the database itself.
 */
export const runAdminCli = (readRequest: () => AdminRequest) =>
  runTask(async () => {
    const request = readRequest();
    const config = loadConfig();
    const answer = config.DATABASE_URL ? null : await askRunningServer(config.DATA_DIR, request);
    if (answer && !answer.ok) throw new CliError(answer.error);
    console.log(
      answer?.ok
        ? answer.message
        : await withServices(config, {}, (deps) => runAdminCommand(deps.database.db, request)),
    );
  });

/** How long a server that holds the database may take to open its socket (its migrations). */
const STARTING_SERVER_WAIT_MS = 30_000;

async function askRunningServer(dataDir: string, request: AdminRequest) {
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  let told = false;
  for (;;) {
    const answer = await sendAdminRequest(adminSocketPath(dataDir), request);
    // No one listens, and no one holds the database: it is ours to open.
    if (answer || dataDirHolder(join(dataDir, 'db')) === null || Date.now() > deadline) return answer;
    if (!told) console.log('Waiting for the CareConnect server to finish starting...');
    told = true;
    await new Promise((r) => setTimeout(r, 250));
  }
}
