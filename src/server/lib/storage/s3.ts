import { AwsClient } from 'aws4fetch';
import { assertSafeKey, contentTypeForKey, isSafeKey, UPLOADS_PATH, type Storage } from './storage.ts';

export type S3Options = {
  bucket: string;
  /** e.g. https://s3.us-east-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000 */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects from (a CDN or the bucket's public address); else the app proxies. */
  publicUrl?: string;
};

/**
 * S3-compatible object storage, path-style addressing (works with AWS, R2, MinIO, Ceph...). Requests
 * are signed with SigV4 by aws4fetch: a few kilobytes, no SDK.
 */
export function createS3Storage(opts: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
  });
  const base = `${opts.endpoint.replace(/\/$/, '')}/${encodeURIComponent(opts.bucket)}`;
  const objectUrl = (key: string) => `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: {
          'content-type': contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        },
      });
      if (!res.ok) throw await fail('put', res);
      await res.arrayBuffer();
    },
    async delete(key) {
      assertSafeKey(key);
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await fail('delete', res);
      await res.arrayBuffer();
    },
    async read(key) {
      if (!isSafeKey(key)) return null;
      const res = await client.fetch(objectUrl(key), { method: 'GET' });
      if (res.status === 404 || res.status === 403) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw await fail('get', res);
      return { body: new Uint8Array(await res.arrayBuffer()), contentType: contentTypeForKey(key) };
    },
    publicUrl: (key) =>
      opts.publicUrl ? `${opts.publicUrl.replace(/\/$/, '')}/${key}` : `${UPLOADS_PATH}/${key}`,
  };
}
