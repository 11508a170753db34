import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { sqlState } from './db-errors.ts';
import type { Logger } from './logger.ts';

/** An error the client may see: status, a plain-words title and optional per-field messages. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

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
  detail: string;
  errors?: Record<string, string>;
};

export function problem(status: number, detail: string, errors?: Record<string, string>): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
}

export function problemResponse(c: Context, status: number, detail: string, errors?: Record<string, string>) {
  return c.newResponse(JSON.stringify(problem(status, detail, errors)), status as 400, {
    'Content-Type': 'application/problem+json',
  });
}

/** First message per field, keyed by the dotted path ("" for the whole object). */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

export function validationProblem(c: Context, error: ZodError) {
  const errors = fieldErrors(error);
  return problemResponse(c, 400, Object.values(errors)[0] ?? 'Invalid input', errors);
}

/** character_not_in_repertoire and untranslatable_character: bytes no text column can hold. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT_MESSAGE =
  'Please remove the unusual characters from what you typed and try again.';

/** The one error handler: known errors keep their status and words; anything else is a bare 500. */
export function handleError(err: Error, c: Context, log: Logger) {
  if (err instanceof AppError) return problemResponse(c, err.status, err.message, err.fields);
  if (err instanceof HTTPException)
    return problemResponse(c, err.status, err.message || TITLES[err.status] || 'Error');
  // Text PostgreSQL cannot store (a NUL byte, a lone surrogate) is the caller's input, not our failure.
  if (UNSTORABLE_TEXT.has(sqlState(err) ?? '')) return problemResponse(c, 400, UNSTORABLE_TEXT_MESSAGE);
  const reqId = (c.get as (key: string) => unknown)('requestId');
  log.error({ err, reqId, path: c.req.path, method: c.req.method }, 'unhandled error');
  return problemResponse(c, 500, 'An unexpected error occurred. Please try again.');
}
