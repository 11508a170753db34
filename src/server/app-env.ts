import type { Locale } from '#shared/i18n/locales.ts';
import type { Draining } from './lib/draining.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import type { Role } from '#shared/roles.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Auth } from './lib/auth.ts';
import type { EventBus } from './lib/events.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { Logger } from './lib/logger.ts';
import type { Outbox } from './lib/mail/outbox.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Storage } from './lib/storage/index.ts';

/**
 * The types every route and service shares. They live apart from app.ts, which mounts every module,
 * so that a module reading them does not import the app back (a cycle the linter refuses).
 */

/** Everything the app needs, wired once in services.ts. */
export type AppDeps = {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  outbox: Outbox;
  queue: JobQueue;
  events: EventBus;
  storage: Storage;
  /** Whether this instance is stopping, and who must hear when it starts to (lib/draining.ts). */
  draining: Draining;
};

export type SessionUser = { id: string; email: string; role: Role; firstName: string; lastName: string };

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    deps: AppDeps;
    requestId: string;
    metrics: Metrics;
    /** The language of this request's answer, and its messages (ADR 19). */
    locale: Locale;
    t: Translate;
    /** The Content-Security-Policy nonce of this response (secure headers). */
    secureHeadersNonce?: string;
  };
};
