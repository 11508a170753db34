import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { UPLOAD_REQUEST_MESSAGES, type UploadDto } from '#shared/uploads/upload-schemas.ts';
import type { Role } from '#shared/roles.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { uploads } from '../../db/schema/index.ts';
import { createApp } from '../../app.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { createS3Storage } from '../../lib/storage/s3.ts';
import { UPLOAD_IN_APPLICATION } from './service.ts';
import { apiClient, TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Person = { id: string; client: { cookie: string } };
const person = (role: Role): Promise<Person> => signedInUser(app, deps, role);

async function send(
  who: Person | null,
  area: string,
  file?: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string> = {},
) {
  return sendTo(app, who, area, file, fields);
}

async function sendTo(
  target: App,
  who: Person | null,
  area: string,
  file?: { bytes: Uint8Array; name: string; type: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  if (file)
    form.set('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await target.request(`/api/uploads/${area}`, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.client.cookie } : {}) },
    body: form,
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

async function remove(who: Person | null, id: string) {
  const res = await app.request(`/api/uploads/${id}`, {
    method: 'DELETE',
    headers: { origin: TEST_ORIGIN, ...(who ? { cookie: who.client.cookie } : {}) },
  });
  return res.status;
}

const get = (path: string) => app.request(path);

async function jpegWithGps(width = 1200, height = 800) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 1', Orientation: '1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '80/1 11/1 0/1',
      },
    })
    .toBuffer();
  return { bytes: new Uint8Array(bytes), name: 'photo.jpg', type: 'image/jpeg' };
}

const png = async (width = 40, height = 40) => ({
  bytes: new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: '#336699' } })
      .png()
      .toBuffer(),
  ),
  name: 'picture.png',
  type: 'image/png',
});

const fileCount = () => {
  const root = join(deps.config.DATA_DIR, 'uploads');
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
};

