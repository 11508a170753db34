import { Hono, type Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Locale } from '#shared/i18n/locales.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import { createLogger } from './logger.ts';
import { forbidden, handleError, notFound, unauthorized, validationProblem } from './errors.ts';
import { inEnglish, serverTranslator } from './i18n.ts';

/** An app whose one route throws what the database driver threw, wrapped as the query builder wraps it. */
function throwing(code: string, locale?: Locale) {
  return answering(() => {
    throw Object.assign(new Error('Failed query: insert into notes values ($1)'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
    });
  }, locale);
}

/** An app whose one route does `route`, speaking `locale` as the request's language would. */
function answering(route: (c: Context) => Response | Promise<Response>, locale?: Locale) {
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, createLogger('silent')));
  if (locale)
    app.use('*', async (c, next) => {
      (c.set as (key: string, value: unknown) => void)('t', serverTranslator(locale).t);
      await next();
    });
  app.get('/', route);
  return app;
}

const spanish = serverTranslator('es').t;

describe('handleError', () => {
  it('answers 400 with plain words, never the SQL, to text the database cannot store', async () => {
    for (const code of ['22021', '22P05']) {
      const res = await throwing(code).request('/');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const text = await res.text();
      expect(JSON.parse(text).detail).toBe(inEnglish(CONTROL_CHARACTERS_MESSAGE));
      expect(text).not.toMatch(/insert|UTF8|0x00/);
    }
  });

  it('keeps any other database failure a bare 500 without its text', async () => {
    const res = await throwing('XX000').request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/insert|UTF8/);
  });

  it("says every refusal in the request's language, with its code", async () => {
    const unstorable = await (await throwing('22021', 'es').request('/')).json();
    expect(unstorable).toMatchObject({
      detail: spanish('common.validation.unusualCharacters'),
      code: 'common.validation.unusualCharacters',
    });
    const failed = await throwing('XX000', 'es').request('/');
    expect(await failed.json()).toMatchObject({
      detail: 'Ocurrió un error inesperado. Por favor, inténtelo de nuevo.',
      code: 'common.apiError.unexpected',
    });
    for (const [thrown, key] of [
      [notFound(), 'common.apiError.notFound'],
      [forbidden(), 'common.apiError.forbidden'],
      [unauthorized(), 'common.apiError.signIn'],
      [
        new HTTPException(400, { message: 'Malformed JSON in request body' }),
        'common.apiError.malformedJson',
      ],
    ] as const) {
      const res = await answering(() => {
        throw thrown;
      }, 'es').request('/');
      expect(await res.json()).toMatchObject({ detail: spanish(key), code: key });
    }
  });

  it("words zod's own default as common.validation.invalid, in the request's language", async () => {
    const schema = z.object({ name: z.string() });
    const route = (c: Context) => validationProblem(c, schema.safeParse({}).error!);
    const es = await (await answering(route, 'es').request('/')).json();
    expect(es).toMatchObject({
      detail: 'Por favor, revise lo que escribió e inténtelo de nuevo.',
      code: 'common.validation.invalid',
      errors: { name: spanish('common.validation.invalid') },
      codes: { name: 'common.validation.invalid' },
    });
    const en = await (await answering(route).request('/')).json();
    expect(en.errors).toEqual({ name: inEnglish('common.validation.invalid') });
  });
});
