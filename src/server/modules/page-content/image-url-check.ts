import type { IncomingHttpHeaders } from 'node:http';
import { request, type Agent } from 'node:https';
import { IMAGE_URL_MESSAGES } from '#shared/page-content/page-content-schemas.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { isLocalHost, publicOnlyLookup } from '../../lib/public-address.ts';

/**
 * The image address check (page-content.test.ts, docs/product.md#content): a HEAD request must succeed with
 * an image content type. The address comes from a person, and the server dials it: only https on public
 * addresses, every redirect checked the same way, a few redirects at most, and a time limit for the whole
 * check.
 */

export type ImageCheckResult = { ok: true; contentType: string } | { ok: false; message: MessageKey };

export type ImageCheckOptions = {
  /**
   * Dial loopback and private addresses too. The application never sets it; the API tests do, to
   * reach the HTTPS server they start on 127.0.0.1 (see allowPrivateImageHostsForTests).
   */
  allowPrivateHosts?: boolean;
  /** A connection agent (tests: one that trusts their own server's certificate). */
  agent?: Agent;
  timeoutMs?: number;
};

const IMAGE_CHECK_TIMEOUT_MS = 5000;
const IMAGE_CHECK_MAX_REDIRECTS = 3;

const unreachable: ImageCheckResult = { ok: false, message: IMAGE_URL_MESSAGES.unreachable };
const notImage: ImageCheckResult = { ok: false, message: IMAGE_URL_MESSAGES.notImage };

type HeadAnswer = { status: number; headers: IncomingHttpHeaders };

function head(url: URL, options: ImageCheckOptions, signal: AbortSignal): Promise<HeadAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'HEAD',
        signal,
        // A fresh connection each time: a kept-alive one would skip the address check below.
        agent: options.agent ?? false,
        // Checked at connection time, for every address the name resolves to. A host written as
        // an address literal is never looked up: checkImageAddress refuses private ones first.
        ...(options.allowPrivateHosts ? {} : { lookup: publicOnlyLookup }),
        headers: { accept: 'image/*', 'user-agent': 'CareConnect image check' },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function checkImageAddress(
  address: string,
  options: ImageCheckOptions = {},
): Promise<ImageCheckResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? IMAGE_CHECK_TIMEOUT_MS);
  let next = address;
  for (let hop = 0; hop <= IMAGE_CHECK_MAX_REDIRECTS; hop++) {
    let url: URL;
    try {
      url = new URL(next);
    } catch {
      return unreachable;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return unreachable;
    if (!options.allowPrivateHosts && isLocalHost(url.hostname)) return unreachable;
    let answer: HeadAnswer;
    try {
      answer = await head(url, options, signal);
    } catch {
      return unreachable;
    }
    const { status, headers } = answer;
    if (status >= 300 && status < 400 && headers.location) {
      next = new URL(headers.location, url).href;
      continue;
    }
    if (status < 200 || status >= 300) return unreachable;
    const contentType = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    return contentType.startsWith('image/') ? { ok: true, contentType } : notImage;
  }
  return unreachable;
}

let testOptions: ImageCheckOptions = {};

/**
 * Lets the API tests reach the server they start on 127.0.0.1, trusting its own certificate. Only
 * tests call it, so the running application always refuses private addresses, whatever NODE_ENV says.
 * Call it with {} to go back to the application's rules.
 */
export function allowPrivateImageHostsForTests(options: ImageCheckOptions) {
  testOptions = options;
}

/** The check as the application runs it. */
export const checkImageUrl = (address: string) => checkImageAddress(address, testOptions);
