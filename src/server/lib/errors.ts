import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { issueMessage, issueValues } from '#shared/i18n/issues.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import { inWords, isMessageKey, type MessageKey, type Translate } from '#shared/i18n/translate.ts';
import { sqlState } from './db-errors.ts';
import { inEnglish } from './i18n.ts';
import type { Logger } from './logger.ts';

/**
 * An error the client may see: status, a message and optional per-field messages. Each message is a
 * catalogue key (with the values it names), put in the request's language as it is answered and
 * named in the answer's `code` (ADR 19 point 6): words cannot slip through, the types refuse them.
 */
export class AppError extends Error {
  declare readonly message: MessageKey;

  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: MessageKey,
    readonly fields?: Record<string, MessageKey>,
    readonly values?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: MessageKey, fields?: Record<string, MessageKey>) =>
  new AppError(400, message, fields);
export const unauthorized = (message: MessageKey = 'common.apiError.signIn') => new AppError(401, message);
export const forbidden = (message: MessageKey = 'common.apiError.forbidden') => new AppError(403, message);
export const notFound = (message: MessageKey = 'common.apiError.notFound') => new AppError(404, message);
export const conflict = (message: MessageKey) => new AppError(409, message);

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export type Problem = {
  type: 'about:blank';
  title: string;
  status: number;
  /** In the request's language. */
  detail: string;
  /** The message's key, for code that must tell one refusal from another (never by its words). */
  code?: string;
  errors?: Record<string, string>;
  /** Each field's message key, where it has one. */
  codes?: Record<string, string>;
};

/**
 * A message as code says it: a key with the values it names. Only the sign-in service's own words
 * for a refusal no person meets (auth/routes.ts) are `Said<string>`.
 */
export type Said<M extends string = MessageKey> = M | { message: M; values?: Record<string, unknown> };
const messageOf = (said: Said<string>) => (typeof said === 'string' ? said : said.message);

/**
 * A problem answer in the words of `t` (English without one): a message or field message that is a
 * key is put into words and named in `code` / `codes`; one already in words passes as it is.
 */
export function problem(
  status: number,
  detail: Said<string>,
  errors?: Record<string, Said<string>>,
  t: Translate = inEnglish,
): Problem {
  const words = (said: Said<string>) => {
    const { message, values } = typeof said === 'string' ? { message: said, values: undefined } : said;
    return inWords(t, message, values);
  };
  const fields = Object.entries(errors ?? {});
  const codes = fields.filter(([, said]) => isMessageKey(messageOf(said)));
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail: words(detail),
    ...(isMessageKey(messageOf(detail)) ? { code: messageOf(detail) } : {}),
    ...(errors ? { errors: Object.fromEntries(fields.map(([field, said]) => [field, words(said)])) } : {}),
    ...(codes.length
      ? { codes: Object.fromEntries(codes.map(([field, said]) => [field, messageOf(said)])) }
      : {}),
  };
}

export function problemResponse(c: Context, status: number, detail: Said, errors?: Record<string, Said>) {
  const t = (c.get as (key: string) => Translate | undefined)('t');
  return c.newResponse(JSON.stringify(problem(status, detail, errors, t)), status as 400, {
    'Content-Type': 'application/problem+json',
  });
}

/**
 * First message per field, keyed by the dotted path ("" for the whole object), as the schema wrote it
 * (zod's own default reads `common.validation.invalid`).
 */
export function fieldErrors(error: ZodError): Record<string, MessageKey> {
  return Object.fromEntries(Object.entries(fieldIssues(error)).map(([field, said]) => [field, said.message]));
}

/** First issue per field, with the values it found (zod's bounds, a check's params). */
function fieldIssues(
  error: ZodError,
): Record<string, { message: MessageKey; values: Record<string, unknown> }> {
  const out: Record<string, { message: MessageKey; values: Record<string, unknown> }> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = { message: issueMessage(issue), values: issueValues(issue) };
  }
  return out;
}

export function validationProblem(c: Context, error: ZodError) {
  const errors = fieldIssues(error);
  return problemResponse(c, 400, Object.values(errors)[0] ?? 'common.validation.invalid', errors);
}

/**
 * character_not_in_repertoire and untranslatable_character: bytes no text column can hold. The
 * writer is told what a search with control characters is told: the text has characters we cannot take.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

const STATUS_MESSAGES: Partial<Record<number, MessageKey>> = {
  401: 'common.apiError.signIn',
  403: 'common.apiError.forbidden',
  404: 'common.apiError.notFound',
  413: 'common.apiError.tooLarge',
  415: 'common.apiError.unsupportedMediaType',
  429: 'common.apiError.tooManyRequests',
};

/** A refusal said by its status alone, for an error that came with no message of ours. */
export const statusMessage = (status: number): MessageKey =>
  status >= 500 ? 'common.apiError.unexpected' : (STATUS_MESSAGES[status] ?? 'common.apiError.unreadable');

/**
 * What a refusal of Hono's own (its body parser's) says: its English words for malformed JSON as our
 * message, any other by its status. A person meets these only through a broken client.
 */
function httpExceptionMessage(err: HTTPException): MessageKey {
  if (isMessageKey(err.message)) return err.message;
  if (err.message === 'Malformed JSON in request body') return 'common.apiError.malformedJson';
  return statusMessage(err.status);
}

/** The one error handler: known errors keep their status and words; anything else is a bare 500. */
export function handleError(err: Error, c: Context, log: Logger) {
  if (err instanceof AppError)
    return problemResponse(c, err.status, { message: err.message, values: err.values }, err.fields);
  if (err instanceof HTTPException) return problemResponse(c, err.status, httpExceptionMessage(err));
  // Text PostgreSQL cannot store (a NUL byte, a lone surrogate) is the caller's input, not our failure.
  if (UNSTORABLE_TEXT.has(sqlState(err) ?? '')) return problemResponse(c, 400, CONTROL_CHARACTERS_MESSAGE);
  const reqId = (c.get as (key: string) => unknown)('requestId');
  log.error({ err, reqId, path: c.req.path, method: c.req.method }, 'unhandled error');
  return problemResponse(c, 500, 'common.apiError.unexpected');
}
