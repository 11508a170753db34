import pino from 'pino';

/** Paths that must never reach a log line: secrets and personal data. */
const REDACT = [
  'password',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.token',
  '*.email',
  '*.phone',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  // Web Push: the VAPID private key and a browser's subscription keys.
  'privateKey',
  '*.privateKey',
  'VAPID_PRIVATE_KEY',
  '*.VAPID_PRIVATE_KEY',
  '*.p256dh',
];

/**
 * A failed query's text carries the values it was given (drizzle writes "Failed query: …\nparams: …",
 * and keeps them in `params`): names, addresses, e-mails. The query itself has placeholders only.
 */
const QUERY_VALUES = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
const withoutQueryValues = (text: string) => text.replace(QUERY_VALUES, '\nparams: [redacted]');

/**
 * An error as pino writes it, less the values of a failed query, wherever they are: its message, its
 * stack, its `params`, and a driver's `detail` ("Key (email)=(…) already exists"). Every logged error
 * goes through it, whoever logs it (logging.test.ts).
 */
function loggedError(err: unknown): unknown {
  if (typeof err === 'string') return withoutQueryValues(err);
  const out = pino.stdSerializers.err(err as Error) as unknown;
  if (!out || typeof out !== 'object') return out;
  const shown = out as Record<string, unknown>;
  for (const key of ['message', 'stack'] as const) {
    if (typeof shown[key] === 'string') shown[key] = withoutQueryValues(shown[key]);
  }
  if ('params' in shown) shown.params = '[redacted]';
  if ('detail' in shown) shown.detail = '[redacted]';
  return shown;
}

/** A logger writing to stdout, or to `destination` (tests read what would be written). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { err: loggedError },
      base: undefined,
    },
    destination,
  );
}

export type Logger = ReturnType<typeof createLogger>;
