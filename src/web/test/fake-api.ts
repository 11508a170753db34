import { vi } from 'vitest';

/**
 * A fake API for component tests: 'METHOD /path' → answer (a promise holds the answer back). The
 * screens' own fetchers and api-client run against it unchanged.
 */
export type Answer = { status: number; body?: unknown };
export type Handler = (url: URL, body: unknown) => Answer | Promise<Answer>;
export type Call = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  /** The request's headers, names lower-cased (the acting-for header, say). */
  headers: Record<string, string>;
};

/** Stands in for fetch (vi.unstubAllGlobals puts it back); returns every call, as it is made. */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      // Uploads send a form: handlers get the FormData itself.
      const body =
        init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ method, path: url.pathname, search: url.search, body, headers });
      const handler = routes[`${method} ${url.pathname}`];
      const res = handler ? await handler(url, body) : { status: 404, body: { detail: 'Not found' } };
      return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
        status: res.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
