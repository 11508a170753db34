import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '#shared/i18n/locales.ts';

/** An optional value where an empty string means not set. */
const optionalText = (schema: z.ZodString) => schema.optional().or(z.literal('').transform(() => undefined));

/** Boolean env values arrive as text; accept the usual spellings. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?|memory):\/\//, 'must start with postgres://, postgresql:// or memory://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SMTP_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('CareConnect <no-reply@careconnect.test>'),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@careconnect.test'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: flag.optional(),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO: flag.optional(),
  SEED_PROVIDERS: z.coerce.number().int().min(0).max(200_000).default(300),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  VAPID_PUBLIC_KEY: optionalText(
    z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a URL-safe base64 P-256 public key (87 characters)'),
  ),
  VAPID_PRIVATE_KEY: optionalText(
    z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a URL-safe base64 P-256 private key (43 characters)'),
  ),
  VAPID_SUBJECT: optionalText(
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL'),
  ),
  S3_BUCKET: optionalText(z.string()),
  S3_ENDPOINT: optionalText(z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')),
  S3_REGION: optionalText(z.string()),
  S3_ACCESS_KEY_ID: optionalText(z.string()),
  S3_SECRET_ACCESS_KEY: optionalText(z.string()),
  S3_PUBLIC_URL: optionalText(z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')),
  // The languages served and offered, English first (ADR 19): by default every language the product is
  // written in; a site may offer fewer.
  LOCALES: z
    .string()
    .default(LOCALES.join(','))
    .transform((list) => [
      ...new Set(
        list
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(LOCALES))
        .refine((list) => list[0] === DEFAULT_LOCALE, `must start with ${DEFAULT_LOCALE}`),
    ),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Rate limits are on unless explicitly switched off (tests of other features turn them off). */
  rateLimit: boolean;
  publicUrl: string;
  isProduction: boolean;
  /** Object storage for uploads, when S3_BUCKET is set; else uploads go to DATA_DIR/uploads. */
  s3?: S3Config;
};

type S3Config = {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
};

const S3_REQUIRED = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_ALL = [...S3_REQUIRED, 'S3_REGION', 'S3_PUBLIC_URL'] as const;

/** Parses the environment; on bad input throws one message naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(
      `Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === 'production';
  if (isProduction && !c.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  const vapidProblem = checkVapidPair(c.VAPID_PUBLIC_KEY, c.VAPID_PRIVATE_KEY);
  if (vapidProblem) throw new ConfigError(`Invalid configuration:\n  ${vapidProblem}`);
  const s3 = s3Config(c);
  return {
    ...c,
    s3,
    rateLimit: c.RATE_LIMIT ?? true,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}

export class ConfigError extends Error {}

/** All of S3_BUCKET, S3_ENDPOINT and the key pair, or none: half a set-up would lose uploads silently. */
function s3Config(c: z.infer<typeof ConfigSchema>): S3Config | undefined {
  if (!S3_ALL.some((k) => c[k])) return undefined;
  const missing = S3_REQUIRED.filter((k) => !c[k]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required for S3 object storage ` +
        `(set ${S3_REQUIRED.join(', ')}; or none of the S3_ variables to store uploads in DATA_DIR/uploads)`,
    );
  }
  return {
    bucket: c.S3_BUCKET!,
    endpoint: c.S3_ENDPOINT!,
    region: c.S3_REGION ?? 'us-east-1',
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
    publicUrl: c.S3_PUBLIC_URL,
  };
}

/** Both VAPID keys or neither, and the public key must be the private key's (else every push is refused). */
function checkVapidPair(publicKey?: string, privateKey?: string): string | undefined {
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    return 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both, or neither to have a pair generated';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') === publicKey) return undefined;
  } catch {
    // Not a valid P-256 private key: reported below.
  }
  return 'VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY';
}
