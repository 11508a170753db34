import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { fakeApi } from '../test/fake-api.ts';
import { english } from '../test/i18n.ts';
import { ApiError } from './api-client.ts';
import { uploadImage } from './uploads.ts';

const png = (size = 100, name = 'office.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('sends the file with its folder and returns the stored upload', async () => {
    const stored = {
      id: 'u1',
      area: 'provider-photos',
      key: 'k',
      url: '/uploads/k',
      contentType: 'image/png',
      size: 9,
    };
    const calls = fakeApi({ 'POST /api/uploads/provider-photos': () => ({ status: 201, body: stored }) });
    await expect(
      uploadImage(png(), { area: 'provider-photos', folder: 'office-photos' }, english.t),
    ).resolves.toEqual(stored);
    const form = calls[0]!.body as FormData;
    expect(form.get('folder')).toBe('office-photos');
    expect((form.get('file') as File).name).toBe('office.png');
  });

  it('refuses a file that is not an image, or too large, without sending it', async () => {
    const calls = fakeApi({});
    const notImage = (await uploadImage(
      png(10, 'notes.txt', 'text/plain'),
      { area: 'provider-photos' },
      english.t,
    ).catch((e: unknown) => e)) as ApiError;
    expect(notImage.message).toBe('Please select a valid image file');
    expect(notImage.code).toBe(UPLOAD_MESSAGES.notImage);
    await expect(
      uploadImage(
        png(3 * 1024 * 1024),
        {
          area: 'provider-photos',
          maxBytes: { bytes: 2 * 1024 * 1024, message: 'Each image must be 2MB or smaller' },
        },
        english.t,
      ),
    ).rejects.toThrow('Each image must be 2MB or smaller');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's words when it refuses the file", async () => {
    fakeApi({
      'POST /api/uploads/provider-photos': () => ({
        status: 400,
        body: { detail: 'Please select an image file (PNG, JPG, GIF, WEBP, SVG)' },
      }),
    });
    const error = await uploadImage(png(), { area: 'provider-photos' }, english.t).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Please select an image file (PNG, JPG, GIF, WEBP, SVG)');
  });
});
