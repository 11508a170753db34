import { describe, expect, it } from 'vitest';
import { testServices } from '../../test/harness.ts';

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const { app } = await testServices();
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document and an unknown API path is a problem+json 404', async () => {
    const { app } = await testServices();
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
  });
});
