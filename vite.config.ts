import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compiledCatalogues } from './scripts/vite-catalogues.ts';

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

/**
 * React Router's package points every import at its development build, whose warnings (and the code
 * that checks for them) every visitor would download and run; its production build is the same
 * router without them.
 */
const productionRouter = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * Two builds from one configuration: the browser's app (dist/web), and with `--ssr` the server's
 * drawing of the public pages (`vite build --ssr ssr/entry-server.tsx`: dist/ssr/entry-server.js),
 * which the server loads (ADR 16).
 */
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        root: 'src/web',
        publicDir: false,
        plugins: [react(), compiledCatalogues()],
        resolve: { alias: [productionRouter] },
        // One file with its own production React: the server's NODE_ENV (development unless deployed
        // with an AUTH_SECRET) must not decide that the pages are drawn by React's slow checking build.
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir: '../../dist/ssr',
          emptyOutDir: true,
          sourcemap: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      }
    : {
        root: 'src/web',
        publicDir: 'public',
        plugins: [react(), compiledCatalogues(), tailwindcss(), precompress()],
        resolve: { alias: [productionRouter] },
        build: {
          outDir: '../../dist/web',
          emptyOutDir: true,
          sourcemap: false,
          manifest: true,
          // No preload links added by script before each lazy page: on a server-drawn page they were
          // the largest part of the longest task while the app starts on a phone (about 50 ms of
          // 130 in a Lighthouse trace of a profile). The browser fetches a page's modules as it
          // reads their imports instead (docs/benchmarks.md).
          modulePreload: false,
        },
        server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
      },
);
