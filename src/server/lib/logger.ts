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
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined });
}

export type Logger = ReturnType<typeof createLogger>;
