import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { handleError, UNSTORABLE_TEXT_MESSAGE } from './errors.ts';

/** An app whose one route throws what the database driver threw, wrapped as the query builder wraps it. */
function throwing(code: string) {
  const app = new Hono();
  app.onError((err, c) => handleError(err, c, createLogger('silent')));
  app.get('/', () => {
    throw Object.assign(new Error('Failed query: insert into notes values ($1)'), {
      cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
    });
  });
  return app;
}

describe('handleError', () => {
  it('answers 400 with plain words, never the SQL, to text the database cannot store', async () => {
    for (const code of ['22021', '22P05']) {
      const res = await throwing(code).request('/');
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const text = await res.text();
      expect(JSON.parse(text).detail).toBe(UNSTORABLE_TEXT_MESSAGE);
      expect(text).not.toMatch(/insert|UTF8|0x00/);
    }
  });

  it('keeps any other database failure a bare 500 without its text', async () => {
    const res = await throwing('XX000').request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).not.toMatch(/insert|UTF8/);
  });
});
