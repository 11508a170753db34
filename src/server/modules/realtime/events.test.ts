import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createApp } from '../../app.ts';
import { createDraining } from '../../lib/draining.ts';
import { apiClient, TEST_ORIGIN, testServices } from '../../test/harness.ts';
import { streamReader, waitFor } from '../../test/streams.ts';
import {
  addPatient,
  addPractice,
  conversationOf,
  openEvents,
  send,
  settled,
} from '../messaging/test-fixtures.ts';
import { STREAMS_PER_ACCOUNT } from './routes.ts';
import { userStreams } from './user-streams.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

describe('GET /api/events', () => {
  it('is refused to a guest', async () => {
    expect((await apiClient(app).get('/api/events')).status).toBe(401);
  });

  it('holds at most STREAMS_PER_ACCOUNT open streams for one account, and frees a place when one closes', async () => {
    const rosa = await addPatient(app, deps);
    const open = [];
    for (let i = 0; i < STREAMS_PER_ACCOUNT; i++) open.push(await openEvents(app, rosa));
    const refused = await app.request('/api/events', {
      headers: { origin: TEST_ORIGIN, cookie: rosa.client.cookie },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: 429 });
    await open.pop()!.cancel();
    // The server hears of the closed stream a moment later.
    let status = 429;
    for (let tries = 0; status === 429 && tries < 40; tries++) {
      const again = await app.request('/api/events', {
        headers: { origin: TEST_ORIGIN, cookie: rosa.client.cookie },
      });
      status = again.status;
      await again.body?.cancel();
      if (status === 429) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
    for (const stream of open) await stream.cancel();
  });

  it('ends every stream when the instance starts to stop, so browsers reconnect elsewhere', async () => {
    const rosa = await addPatient(app, deps);
    const stream = await openEvents(app, rosa);
    const draining = createDraining();
    const stopping = createApp({ ...deps, draining });
    const other = await openEvents(stopping, rosa);
    const practice = await addPractice(app, deps);
    const slots = streamReader(
      (await stopping.request(`/api/providers/${practice.providerId}/slots/events`)).body!,
    );
    await slots.until(/: connected\n\n/);
    draining.start();
    await expect(other.until(/never sent/, 2000)).rejects.toThrow('stream ended');
    await expect(slots.until(/never sent/, 2000)).rejects.toThrow('stream ended');
    expect((await stopping.request('/api/health')).status).toBe(503);
    expect((await app.request('/api/health')).status).toBe(200);
    await stream.cancel();
  });

  it("delivers a 'message' event to both participants within 2 seconds, not to others, and forgets closed streams", async () => {
    const registry = userStreams(deps.events);
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const stranger = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const before = registry.count();

    const [providerStream, patientStream, strangerStream] = await Promise.all(
      [practice, rosa, stranger].map((person) => openEvents(app, person)),
    );
    expect(registry.count()).toBe(before + 3);
    expect(registry.count(practice.id)).toBe(1);

    const started = Date.now();
    const message = await send(rosa, id, 'Is anyone there?');
    const event = `event: message\ndata: ${JSON.stringify({
      type: 'message',
      conversationId: id,
      messageId: message.id,
      senderId: rosa.id,
    })}\n\n`;
    await providerStream.until(/event: message\n/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(providerStream.text).toContain(event);
    // The provider's bell hears of the notification too; the text itself never travels.
    await providerStream.until(/event: notification\n/);
    expect(providerStream.text).not.toContain('Is anyone there?');
    await patientStream.until(/event: message\n/);
    expect(patientStream.text).toContain(event);

    expect(await settled(deps, strangerStream, stranger)).not.toContain('event: message');

    await Promise.all([providerStream, patientStream, strangerStream].map((s) => s.cancel()));
    await waitFor(() => registry.count() === before);
    expect(registry.count(practice.id)).toBe(0);
  });

  it("tells both participants when one reads ('conversation-read'), and the reader's tabs to clear their bell", async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    await send(rosa, id, 'Hello');
    const [providerStream, patientStream] = await Promise.all([
      openEvents(app, practice),
      openEvents(app, rosa),
    ]);

    expect((await practice.client.post(`/api/conversations/${id}/read`)).status).toBe(204);
    await patientStream.until(/event: conversation-read\n/);
    expect(patientStream.text).toContain(`"conversationId":"${id}","readerId":"${practice.id}"`);
    await providerStream.until(/event: conversation-read\n[\s\S]*event: notifications-read\n/);
    expect(patientStream.text).not.toContain('notifications-read');

    await Promise.all([providerStream.cancel(), patientStream.cancel()]);
  });
});
