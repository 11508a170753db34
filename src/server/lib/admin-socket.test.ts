import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSocketPath, listenAdminSocket, sendAdminRequest } from './admin-socket.ts';

describe('the admin socket', () => {
  it('refuses a DATA_DIR too deep for a socket, leaving no file anywhere', async () => {
    const base = mkdtempSync(join(tmpdir(), 'careconnect-socket-'));
    const deep = join(base, 'd'.repeat(120));
    mkdirSync(deep);
    const path = adminSocketPath(deep);
    // The system would cut such a path short and make the socket somewhere else.
    await expect(listenAdminSocket(path, async () => ({ ok: true, message: 'done' }))).rejects.toThrow(
      /too long for a socket/,
    );
    expect(existsSync(path)).toBe(false);
    expect(readdirSync(base)).toEqual(['d'.repeat(120)]);
    expect(await sendAdminRequest(path, { command: 'user:create' })).toBeNull();
  });

  it('answers one request per connection and is gone once stopped', async () => {
    const path = adminSocketPath(mkdtempSync(join(tmpdir(), 'careconnect-socket-')));
    const stop = await listenAdminSocket(path, async (request) => ({
      ok: true,
      message: JSON.stringify(request),
    }));
    expect(await sendAdminRequest(path, { command: 'x' })).toEqual({ ok: true, message: '{"command":"x"}' });
    await stop();
    expect(existsSync(path)).toBe(false);
    expect(await sendAdminRequest(path, { command: 'x' })).toBeNull();
  });
});
