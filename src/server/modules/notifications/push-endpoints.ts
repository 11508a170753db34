import { Agent } from 'node:https';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { isLocalHost, publicOnlyLookup } from '../../lib/public-address.ts';

/**
 * A push endpoint is an address the browser hands us and the server later POSTs to. In production an
 * endpoint must be https on a public address: checked when the browser subscribes (the host as
 * written) and again when connecting (every address the name resolves to, see public-address.ts).
 */

export { PRIVATE_ADDRESS } from '../../lib/public-address.ts';

export const ENDPOINT_REFUSED = 'account.pushRefusal.endpointRefused' satisfies MessageKey;

/** Why the server will not send to this endpoint, or null. Outside production anything goes. */
export function endpointRefusal(endpoint: string, production: boolean): MessageKey | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_REFUSED;
  }
  if (!production) return null;
  if (url.protocol !== 'https:' || url.username || url.password) return ENDPOINT_REFUSED;
  return isLocalHost(url.hostname) ? ENDPOINT_REFUSED : null;
}

/** The production agent for push requests: public addresses only, connections kept for reuse. */
export function publicPushAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 64, lookup: publicOnlyLookup });
}
