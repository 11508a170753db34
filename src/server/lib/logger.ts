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

/** A logger writing to stdout, or to `destination` (tests read what would be written). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined }, destination);
}

export type Logger = ReturnType<typeof createLogger>;
