import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createAuth } from './lib/auth.ts';
import { createMemoryEventBus, createPostgresEventBus, type EventBus } from './lib/events.ts';
import { createDraining } from './lib/draining.ts';
import { createJobQueue } from './lib/jobs.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createOutbox } from './lib/mail/outbox.ts';
import { keepDataDirPrivate } from './lib/private-data-dir.ts';
import { createStorage } from './lib/storage/index.ts';
import { createMailTransport } from './lib/mail/transport.ts';
import type { AppDeps } from './app-env.ts';
import { registerCaregiverJobs } from './modules/caregivers/index.ts';
import { registerPushJob } from './modules/notifications/push.ts';
import { vapidKeys } from './modules/notifications/vapid.ts';

/**
 * AUTH_SECRET when given (required in production). Otherwise a random secret kept in DATA_DIR,
 * so sessions survive a restart of the embedded set-up without anyone configuring anything.
 */
function resolveAuthSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = resolve(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Everything the app needs, wired once: used by the server, the CLIs and the tests. */
export async function createServices(
  config: Config,
  log: Logger = createLogger(config.LOG_LEVEL),
  { embeddedCacheMb }: { embeddedCacheMb?: number } = {},
): Promise<AppDeps> {
  keepDataDirPrivate(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedCacheMb,
  });
  await database.migrate();
  // The embedded database makes its files open to all (its file system sets their modes itself);
  // the folders keep them private while it runs, and they are closed here and at a clean stop.
  keepDataDirPrivate(config.DATA_DIR);
  const queue = createJobQueue(database.db, log, config.JOBS_POLL_MS);
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    from: config.MAIL_FROM,
  });
  const outbox = createOutbox(queue, transport, config.publicUrl);
  // The VAPID pair is made (or read) now, so the first start stores the one every instance shares.
  await vapidKeys({ database, config });
  registerPushJob({ database, queue, log, config });
  registerCaregiverJobs({ database, outbox, queue });
  const auth = createAuth({ db: database.db, config, secret: resolveAuthSecret(config), outbox, log });
  // Several instances share a PostgreSQL server, so their events travel through it; the embedded
  // database means one instance, where an in-process bus is all it takes.
  const events: EventBus =
    database.kind === 'postgres' && database.pool && config.DATABASE_URL
      ? await createPostgresEventBus(config.DATABASE_URL, database.pool, log)
      : createMemoryEventBus(log);
  return {
    config,
    database,
    log,
    auth,
    outbox,
    queue,
    events,
    storage: createStorage(config),
    draining: createDraining(),
  };
}

export async function closeServices(deps: AppDeps) {
  await deps.queue.stop();
  await deps.events.close();
  await deps.database.close();
  if (deps.database.kind !== 'postgres') keepDataDirPrivate(deps.config.DATA_DIR);
}
