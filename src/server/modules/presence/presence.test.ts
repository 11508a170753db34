import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { userPresence } from '../../db/schema/index.ts';
import { apiClient, testServices, TEST_ORIGIN } from '../../test/harness.ts';
import {
  addPatient,
  addPractice,
  conversationOf,
  openEvents,
  settled,
  type Person,
} from '../messaging/test-fixtures.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const beat = (person: Person, status?: 'online' | 'offline') =>
  person.client.post('/api/presence', status ? { status } : {});

const presenceEvents = (text: string) =>
  [...text.matchAll(/event: presence\ndata: (.*)\n\n/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, string>,
  );

describe('POST /api/presence', () => {
  it("sets the provider profile's lastSeenAt (a bare POST is a heartbeat too)", async () => {
    const practice = await addPractice(app, deps);
    const profile = async () =>
      (
        (await apiClient(app).get(`/api/providers/${practice.providerId}`))
          .body as unknown as ProviderProfileDto
      ).lastSeenAt;
    expect(await profile()).toBeNull();

    const res = await app.request('/api/presence', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, cookie: practice.client.cookie },
    });
    expect(res.status).toBe(204);
    const seen = await profile();
    expect(Date.now() - Date.parse(seen!)).toBeLessThan(60_000);
    const [row] = await deps.database.db
      .select()
      .from(userPresence)
      .where(eq(userPresence.userId, practice.id));
    expect(row!.status).toBe('online');
  });

  it('refuses a guest and an unknown status', async () => {
    expect((await apiClient(app).post('/api/presence', { status: 'online' })).status).toBe(401);
    const rosa = await addPatient(app, deps);
    const bad = await rosa.client.post('/api/presence', { status: 'away' });
    expect(bad.status).toBe(400);
  });

  it('tells the people one talks with of arriving and leaving, not of routine beats, and nobody else', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const stranger = await addPractice(app, deps);
    await conversationOf(rosa, practice);
    const [counterpart, outsider] = await Promise.all([openEvents(app, practice), openEvents(app, stranger)]);

    // Arriving.
    expect((await beat(rosa)).status).toBe(204);
    await counterpart.until(/event: presence\n/);
    let events = presenceEvents(counterpart.text);
    expect(events).toEqual([
      { type: 'presence', userId: rosa.id, status: 'online', lastSeen: expect.any(String) },
    ]);
    expect(presenceEvents(await settled(deps, outsider, stranger))).toEqual([]);

    // A routine beat changes nothing the others show.
    await beat(rosa, 'online');
    expect(presenceEvents(await settled(deps, counterpart, practice))).toHaveLength(1);

    // Back after being away longer than 'Active now'.
    await deps.database.db
      .update(userPresence)
      .set({ lastSeen: sql`now() - interval '6 minutes'` })
      .where(eq(userPresence.userId, rosa.id));
    await beat(rosa, 'online');
    await counterpart.until(/(?:[\s\S]*event: presence\n){2}/);

    // Leaving, once.
    await beat(rosa, 'offline');
    await counterpart.until(/(?:[\s\S]*event: presence\n){3}/);
    await beat(rosa, 'offline');
    events = presenceEvents(await settled(deps, counterpart, practice));
    expect(events.map((e) => e.status)).toEqual(['online', 'online', 'offline']);
    expect(presenceEvents(await settled(deps, outsider, stranger))).toEqual([]);

    await Promise.all([counterpart.cancel(), outsider.cancel()]);
  });
});
