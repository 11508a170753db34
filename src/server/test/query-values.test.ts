import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES } from '#shared/admin/console.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '#shared/validation/query-values.ts';
import type { App } from '../app.ts';
import type { AppDeps } from '../app-env.ts';
import { apiClient, testServices } from './harness.ts';
import { signedInUser } from './people.ts';
import { inEnglish } from '../lib/i18n.ts';

/**
 * The /api searches refuse an impossible day and a control character (a NUL byte above all) while
 * reading the query, with the field's message: before, the day reached PostgreSQL and answered
 * 500, and a NUL byte was only caught by the database refusing it.
 */

let app: App;
let deps: AppDeps;

beforeAll(async () => {
  ({ app, deps } = await testServices());
});

describe('query values', () => {
  it('an impossible day in the audit log filter is a 400 with its message, never a 500', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    for (const day of ['2026-02-31', '2025-13-45', '2026-00-01']) {
      for (const field of ['from', 'to']) {
        const res = await admin.client.get(`/api/admin/audit-log?${field}=${day}`);
        expect(res.status, `${field}=${day}`).toBe(400);
        expect(res.body.errors, `${field}=${day}`).toEqual({
          [field]: inEnglish(ADMIN_CONSOLE_MESSAGES.badDate),
        });
      }
    }
    expect((await admin.client.get('/api/admin/audit-log?from=2024-02-29&to=2024-03-01')).status).toBe(200);
  });

  it('a NUL byte in a search is refused as the field it came in', async () => {
    const admin = await signedInUser(app, deps, 'super_admin');
    const guest = apiClient(app);
    for (const [client, path, field] of [
      [guest, '/api/providers/search?q=heart%00', 'q'],
      [guest, '/api/providers/search?name=%00', 'name'],
      [guest, '/api/providers/search?languages=Spanish,%00', 'languages'],
      [admin.client, '/api/admin/users?q=%00', 'q'],
      [admin.client, '/api/admin/audit-log?actor=%00', 'actor'],
      [admin.client, '/api/admin/mail?to=a%00b', 'to'],
    ] as const) {
      const res = await client.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toEqual({ [field]: inEnglish(CONTROL_CHARACTERS_MESSAGE) });
    }
  });

  it('says so in the language of the page, as it says a bad page number', async () => {
    const spanish = apiClient(app).speaking('es');
    const nul = await spanish.get('/api/providers/search?q=heart%00');
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual({
      q: 'Por favor, quite los caracteres poco comunes de lo que escribió e inténtelo de nuevo.',
    });
    expect(nul.body.codes).toEqual({ q: CONTROL_CHARACTERS_MESSAGE });
    const admin = await signedInUser(app, deps, 'super_admin');
    const page = await admin.client.speaking('es').get('/api/admin/users?page=0');
    expect(page.status).toBe(400);
    expect(page.body.errors).toEqual({ page: 'La página debe ser al menos 1' });
    const english = await admin.client.get('/api/admin/users?page=10001&pageSize=x');
    expect(english.body.errors).toEqual({
      page: 'Page must be at most 10000',
      pageSize: 'Results per page must be a whole number',
    });
  });
});
