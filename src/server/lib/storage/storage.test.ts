import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
import { isSafeKey } from './storage.ts';

const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);

describe('storage keys', () => {
  it('accepts plain keys and refuses anything that could leave the folder', () => {
    expect(isSafeKey('provider-photos/headshots/abc-1712345678901.jpg')).toBe(true);
    expect(isSafeKey('profile-images/6f1c/patient-avatars/x.png')).toBe(true);
    for (const key of [
      '',
      '../x',
      'a/../b',
      'a/..',
      '/etc/passwd',
      'a//b',
      'a\\b',
      '.hidden',
      'a/.x',
      'a\0b',
      'a/b/',
      '..%2fx',
    ])
      expect(isSafeKey(key), key).toBe(false);
  });
});

describe('local disk storage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'careconnect-storage-'));
  const storage = createLocalStorage(join(dataDir, 'uploads'));

  it('stores, reads back with the type of its extension, and deletes', async () => {
    await storage.put('service-images/a.png', bytes, 'image/png');
    const file = await storage.read('service-images/a.png');
    expect(file?.contentType).toBe('image/png');
    expect(new Uint8Array(file!.body)).toEqual(bytes);
    expect(storage.publicUrl('service-images/a.png')).toBe('/uploads/service-images/a.png');
    await storage.delete('service-images/a.png');
    expect(await storage.read('service-images/a.png')).toBeNull();
    await storage.delete('service-images/a.png');
  });

  it('never reads or writes outside its folder', async () => {
    writeFileSync(join(dataDir, 'secret.png'), 'secret');
    expect(await storage.read('../secret.png')).toBeNull();
    expect(await storage.read('service-images/../../secret.png')).toBeNull();
    await expect(storage.put('../escaped.png', bytes, 'image/png')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete('../secret.png')).rejects.toThrow('Invalid storage key');
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  it('is off when no S3_ variable is set', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });
  it('names every missing variable when the set is incomplete', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required for S3 object storage/,
    );
  });
  it('reads a complete set, with us-east-1 as the default region', () => {
    const c = loadConfig({
      ...base,
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    });
    expect(c.s3).toEqual({
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: undefined,
    });
  });
});

describe('S3-compatible storage (against a local s3rver)', () => {
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'careconnect-s3-')),
      resetOnClose: true,
      configureBuckets: [{ name: 'careconnect-test' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(() => server?.close());

  const s3 = (over: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
    createS3Storage({
      bucket: 'careconnect-test',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      ...over,
    });

  it('puts an object with its type, reads it back and deletes it', async () => {
    const storage = s3();
    await storage.put('provider-photos/headshots/p-1.png', bytes, 'image/png');
    const direct = await fetch(`${endpoint}/careconnect-test/provider-photos/headshots/p-1.png`);
    expect(direct.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes);
    const read = await storage.read('provider-photos/headshots/p-1.png');
    expect(read?.contentType).toBe('image/png');
    expect(new Uint8Array(read!.body)).toEqual(bytes);
    await storage.delete('provider-photos/headshots/p-1.png');
    expect(await storage.read('provider-photos/headshots/p-1.png')).toBeNull();
  });

  it('gives the public URL of S3_PUBLIC_URL, or the app path that proxies the object', () => {
    expect(s3({ publicUrl: 'https://cdn.example.com/' }).publicUrl('app-logos/a.png')).toBe(
      'https://cdn.example.com/app-logos/a.png',
    );
    expect(s3().publicUrl('app-logos/a.png')).toBe('/uploads/app-logos/a.png');
  });

  it('fails loudly with credentials the server does not know, and refuses unsafe keys', async () => {
    await expect(s3({ accessKeyId: 'nobody' }).put('app-logos/b.png', bytes, 'image/png')).rejects.toThrow(
      /S3 put failed: 403/,
    );
    await expect(s3().put('../b.png', bytes, 'image/png')).rejects.toThrow('Invalid storage key');
    expect(await s3().read('../b.png')).toBeNull();
  });
});

/**
 * s3rver checks the access key but not SigV4 signatures, so this server checks them the way S3 does:
 * it recomputes the signature from the request it received and the secret, and keeps the objects.
 */
function sigV4Server(accessKeyId: string, secret: string, region: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
  const verify = (req: IncomingMessage, body: Buffer): string | null => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'no SigV4 authorization';
    const [, keyId, day, reg, signedHeaders, signature] = auth;
    if (keyId !== accessKeyId || reg !== region) return 'wrong credential scope';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (!amzDate.startsWith(day!)) return 'date mismatch';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha(body)) return 'payload hash mismatch';
    const url = new URL(req.url!, 'http://x');
    const query = [...url.searchParams]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&');
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and date must be signed';
    const headers = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(toSign).digest('hex');
    return expected === signature ? null : 'signature mismatch';
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = verify(req, body);
      if (problem) {
        res.writeHead(403, { 'content-type': 'text/plain' }).end(problem);
        return;
      }
      const path = new URL(req.url!, 'http://x').pathname;
      if (req.method === 'PUT') {
        objects.set(path, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(path);
        if (o) res.writeHead(200, { 'content-type': o.type }).end(o.body);
        else res.writeHead(404).end();
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects };
}

describe('S3 request signing (checked by a local SigV4-verifying server)', () => {
  const { server, objects } = sigV4Server(
    'AKIDEXAMPLE',
    'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    'eu-west-1',
  );
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  const storage = (secretAccessKey: string) =>
    createS3Storage({
      bucket: 'cc-bucket',
      endpoint,
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey,
    });

  it('signs put, get and delete so that the server accepts them', async () => {
    const s = storage('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
    await s.put('profile-images/u1/patient-avatars/a.png', bytes, 'image/png');
    expect(objects.get('/cc-bucket/profile-images/u1/patient-avatars/a.png')?.type).toBe('image/png');
    expect(new Uint8Array((await s.read('profile-images/u1/patient-avatars/a.png'))!.body)).toEqual(bytes);
    await s.delete('profile-images/u1/patient-avatars/a.png');
    expect(objects.size).toBe(0);
  });

  it('is refused with a wrong secret', async () => {
    await expect(storage('not-the-secret').put('app-logos/x.png', bytes, 'image/png')).rejects.toThrow(
      /S3 put failed: 403 signature mismatch/,
    );
    expect(objects.size).toBe(0);
  });
});
