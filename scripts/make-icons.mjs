// Draws the app icons (PNG) from the brand mark in src/web/public/favicon.svg. Run it again after the
// mark changes: `node scripts/make-icons.mjs`; the PNGs are committed, nothing is drawn at install time.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const PUBLIC = new URL('../src/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');

// Maskable and Apple icons must fill their square: the system cuts its own shape (circle, rounded
// square) out of it, so the mark's rounded corners go and the heart stays inside the central 80 %.
const fullBleed = favicon.replace(/ rx="[^"]*"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg has no rounded square to square off');

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

for (const { file, size, svg } of icons) {
  // Drawn at the target density (not scaled up from 64 px), so the edges stay sharp.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, PUBLIC).pathname);
  console.log(`${file} (${size}×${size})`);
}
