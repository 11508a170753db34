// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/sw.js as the browser runs it (a classic script with `self` as its global), here for what it
 * does with requests: the offline page, the shell cache, and never touching personal data.
 */
const SOURCE = readFileSync(fileURLToPath(new URL('../../public/sw.js', import.meta.url)), 'utf8');
const ORIGIN = 'https://careconnect.example';
const CURRENT_CACHE = 'careconnect-shell-v2';

const INDEX_HTML =
  '<!doctype html><html><head>' +
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/vendor-Xy9.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Qq7.css">' +
  '</head><body><div id="root"></div></body></html>';

type Listener = (event: unknown) => void;
type FakeRequest = { url: string; method: string; mode: string };

/** A CacheStorage in memory, keyed by URL, with spies on every way in. */
function fakeCaches(seed: Record<string, Record<string, string>> = {}) {
  const stores = new Map<string, Map<string, Response>>();
  const put = vi.fn();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (requests: Request[]) => {
        const responses = await Promise.all(requests.map((r) => network.fetch(r)));
        responses.forEach((res, i) => {
          if (!res.ok) throw new TypeError(`${requests[i].url} answered ${res.status}`);
        });
        responses.forEach((res, i) => {
          put(requests[i].url);
          store.set(requests[i].url, res);
        });
      },
      put: async (request: Request | string, res: Response) => {
        const url = typeof request === 'string' ? request : request.url;
        put(url);
        store.set(url, res);
      },
    };
  };
  for (const [name, entries] of Object.entries(seed)) {
    const store = new Map<string, Response>();
    for (const [path, body] of Object.entries(entries)) store.set(`${ORIGIN}${path}`, new Response(body));
    stores.set(name, store);
  }
  const network = {
    fetch: vi.fn<(request: Request | FakeRequest) => Promise<Response>>(),
  };
  const match = async (request: Request | FakeRequest | string, options: { cacheName?: string } = {}) => {
    const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;
    for (const [name, store] of stores) {
      if (options.cacheName && options.cacheName !== name) continue;
      const hit = store.get(url);
      if (hit) return hit.clone();
    }
    return undefined;
  };
  return {
    stores,
    put,
    network,
    caches: {
      open: vi.fn(open),
      match: vi.fn(match),
      keys: async () => [...stores.keys()],
      delete: vi.fn(async (name: string) => stores.delete(name)),
    },
  };
}

/** Resolves addresses against the worker's origin, as a worker's Request does. */
class WorkerRequest extends Request {
  constructor(input: string, init?: RequestInit) {
    super(new URL(input, ORIGIN), init);
  }
}

function loadWorker(options: { seed?: Record<string, Record<string, string>> } = {}) {
  const listeners = new Map<string, Listener>();
  const storage = fakeCaches(options.seed);
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    skipWaiting: vi.fn(async () => undefined),
    registration: {
      showNotification: vi.fn(async () => undefined),
      navigationPreload: { enable: vi.fn(async () => undefined) },
    },
    clients: { claim: vi.fn(async () => undefined) },
    caches: storage.caches,
    fetch: storage.network.fetch,
  };
  runInContext(
    SOURCE,
    createContext({ self, URL, Promise, Object, encodeURIComponent, Request: WorkerRequest, Response }),
    { filename: 'sw.js' },
  );
  /** Fires a lifecycle event and waits for what the worker passed to waitUntil. */
  const fireLifecycle = async (type: 'install' | 'activate') => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)!({ waitUntil: (p: Promise<unknown>) => waited.push(p) });
    await Promise.all(waited);
  };
  /** Fires a fetch: the worker's answer, or null when it left the request to the browser. */
  const fireFetch = async (path: string, init: { method?: string; mode?: string } = {}) => {
    const answered: { response?: Promise<Response> } = {};
    const request: FakeRequest = {
      url: new URL(path, ORIGIN).href,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'cors',
    };
    listeners.get('fetch')!({
      request,
      preloadResponse: Promise.resolve(undefined),
      respondWith: (p: Promise<Response>) => {
        answered.response = p;
      },
    });
    return answered.response ? await answered.response : null;
  };
  return { self, storage, fireLifecycle, fireFetch };
}

/** A network that serves the app page and every shell file. */
function onlineNetwork(fetch: ReturnType<typeof loadWorker>['self']['fetch']) {
  fetch.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/') return new Response(INDEX_HTML, { headers: { 'Content-Type': 'text/html' } });
    return new Response(`body of ${pathname}`);
  });
}

const offline = (fetch: ReturnType<typeof loadWorker>['self']['fetch']) =>
  fetch.mockRejectedValue(new TypeError('Failed to fetch'));

