import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from './auth.ts';

/**
 * The caller's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry (only
 * behind a proxy that sets it; otherwise a client could choose its own address).
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket; they may name their address themselves.
    return c.req.header(CLIENT_IP_HEADER);
  }
}
