import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledCatalogues } from './scripts/vite-catalogues.ts';

// Unit and API tests run on a pinned time zone; Playwright pins its own (America/New_York).
process.env.TZ = 'UTC';

/** The tests of a made-up third language, which is added to the locale list for them alone. */
const THIRD_LANGUAGE = 'src/server/third-language.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react(), compiledCatalogues()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The server's drawing of the public pages is tested from the web app's own sources.
        plugins: [react(), compiledCatalogues()],
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, THIRD_LANGUAGE],
          environment: 'node',
          // One worker, no isolation: every file shares one database, created once.
          isolate: false,
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Its own project: the setup file adds the language before anything loads, and no other file
        // shares these modules (the api project runs its files without isolation).
        plugins: [react(), compiledCatalogues()],
        test: {
          name: 'third-language',
          include: [THIRD_LANGUAGE],
          environment: 'node',
          setupFiles: ['src/server/test/third-language.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
