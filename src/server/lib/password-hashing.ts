import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword as slowHash, verifyPassword as slowVerify } from 'better-auth/crypto';

/**
 * Password hashes as better-auth stores them ("salt:key", scrypt). Its cost is deliberate, about
 * a tenth of a second a hash, and the API tests make hundreds of accounts, so under the test runner
 * (VITEST, which no server or CLI sets) the same scrypt runs at a far lower cost. Hashes of one cost
 * never verify at the other; a test database lives only as long as its run.
 */
const forTests = Boolean(process.env.VITEST);
const TEST_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  if (!forTests) return slowHash(password);
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await testKey(password, salt)).toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (!forTests) return slowVerify({ hash, password });
  const [salt, key] = hash.split(':');
  if (!salt || !key) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await testKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
