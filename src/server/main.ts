import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { createApp } from './app.ts';
import { closeServices, createServices } from './services.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import type { AppDeps } from './app-env.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { startReminderSweeps } from './modules/appointments/reminders.ts';
import { startReconfirmSweeps } from './modules/directory-trust/service.ts';
import { serveAdminCommands } from './cli/admin-commands.ts';

const MAINTENANCE_INTERVAL_MS = 6 * 60 * 60_000;
/** How long a stopping server waits for the requests it accepted before it cuts what is left. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long a stopping server keeps accepting, while it tells clients to go elsewhere. */
const DRAIN_NOTICE_MS = 1_000;

/** Statistics for the planner (a search without them can pick a plan a hundred times slower). */
async function maintainDatabase(deps: AppDeps, log: Logger) {
  const started = Date.now();
  try {
    await deps.database.maintain();
    if (deps.database.kind === 'pglite') log.info({ ms: Date.now() - started }, 'database maintained');
  } catch (err) {
    log.error({ err }, 'database maintenance failed');
  }
}

async function main() {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  let deps = await createServices(config, log);
  let started = () => {};
  const startedUp = new Promise<void>((resolve) => (started = resolve));
  // Listening before the demo seed lets a `user:create` sent during a first start wait for it (ADR 14).
  const stopAdminSocket = await serveAdminCommands(
    config,
    async () => {
      await startedUp;
      return deps.database.db;
    },
    log,
  );
  if ((await seedDemoIfEmpty(deps)) && deps.database.kind === 'pglite') {
    // Creating the embedded database and the demo data grows its WebAssembly memory, which never
    // shrinks; opening the database afresh lets that go (about 400 MB on a first start).
    await closeServices(deps);
    deps = await createServices(config, log);
  }
  started();
  await maintainDatabase(deps, log);
  setInterval(() => void maintainDatabase(deps, log), MAINTENANCE_INTERVAL_MS).unref();
  const app = createApp(deps);
  deps.queue.start();
  const stopReminders = startReminderSweeps(deps);
  const stopReconfirmations = startReconfirmSweeps(deps);

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    log.info(
      { port: info.port, database: deps.database.kind, ms: Date.now() - startedAt },
      'CareConnect is ready',
    );
    console.log(`\n  CareConnect is running at ${config.publicUrl}\n`);
  });
  const http = server as unknown as { closeIdleConnections(): void; closeAllConnections(): void };

  // A stop (Ctrl-C, or SIGTERM in a rolling restart) drains before it closes (shutdown.test.ts): it
  // stops accepting connections and answers 503 to the load balancer's health check, ends the
  // event streams so browsers reconnect elsewhere, answers every request it already accepted (each
  // then closes its connection), lets the job poller finish the job it holds, and only then closes
  // the database, which the embedded database must never be left half-written by.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.warn('requests still open after the grace period; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 5_000).unref();
    deps.draining.start();
    // For a moment each answer closes its connection (Connection: close) before the server stops
    // listening: a client busy on a kept-alive connection then opens a new one for its next request,
    // rather than sending it down one the server is closing (which it would see reset).
    await new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = setInterval(() => http.closeIdleConnections(), 100);
    const late = setTimeout(() => http.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await closed;
    clearInterval(idle);
    clearTimeout(late);
    await stopAdminSocket();
    await stopReminders();
    await stopReconfirmations();
    await closeServices(deps);
    clearTimeout(force);
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('CareConnect failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
