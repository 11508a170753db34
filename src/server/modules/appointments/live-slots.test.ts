import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { publishSlotsChanged } from '../../lib/events.ts';
import { testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { streamReader, waitFor } from '../../test/streams.ts';
import { addPractice, addSlots, bookingForm, dayAhead } from './test-fixtures.ts';

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

describe('live slot events (Server-Sent Events)', () => {
  it("streams a 'slots' event within 2 seconds of a booking, only for that provider, and cleans up", async () => {
    const practice = await addPractice(app, deps);
    const other = await addPractice(app, deps);
    const date = dayAhead(3);
    const ids = await addSlots(deps, practice.providerId, date, ['10:00']);
    const before = deps.events.listenerCount('slots');

    const res = await app.request(`/api/providers/${practice.providerId}/slots/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const stream = streamReader(res.body!);
    await stream.until(/: connected\n\n/);
    expect(deps.events.listenerCount('slots')).toBe(before + 1);

    // Another provider's change is not sent here.
    await publishSlotsChanged(deps, other.providerId);
    const rosa = await signedInUser(app, deps, 'patient');
    const started = Date.now();
    const booked = await rosa.client.post(
      '/api/appointments',
      bookingForm(practice, { id: ids['10:00']!, date, time: '10:00' }),
    );
    expect(booked.status).toBe(201);
    await stream.until(/event: slots\ndata: .*\n\n/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(stream.text).toContain(`event: slots\ndata: {"providerProfileId":"${practice.providerId}"}\n\n`);
    expect(stream.text).not.toContain(other.providerId);

    await stream.cancel();
    await waitFor(() => deps.events.listenerCount('slots') === before);
  });

  it('answers 404 for a provider that is not listed, without opening a stream', async () => {
    const res = await app.request('/api/providers/4a8f1c9e-0000-4000-8000-000000000000/slots/events');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