describe('service worker: installing and taking over', () => {
  it("keeps the offline page and the shell, with the app page's script and styles, but not the page itself", async () => {
    const { self, storage, fireLifecycle } = loadWorker();
    onlineNetwork(self.fetch);
    await fireLifecycle('install');

    const cached = [...storage.stores.get(CURRENT_CACHE)!.keys()].map((url) => new URL(url).pathname);
    expect(cached.sort()).toEqual(
      [
        '/assets/index-AbC123.js',
        '/assets/index-Qq7.css',
        '/assets/vendor-Xy9.js',
        '/favicon.svg',
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/manifest.webmanifest',
        '/offline.html',
        '/offline.js',
        '/es/manifest.webmanifest',
        '/es/offline.html',
      ].sort(),
    );
    // Asked of the server, not of the browser's HTTP cache, which may hold an older copy.
    const asked = self.fetch.mock.calls.map(([r]) => r as Request);
    expect(asked.every((r) => r.cache === 'reload')).toBe(true);
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it('still installs (notifications keep working) when the shell cannot be fetched', async () => {
    const { self, fireLifecycle } = loadWorker();
    offline(self.fetch);
    await fireLifecycle('install');
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it("removes older versions' caches on taking over, and leaves the current one", async () => {
    const { self, storage, fireLifecycle } = loadWorker({
      seed: {
        'careconnect-shell-v0': { '/offline.html': 'old' },
        [CURRENT_CACHE]: { '/offline.html': 'new' },
      },
    });
    await fireLifecycle('activate');
    expect([...storage.stores.keys()]).toEqual([CURRENT_CACHE]);
    expect(self.registration.navigationPreload.enable).toHaveBeenCalled();
    expect(self.clients.claim).toHaveBeenCalled();
  });
});

describe('service worker: requests', () => {
  const shell = {
    [CURRENT_CACHE]: { '/offline.html': '<h1>You are offline</h1>', '/offline.js': 'reload()' },
  };

  it('never handles or caches /api/ and /uploads/ requests, online or offline, pages or data', async () => {
    const { self, storage, fireFetch } = loadWorker({ seed: shell });
    onlineNetwork(self.fetch);
    for (const path of [
      '/api/me',
      '/api/notifications?limit=20',
      '/api/events',
      '/uploads/headshots/a.webp',
    ]) {
      expect(await fireFetch(path)).toBeNull();
      expect(await fireFetch(path, { mode: 'navigate' })).toBeNull();
    }
    offline(self.fetch);
    expect(await fireFetch('/api/me')).toBeNull();
    expect(await fireFetch('/api/docs', { mode: 'navigate' })).toBeNull();
    expect(self.fetch).not.toHaveBeenCalled();
    expect(storage.put).not.toHaveBeenCalled();
    expect(storage.caches.match).not.toHaveBeenCalled();
  });

  it('shows the cached offline page when a page cannot be loaded (no network)', async () => {
    const { self, fireFetch } = loadWorker({ seed: shell });
    offline(self.fetch);
    const res = await fireFetch('/providers?specialty=Cardiology', { mode: 'navigate' });
    expect(await res!.text()).toBe('<h1>You are offline</h1>');
  });

  it("loads pages from the network, shows the server's own error pages, and caches no page", async () => {
    const { self, storage, fireFetch } = loadWorker({ seed: shell });
    self.fetch.mockResolvedValueOnce(new Response('<div id="root"></div>', { status: 200 }));
    const page = await fireFetch('/patient-dashboard', { mode: 'navigate' });
    expect(await page!.text()).toBe('<div id="root"></div>');

    self.fetch.mockResolvedValueOnce(new Response('Server error', { status: 500 }));
    const failed = await fireFetch('/providers', { mode: 'navigate' });
    expect(failed!.status).toBe(500);
    expect(storage.put).not.toHaveBeenCalled();
  });

  it('shows a page of another language the offline page of its language, else the English one', async () => {
    const { self, fireFetch } = loadWorker({
      seed: {
        [CURRENT_CACHE]: { ...shell[CURRENT_CACHE], '/es/offline.html': '<h1>No tiene conexión</h1>' },
      },
    });
    offline(self.fetch);
    for (const path of ['/es/providers?specialty=Cardiology', '/es/', '/es']) {
      expect(await (await fireFetch(path, { mode: 'navigate' }))!.text(), path).toBe(
        '<h1>No tiene conexión</h1>',
      );
    }
    // An English address that only starts with the same letters stays English.
    expect(await (await fireFetch('/estimates', { mode: 'navigate' }))!.text()).toBe(
      '<h1>You are offline</h1>',
    );
    // A worker whose cache has no Spanish page yet shows the English one rather than an error.
    const older = loadWorker({ seed: shell });
    offline(older.self.fetch);
    expect(await (await older.fireFetch('/es/providers', { mode: 'navigate' }))!.text()).toBe(
      '<h1>You are offline</h1>',
    );
  });

  it('gives the browser its own network error when offline and no offline page was ever cached', async () => {
    const { self, fireFetch } = loadWorker();
    offline(self.fetch);
    const res = await fireFetch('/providers', { mode: 'navigate' });
    expect(res!.type).toBe('error');
  });

  it('serves built assets from the cache when it has them, else from the network without keeping them', async () => {
    const { self, storage, fireFetch } = loadWorker({
      seed: { [CURRENT_CACHE]: { '/assets/index-AbC123.js': 'cached app' } },
    });
    onlineNetwork(self.fetch);
    expect(await (await fireFetch('/assets/index-AbC123.js'))!.text()).toBe('cached app');
    expect(self.fetch).not.toHaveBeenCalled();
    expect(await (await fireFetch('/assets/profile-page-Zz1.js'))!.text()).toBe(
      'body of /assets/profile-page-Zz1.js',
    );
    expect(storage.put).not.toHaveBeenCalled();
  });

  it("gets the offline page's script and the icons from the network, and from the cache when offline", async () => {
    const { self, fireFetch } = loadWorker({ seed: shell });
    onlineNetwork(self.fetch);
    expect(await (await fireFetch('/offline.js'))!.text()).toBe('body of /offline.js');
    offline(self.fetch);
    expect(await (await fireFetch('/offline.js'))!.text()).toBe('reload()');
  });

  it('leaves other sites, sending forms and other requests to the browser', async () => {
    const { self, fireFetch } = loadWorker({ seed: shell });
    offline(self.fetch);
    expect(await fireFetch('https://tile.openstreetmap.org/1/0/0.png')).toBeNull();
    expect(await fireFetch('/providers', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(await fireFetch('/fonts/atkinson.woff2')).toBeNull();
  });
});