describe('upload content checks', () => {
  it('a JPEG with GPS metadata comes back re-encoded, without EXIF or GPS, and served as image/jpeg', async () => {
    const provider = await person('provider');
    const original = await jpegWithGps();
    expect((await sharp(original.bytes).metadata()).exif).toBeDefined();

    const res = await send(provider, 'provider-photos', original, { folder: 'office-photos' });
    expect(res.status).toBe(201);
    const dto = res.body as UploadDto;
    expect(dto.contentType).toBe('image/jpeg');
    expect(dto.url).toBe(`/uploads/${dto.key}`);

    const served = await get(dto.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.width).toBe(1200);
  });

  it('names headshots and office photos by provider id plus time, others by a random id', async () => {
    const provider = await person('provider');
    const providerId = await addProvider(deps, { userId: provider.id });
    const head = (await send(provider, 'provider-photos', await png(), { folder: 'headshots' }))
      .body as UploadDto;
    expect(head.key).toMatch(new RegExp(`^provider-photos/headshots/${providerId}-\\d{13}\\.png$`));
    const service = (await send(provider, 'service-images', await png())).body as UploadDto;
    expect(service.key).toMatch(/^service-images\/[0-9a-f-]{36}\.png$/);
    const patient = await person('patient');
    const avatar = (await send(patient, 'profile-images', await png(), { folder: 'patient-avatars' }))
      .body as UploadDto;
    expect(avatar.key).toMatch(
      new RegExp(`^profile-images/${patient.id}/patient-avatars/[0-9a-f-]{36}\\.png$`),
    );
  });

  it('shrinks a large photo to the area maximum (600 px for an avatar)', async () => {
    const patient = await person('patient');
    const res = await send(patient, 'profile-images', await png(1800, 1200), { folder: 'patient-avatars' });
    const meta = await sharp(
      new Uint8Array(await (await get((res.body as UploadDto).url)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
  });

  it("refuses an executable or a shell script renamed .png with the spec's message, storing nothing", async () => {
    const provider = await person('provider');
    const before = fileCount();
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(200).fill(0)]);
    const script = new TextEncoder().encode('#!/bin/sh\nrm -rf ~\n');
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, ...new Array(200).fill(1)]);
    for (const bytes of [elf, script, exe]) {
      const res = await send(provider, 'service-images', { bytes, name: 'cute-cat.png', type: 'image/png' });
      expect(res.status).toBe(400);
      expect(res.type).toContain('application/problem+json');
      expect(res.body.detail).toBe('Please select an image file (PNG, JPG, GIF, WEBP, SVG)');
    }
    // A PNG signature followed by garbage is not a picture either.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(100).fill(7)]);
    expect(
      (await send(provider, 'service-images', { bytes: fake, name: 'x.png', type: 'image/png' })).body.detail,
    ).toBe(inEnglish(UPLOAD_MESSAGES.imageType));
    expect(fileCount()).toBe(before);
  });

  it('keeps a GIF a GIF and a WebP a WebP', async () => {
    const provider = await person('provider');
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#884400' } });
    const gif = new Uint8Array(await base.clone().gif().toBuffer());
    const webp = new Uint8Array(await base.clone().webp().toBuffer());
    const g = (await send(provider, 'service-images', { bytes: gif, name: 'a.gif', type: 'image/gif' }))
      .body as UploadDto;
    const w = (await send(provider, 'service-images', { bytes: webp, name: 'a.webp', type: 'image/webp' }))
      .body as UploadDto;
    expect([g.contentType, w.contentType]).toEqual(['image/gif', 'image/webp']);
    expect((await get(g.url)).headers.get('content-type')).toBe('image/gif');
    expect((await get(w.url)).headers.get('content-type')).toBe('image/webp');
  });

  it('accepts a real PNG whatever its name and declared type say', async () => {
    const provider = await person('provider');
    const file = { ...(await png()), name: 'document.txt', type: 'application/octet-stream' };
    const res = await send(provider, 'service-images', file);
    expect(res.status).toBe(201);
    expect((res.body as UploadDto).key).toMatch(/\.png$/);
  });

  it('refuses an image over 5 MB (and over 10 MB) with the spec message and stores nothing', async () => {
    const provider = await person('provider');
    const before = fileCount();
    const rows = await deps.database.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.ownerUserId, provider.id));
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set((await png()).bytes);
    const res = await send(provider, 'service-images', { bytes: big, name: 'big.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('File size must be less than 5MB');
    const huge = new Uint8Array(11 * 1024 * 1024);
    const res2 = await send(provider, 'service-images', { bytes: huge, name: 'huge.png', type: 'image/png' });
    expect(res2.status).toBe(413);
    expect(res2.body.detail).toBe('File size must be less than 10MB');
    expect(fileCount()).toBe(before);
    expect(
      await deps.database.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.ownerUserId, provider.id)),
    ).toEqual(rows);
  });

  it("answers 'No file selected' without a file (or with an empty one)", async () => {
    const provider = await person('provider');
    const none = await send(provider, 'service-images');
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('No file selected');
    const empty = await send(provider, 'service-images', {
      bytes: new Uint8Array(),
      name: 'a.png',
      type: 'image/png',
    });
    expect(empty.body.detail).toBe('No file selected');
  });

  it('renders an SVG to a PNG: its script, event handlers and external references are gone', async () => {
    const admin = await person('super_admin');
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
      'width="120" height="60" onload="alert(1)"><script>alert(document.cookie)</script>' +
      '<image xlink:href="http://127.0.0.1:9/tracker.png" width="10" height="10"/>' +
      '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>' +
      '<rect width="120" height="60" fill="#0a5"/></svg>';
    const res = await send(admin, 'app-logos', {
      bytes: new TextEncoder().encode(svg),
      name: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(res.status).toBe(201);
    const dto = res.body as UploadDto;
    expect(dto.contentType).toBe('image/png');
    expect(dto.key).toMatch(/^app-logos\/[0-9a-f-]{36}\.png$/);
    const served = await get(dto.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/script|onload|alert/i);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('png');
  });

  it('refuses an SVG that defines entities in its DOCTYPE', async () => {
    const admin = await person('super_admin');
    const svg =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>';
    const res = await send(admin, 'content-images', {
      bytes: new TextEncoder().encode(svg),
      name: 'a.svg',
      type: 'image/svg+xml',
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(inEnglish(UPLOAD_MESSAGES.imageType));
  });
});

describe('serving uploads', () => {
  it('never serves anything outside the uploads folder', async () => {
    const provider = await person('provider');
    await send(provider, 'service-images', await png());
    // A secret beside the uploads folder, in DATA_DIR, as the auth secret would be.
    const secret = `secret-${Date.now()}-do-not-serve`;
    writeFileSync(join(deps.config.DATA_DIR, 'private.png'), secret);
    for (const path of [
      '/uploads/../private.png',
      '/uploads/%2e%2e/private.png',
      '/uploads/%2e%2e%2fprivate.png',
      '/uploads/service-images/..%2f..%2fprivate.png',
      '/uploads/..%5cprivate.png',
      '/uploads/.%2e/private.png',
      '/uploads/.hidden',
      '/uploads/service-images',
      '/uploads/',
      '/uploads/service-images/%00.png',
    ]) {
      const res = await get(path);
      const body = await res.text();
      expect(body, path).not.toContain(secret);
      // A path the URL parser folds to one outside /uploads is no upload: the app page or 404 answers.
      if (new URL(path, 'http://x').pathname.startsWith('/uploads/')) expect(res.status, path).toBe(404);
      else expect(res.headers.get('content-type') ?? '', path).not.toMatch(/^image\//);
    }
  });

  it('answers 404 for a file that is not there', async () => {
    expect((await get('/uploads/service-images/00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
  });
});

describe('who may upload, replace and delete', () => {
  it('lets each role upload to its own areas only, and guests nowhere (401)', async () => {
    const file = await png();
    const cases: [Role, string, string | undefined, number][] = [
      ['patient', 'profile-images', 'patient-avatars', 201],
      ['patient', 'profile-images', 'provider-profiles', 403],
      ['patient', 'provider-photos', 'headshots', 403],
      ['patient', 'service-images', undefined, 403],
      ['provider', 'provider-photos', 'headshots', 201],
      ['provider', 'provider-photos', 'office-photos', 201],
      ['provider', 'profile-images', 'provider-profiles', 201],
      ['provider', 'service-images', undefined, 201],
      ['provider', 'profile-images', 'patient-avatars', 403],
      ['provider', 'organization-logos', 'logos', 403],
      ['provider', 'content-images', undefined, 403],
      ['organization_admin', 'organization-logos', 'logos', 201],
      ['organization_admin', 'provider-photos', 'headshots', 403],
      ['organization_admin', 'app-logos', undefined, 403],
      ['super_admin', 'content-images', undefined, 201],
      ['super_admin', 'app-logos', undefined, 201],
      ['super_admin', 'organization-logos', 'logos', 201],
      ['super_admin', 'provider-photos', 'headshots', 201],
    ];
    const people = new Map<Role, Person>();
    for (const [role, area, folder, status] of cases) {
      if (!people.has(role)) people.set(role, await person(role));
      const res = await send(people.get(role)!, area, file, folder ? { folder } : {});
      expect(res.status, `${role} ${area}/${folder ?? ''}`).toBe(status);
    }
    expect((await send(null, 'service-images', file)).status).toBe(401);
    expect((await send(people.get('provider')!, 'nowhere', file)).status).toBe(400);
    expect((await send(people.get('provider')!, 'provider-photos', file, { folder: '../etc' })).status).toBe(
      400,
    );
  });

  it('says an unknown area, folder or file in the language of the page', async () => {
    const provider = await signedInUser(app, deps, 'provider');
    const spanish = provider.client.speaking('es');
    const area = await spanish.post('/api/uploads/nowhere');
    expect(area.status).toBe(400);
    expect(area.body.detail).toBe('Área de archivos desconocida');
    expect(area.body.code).toBe(UPLOAD_REQUEST_MESSAGES.unknownArea);
    const file = await spanish.delete('/api/uploads/not-a-uuid');
    expect(file.body.detail).toBe('No encontramos el archivo');
    const english = await provider.client.delete('/api/uploads/not-a-uuid');
    expect(english.body.detail).toBe('File not found');
    const folder = await send(provider, 'provider-photos', await png(), { folder: '../etc' });
    expect(folder.body.detail).toBe('Unknown folder for this upload area');
    // The service's own refusals too: a file that is not there, an area that is not theirs.
    const gone = await spanish.delete('/api/uploads/5a1f2b3c-1d2e-4f60-8a7b-9c0d1e2f3a4b');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({
      detail: 'No encontramos el archivo',
      code: UPLOAD_REQUEST_MESSAGES.fileNotFound,
    });
    const form = new FormData();
    form.set('folder', 'logos');
    form.set(
      'file',
      new File([(await png()).bytes as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }),
    );
    const notTheirs = await app.request('/api/uploads/organization-logos', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: provider.client.cookie, 'x-locale': 'es' },
      body: form,
    });
    expect(notTheirs.status).toBe(403);
    expect(await notTheirs.json()).toMatchObject({
      detail: 'Usted no tiene permiso para subir archivos aquí.',
      code: 'account.uploadRefusal.notAllowedHere',
    });
  });

  it('only the owner or a super_admin deletes a file; the file is gone afterwards', async () => {
    const owner = await person('provider');
    const other = await person('provider');
    const dto = (await send(owner, 'service-images', await png())).body as UploadDto;
    expect((await get(dto.url)).status).toBe(200);

    expect(await remove(null, dto.id)).toBe(401);
    expect(await remove(other, dto.id)).toBe(403);
    expect(await remove(await person('patient'), dto.id)).toBe(403);
    expect((await get(dto.url)).status).toBe(200);

    expect(await remove(owner, dto.id)).toBe(204);
    expect((await get(dto.url)).status).toBe(404);
    expect(await remove(owner, dto.id)).toBe(404);

    const second = (await send(owner, 'service-images', await png())).body as UploadDto;
    expect(await remove(await person('super_admin'), second.id)).toBe(204);
    expect((await get(second.url)).status).toBe(404);
  });

  it("logs a super admin's deletion of someone else's file, and not an owner's or a refused one", async () => {
    const owner = await person('provider');
    const admin = await signedInUser(app, deps, 'super_admin');
    const own = (await send(admin, 'service-images', await png())).body as UploadDto;
    const theirs = (await send(owner, 'service-images', await png())).body as UploadDto;
    const kept = (await send(owner, 'service-images', await png())).body as UploadDto;
    expect(await remove(await person('provider'), theirs.id)).toBe(403);
    expect(await remove(owner, kept.id)).toBe(204);
    expect(await remove(admin, own.id)).toBe(204);
    for (const id of [own.id, theirs.id, kept.id]) expect(await auditCount(deps, { targetId: id })).toBe(0);

    expect(await remove(admin, theirs.id)).toBe(204);
    const entries = await auditEntries(deps, { targetId: theirs.id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'upload.delete',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'upload',
      before: { ownerUserId: owner.id, area: 'service-images', key: theirs.key },
      after: null,
    });
  });

  it('only the owner or a super_admin replaces a file; the old one is removed', async () => {
    const patient = await person('patient');
    const first = (await send(patient, 'profile-images', await png(), { folder: 'patient-avatars' }))
      .body as UploadDto;

    const stranger = await person('patient');
    const refused = await send(stranger, 'profile-images', await png(), {
      folder: 'patient-avatars',
      replaces: first.id,
    });
    expect(refused.status).toBe(403);
    expect((await get(first.url)).status).toBe(200);

    const res = await send(patient, 'profile-images', await png(), {
      folder: 'patient-avatars',
      replaces: first.id,
    });
    expect(res.status).toBe(201);
    const second = res.body as UploadDto;
    expect(second.id).not.toBe(first.id);
    expect((await get(first.url)).status).toBe(404);
    expect((await get(second.url)).status).toBe(200);
  });

  it('keeps the photos of a submitted application: the applicant can neither delete nor replace them, an admin can', async () => {
    const provider = await signedInUser(app, deps, 'provider');
    const photo = (await send(provider, 'provider-photos', await png(), { folder: 'office-photos' }))
      .body as UploadDto;
    const spare = (await send(provider, 'provider-photos', await png(), { folder: 'office-photos' }))
      .body as UploadDto;
    const submitted = await provider.client.post('/api/provider-applications', {
      fullName: 'Elena Morales',
      role: 'Practice Manager',
      phone: '(305) 555-0142',
      email: provider.email,
      preferredContact: 'Email',
      practiceName: 'Coral Gables Family Dental',
      businessAddress: '100 Miracle Mile, Coral Gables, FL 33134',
      website: '',
      practicePhone: '(305) 555-0199',
      npiNumber: '',
      taxonomyCode: '122300000X',
      secondaryTaxonomyCodes: [],
      languages: ['English'],
      description: '',
      referralSource: 'Email',
      imageIds: [photo.id],
      medicareParticipation: 'Yes',
      medicareAdvantagePlans: [],
      acceptingNewPatients: 'Yes',
      consentAccurate: true,
      consentPreScreen: true,
    });
    expect(submitted.status).toBe(201);

    const refused = await app.request(`/api/uploads/${photo.id}`, {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: provider.client.cookie },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(inEnglish(UPLOAD_IN_APPLICATION));
    const replaced = await send(provider, 'provider-photos', await png(), {
      folder: 'office-photos',
      replaces: photo.id,
    });
    expect(replaced.status).toBe(409);
    expect((await get(photo.url)).status).toBe(200);

    // A photo chosen but never sent stays the provider's to remove.
    expect(await remove(provider, spare.id)).toBe(204);
    expect(await remove(await person('super_admin'), photo.id)).toBe(204);
    expect((await get(photo.url)).status).toBe(404);
  });

  it('refuses a cross-site upload', async () => {
    const provider = await person('provider');
    const form = new FormData();
    form.set(
      'file',
      new File([(await png()).bytes as Uint8Array<ArrayBuffer>], 'a.png', { type: 'image/png' }),
    );
    const res = await app.request('/api/uploads/service-images', {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: provider.client.cookie },
      body: form,
    });
    expect(res.status).toBe(403);
  });

  it('the API client helper is unaffected (JSON routes still answer)', async () => {
    expect((await apiClient(app).get('/api/health')).status).toBe(200);
  });
});

describe('uploads on S3-compatible storage (a local s3rver)', () => {
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'careconnect-s3-')),
      resetOnClose: true,
      configureBuckets: [{ name: 'uploads-test' }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  });
  afterAll(() => server?.close());

  const s3App = (port?: number) =>
    createApp({
      ...deps,
      storage: createS3Storage({
        bucket: 'uploads-test',
        endpoint: port ? `http://127.0.0.1:${port}` : endpoint,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
    });

  it('stores the re-encoded image in the bucket, serves it through /uploads and deletes it', async () => {
    const s3 = s3App();
    const provider = await person('provider');
    const res = await sendTo(s3, provider, 'provider-photos', await jpegWithGps(300, 200), {
      folder: 'headshots',
    });
    expect(res.status).toBe(201);
    const dto = res.body as UploadDto;
    const inBucket = await fetch(`${endpoint}/uploads-test/${dto.key}`);
    expect(inBucket.status).toBe(200);
    expect(inBucket.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(new Uint8Array(await inBucket.arrayBuffer())).metadata()).exif).toBeUndefined();

    const served = await s3.request(dto.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');

    const del = await s3.request(`/api/uploads/${dto.id}`, {
      method: 'DELETE',
      headers: { origin: TEST_ORIGIN, cookie: provider.client.cookie },
    });
    expect(del.status).toBe(204);
    expect((await fetch(`${endpoint}/uploads-test/${dto.key}`)).status).toBe(404);
  });

  it("answers 'Failed to upload image' when the storage cannot be reached, and keeps no record", async () => {
    const closed = createServer();
    await new Promise<void>((ok) => closed.listen(0, '127.0.0.1', ok));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((ok) => closed.close(() => ok()));
    const provider = await person('provider');
    const res = await sendTo(s3App(port), provider, 'service-images', await png());
    expect(res.body.detail).toBe('Failed to upload image');
    expect(res.status).toBe(503);
    expect(
      await deps.database.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.ownerUserId, provider.id)),
    ).toEqual([]);
  });
});
