import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app.ts';
import { testServices } from './test/harness.ts';

// A stand-in for dist/web with the service worker vite copies from src/web/public.
let app: App;
beforeAll(async () => {
  const { deps } = await testServices();
  const webRoot = mkdtempSync(join(tmpdir(), 'careconnect-web-'));
  writeFileSync(
    join(webRoot, 'index.html'),
    '<!doctype html><title>CareConnect</title><div id="root"></div>',
  );
  writeFileSync(join(webRoot, 'sw.js'), "self.addEventListener('push', function () {});");
  app = createApp(deps, { webRoot });
});

describe('serving the service worker', () => {
  it('sends /sw.js as JavaScript that browsers check again on every visit (no-cache)', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("addEventListener('push'");
  });
});
