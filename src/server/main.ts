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

  // Close the database cleanly on Ctrl-C or a stop signal: the embedded database must never be left half-written.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await stopAdminSocket();
      await stopReminders();
      await stopReconfirmations();
      await closeServices(deps);
      clearTimeout(force);
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; end them.
    (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('CareConnect failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
