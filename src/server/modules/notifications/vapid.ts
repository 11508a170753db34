import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

/** The server_secrets row that holds the generated pair. */
export const VAPID_SECRET_NAME = 'vapid';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
type KeyPair = Pick<VapidKeys, 'publicKey' | 'privateKey'>;

const isKeyPair = (value: unknown): value is KeyPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeyPair).publicKey === 'string' &&
  typeof (value as KeyPair).privateKey === 'string';

/**
 * The stored pair under `name`, made now if there is none. Every instance inserts its own candidate
 * and keeps whatever row won (insert … on conflict do nothing, then read back): two instances starting
 * at once still end up with one pair, so a browser subscribed through one can be reached by the other.
 */
export async function ensureStoredKeyPair(db: Executor, name = VAPID_SECRET_NAME): Promise<KeyPair> {
  const candidate = webpush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name, value: { publicKey: candidate.publicKey, privateKey: candidate.privateKey } })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!isKeyPair(row?.value)) throw new Error(`server secret ${name} is not a VAPID key pair`);
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey };
}

/**
 * Who the push services may contact about our pushes: VAPID_SUBJECT, else a mailto: of MAIL_FROM's
 * address, else the public address when it is https (the only forms VAPID accepts).
 */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM' | 'publicUrl'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = (/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM).trim();
  if (/^[^@\s]+@[^@\s]+$/.test(address)) return `mailto:${address}`;
  const url = new URL(config.publicUrl);
  return url.protocol === 'https:' ? url.origin : `mailto:no-reply@${url.hostname}`;
}

const resolved = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The server's VAPID keys: the configured pair when given, otherwise the stored one (generated on
 * first start). Read once per database connection and kept; the private key stays in this process.
 */
export function vapidKeys(deps: { database: Database; config: Config }): Promise<VapidKeys> {
  let keys = resolved.get(deps.database);
  if (!keys) {
    const { config } = deps;
    const subject = vapidSubject(config);
    keys =
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
        ? Promise.resolve({
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
            subject,
          })
        : ensureStoredKeyPair(deps.database.db).then((pair) => ({ ...pair, subject }));
    // A failed read is not kept: the next caller tries again.
    keys.catch(() => resolved.delete(deps.database));
    resolved.set(deps.database, keys);
  }
  return keys;
}
