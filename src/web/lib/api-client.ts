import { ACTING_FOR_HEADER } from '#shared/caregivers/caregivers.ts';
import { actingForHeaders, noteRefusal } from './acting-for.ts';
import { LOCALE_HEADER } from '#shared/i18n/locales.ts';
import { inPageLanguage, REQUEST_FAILED, unreachableWords } from './unreachable.ts';

/** An API failure with the server's words and, for bad input, one message per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server's words when it gave some, else the screen's own. */
export const errorWords = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback;

type Body = Record<string, unknown> | unknown[];

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where API requests go. The browser uses fetch; the server, rendering a page, hands them to its own
 * router in-process with the visitor's cookies, so a page is drawn from the same calls either way
 * (ADR 16).
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/**
 * fetch for our own API: JSON in and out, cookies included, errors turned into ApiError.
 * Understands both our problem+json and better-auth's { code, message } shape.
 *
 * While the user acts for a patient every call names them in the acting-for header (ADR 18); a
 * caller's own header wins, and an empty one sends none, so the booking dialog can book for
 * whomever it was told, the user included (api-client.test.ts).
 */
export async function apiFetch<T>(
  url: string,
  init: Omit<RequestInit, 'body'> & { body?: Body } = {},
): Promise<T> {
  const { body, headers, ...rest } = init;
  const sent: Record<string, string> = {
    Accept: 'application/json',
    ...(body ? { 'Content-Type': 'application/json' } : {}),
    // The server answers in the page's language (ADR 19); a page the server draws sets its own.
    ...(typeof document === 'undefined' ? {} : { [LOCALE_HEADER]: document.documentElement.lang }),
    ...actingForHeaders(),
    ...(headers as Record<string, string> | undefined),
  };
  if (!sent[ACTING_FOR_HEADER]) delete sent[ACTING_FOR_HEADER];
  let res: Response;
  try {
    res = await transport(url, {
      credentials: 'same-origin',
      ...rest,
      headers: sent,
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiError(0, unreachableWords());
  }
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    const d = (data ?? {}) as {
      detail?: string;
      message?: string;
      errors?: Record<string, string>;
      code?: string;
    };
    // An answer without words (a proxy's bare 502, say) gets ours in the page's language: the status
    // text is always English.
    const message = d.detail || d.message || inPageLanguage(REQUEST_FAILED);
    noteRefusal(res.status, d.code);
    throw new ApiError(res.status, message, d.errors ?? {}, d.code);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
