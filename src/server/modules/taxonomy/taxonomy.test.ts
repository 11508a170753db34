import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { apiClient, testServices } from '../../test/harness.ts';

let app: App;
beforeAll(async () => {
  ({ app } = await testServices());
});

describe('GET /api/taxonomy/specialties', () => {
  it("lists a category's exact specialties by NUCC name, without retired codes", async () => {
    const res = await apiClient(app).get('/api/taxonomy/specialties?category=foot-care');
    expect(res.status).toBe(200);
    const specialties = res.body.specialties as { code: string; name: string; category: string }[];
    expect(specialties).toContainEqual({ code: '213E00000X', name: 'Podiatrist', category: 'foot-care' });
    expect(specialties.every((s) => s.category === 'foot-care')).toBe(true);
    expect(specialties.some((s) => s.name.startsWith('Deactivated'))).toBe(false);
    const names = specialties.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names given codes with their category, and leaves out what is not a code', async () => {
    const res = await apiClient(app).get('/api/taxonomy/specialties?codes=207rc0000x,NOPE,207RC0000X');
    expect(res.status).toBe(200);
    expect(res.body.specialties).toEqual([
      { code: '207RC0000X', name: 'Cardiovascular Disease Physician', category: 'heart' },
    ]);
  });

  it('answers an unknown category with an empty list, and refuses an overlong one', async () => {
    const unknown = await apiClient(app).get('/api/taxonomy/specialties?category=no-such-thing');
    expect(unknown.body.specialties).toEqual([]);
    const long = await apiClient(app).get(`/api/taxonomy/specialties?category=${'x'.repeat(61)}`);
    expect(long.status).toBe(400);
  });
});
