import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './self-signed.ts';

/**
 * A stand-in push service for tests: an HTTPS server on 127.0.0.1 with its own certificate, which
 * records every request and answers with the status a test chose for that endpoint. With it, a
 * browser's side of Web Push: a subscription key pair, and RFC 8291 decryption of what arrives.
 */

type ReceivedPush = {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export async function startPushService() {
  const { cert, key } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number[]>();
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, method: req.method ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(path)?.shift() ?? 201;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status < 300 ? '' : 'push service says no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  /** Trusts this service's certificate only; nothing else about TLS changes. */
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    origin,
    agent,
    received,
    /** The next answers to requests for this path, in order (201 once they run out). */
    answer(path: string, ...statuses: number[]) {
      answers.set(path, [...(answers.get(path) ?? []), ...statuses]);
    },
    to: (path: string) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** What a browser's PushManager makes: a P-256 key pair and a 16-byte auth secret. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
}

/** RFC 8188 + 8291: decrypts an aes128gcm Web Push body with the browser's keys. */
export function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a 'vapid t=<JWT>, k=<public key>' Authorization header as a push service would: the ES256
 * signature against k, and returns the key and the claims.
 */
export function verifyVapid(header: string): {
  publicKey: string;
  claims: { aud: string; exp: number; sub: string };
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return { publicKey: k, claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) };
}
