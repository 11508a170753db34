import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes .br and .gz beside every built script, style and icon, once at build time; the server sends
 * them to browsers that accept them (seniors on slow rural connections get a third of the bytes).
 */
function precompress(): Plugin {
  return {
    name: 'careconnect-precompress',
    apply: 'build',
    writeBundle({ dir }) {
      const walk = (folder: string): string[] =>
        readdirSync(folder).flatMap((name) => {
          const path = join(folder, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(dir!)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
