import { UPLOAD_MESSAGES } from '#shared/uploads/uploads.ts';
import { badRequest } from '../../lib/errors.ts';

type DetectedType = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg';

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/**
 * An SVG document: optional BOM, XML declaration, comments or a simple DOCTYPE, then <svg. A DOCTYPE
 * with an internal subset (entity definitions) does not match, so entity tricks are refused outright.
 */
const SVG_START = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^[>]*>\s*)*<svg[\s>/]/i;

/** The file's type from its first bytes: never from its name or the type the browser declared. */
function detectImageType(buf: Uint8Array): DetectedType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, ascii('GIF87a')) || startsWith(buf, ascii('GIF89a'))) return 'gif';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  const head = Buffer.from(buf.subarray(0, 4096)).toString('utf8');
  if (SVG_START.test(head)) return 'svg';
  return null;
}

export type ProcessedImage = { body: Uint8Array; ext: 'png' | 'jpg' | 'gif' | 'webp'; contentType: string };

/** The image library (libvips) is loaded on the first upload: most of a server's life needs none of its memory. */
const loadSharp = async () => (await import('sharp')).default;

/** Decoding stops beyond this many pixels (about 8000 × 6000): a small file must not expand to gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an image: metadata (EXIF, GPS, XMP, comments) is dropped, photos are turned upright by
 * their EXIF orientation, and the image is shrunk to fit maxDimension. Raster images keep their format;
 * an SVG is rendered to PNG (see docs/decisions/0009-uploads.md), so no script in it can ever run.
 * Anything that is not one of the accepted images is refused with the product's message (uploads.test.ts).
 */
export async function processImage(input: Uint8Array, maxDimension: number): Promise<ProcessedImage> {
  const type = detectImageType(input);
  if (!type) throw badRequest(UPLOAD_MESSAGES.imageType);
  const animated = type === 'gif' || type === 'webp';
  const sharp = await loadSharp();
  try {
    let img = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated,
      failOn: 'error',
      // librsvg renders at 72 dpi by default; a small icon would come out tiny.
      ...(type === 'svg' ? { density: 144 } : {}),
    });
    if (!animated) img = img.rotate();
    img = img.resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (withMetadata), which we never do.
    switch (type) {
      case 'jpeg':
        return {
          body: await img.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
          ext: 'jpg',
          contentType: 'image/jpeg',
        };
      case 'png':
      case 'svg':
        return {
          body: await img.png({ compressionLevel: 9 }).toBuffer(),
          ext: 'png',
          contentType: 'image/png',
        };
      case 'gif':
        return { body: await img.gif().toBuffer(), ext: 'gif', contentType: 'image/gif' };
      case 'webp':
        return { body: await img.webp({ quality: 85 }).toBuffer(), ext: 'webp', contentType: 'image/webp' };
    }
  } catch {
    // Right first bytes, but not a picture sharp can read: the same answer as any other non-image.
    throw badRequest(UPLOAD_MESSAGES.imageType);
  }
}
