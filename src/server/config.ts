import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT: flag.optional(),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO: flag.optional(),
  SEED_PROVIDERS: z.coerce.number().int().min(0).max(200_000).default(300),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Rate limits are on unless explicitly switched off (tests of other features turn them off). */
  rateLimit: boolean;
  publicUrl: string;
  isProduction: boolean;
};

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
  return {
    ...c,
    rateLimit: c.RATE_LIMIT ?? true,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    isProduction,
  };
}

export class ConfigError extends Error {}
