import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSignOutTasks } from '../../lib/sign-out-tasks.ts';
import './use-presence-heartbeat.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-out tasks', () => {
  it('tells the server the user has left (presence offline) before the session ends', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await runSignOutTasks();
    const offline = fetchMock.mock.calls.find(
      ([url, init]) =>
        url === '/api/presence' && (init as RequestInit | undefined)?.body === '{"status":"offline"}',
    );
    expect(offline).toBeDefined();
  });
});
