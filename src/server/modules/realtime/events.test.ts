import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { waitFor } from '../../test/streams.ts';
import {
  addPatient,
  addPractice,
  conversationOf,
  openEvents,
  send,
  settled,
} from '../messaging/test-fixtures.ts';
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
