import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import { startRealtime } from '../../../lib/realtime.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { FakeEventSource, fakeEventSourceEachTest } from '../../../test/fake-event-source.ts';
import { renderAt } from '../../../test/render.tsx';
import { CAREGIVER, PATIENT, PROVIDER_USER } from '../../../test/users.ts';
import { caregiversAnswer, caringFor, ROSA } from '../../../test/caregivers.ts';
import { setActingFor } from '../../../lib/acting-for.ts';
import { MessagesHeaderLink, MessagesMenuLink } from './messages-header-link.tsx';

const realtime = fakeEventSourceEachTest();

function serve(user: CurrentUser | null, unread: () => number) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user } }),
    'GET /api/conversations/unread': () => ({ status: 200, body: { unread: unread() } }),
  });
}

describe('Messages link in the header', () => {
  it('a patient sees the unread count, said as "Messages, 3 unread", and goes to the patient messages page', async () => {
    serve(PATIENT, () => 3);
    const { router } = renderAt(<MessagesHeaderLink />, '/providers');
    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/patient-dashboard/messages');
    expect(link).toHaveTextContent(/^3$/); // the icon and the count; the name says the rest
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/patient-dashboard/messages');
  });

  it('a provider’s goes to the provider messages page; with nothing unread it reads just "Messages"', async () => {
    serve(PROVIDER_USER, () => 0);
    renderAt(<MessagesHeaderLink />, '/providers');
    const link = await screen.findByRole('link', { name: 'Messages' });
    expect(link).toHaveAttribute('href', '/provider-dashboard/messages');
    expect(link).toHaveTextContent(/^$/); // no count shown
  });

  it('guests and other roles have none, and ask nothing', async () => {
    const calls = serve(null, () => 0);
    renderAt(<MessagesHeaderLink />, '/providers');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls.some((c) => c.path === '/api/conversations/unread')).toBe(false);
  });

  it('stays live: a message from the other side raises the count, reading it clears it; my own message asks nothing', async () => {
    let unread = 0;
    const calls = serve(PROVIDER_USER, () => unread);
    renderAt(<MessagesHeaderLink />, '/provider-dashboard');
    await screen.findByRole('link', { name: 'Messages' });
    realtime.stop = startRealtime(PROVIDER_USER.id);
    FakeEventSource.all[0].open();
    const asked = () => calls.filter((c) => c.path === '/api/conversations/unread').length;

    unread = 1;
    FakeEventSource.all[0].emit({ type: 'message', conversationId: 'c1', messageId: 'm1', senderId: 'u1' });
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

    const before = asked();
    FakeEventSource.all[0].emit({ type: 'message', conversationId: 'c1', messageId: 'm2', senderId: 'u2' });
    await new Promise((r) => setTimeout(r, 20));
    expect(asked()).toBe(before);

    unread = 0;
    FakeEventSource.all[0].emit({
      type: 'conversation-read',
      conversationId: 'c1',
      readerId: 'u2',
      readAt: new Date().toISOString(),
    });
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeVisible();
  });

  it('the phone menu has the same link, with a count above 99 shown as 99+', async () => {
    serve(PATIENT, () => 120);
    const close = vi.fn();
    renderAt(<MessagesMenuLink className="menu-link" onClick={close} />, '/providers');
    const link = await screen.findByRole('link', { name: 'Messages, 120 unread' });
    expect(link).toHaveTextContent('Messages99+');
    await userEvent.click(link);
    expect(close).toHaveBeenCalled();
  });
});

describe('Messages link while acting for someone (ADR 18)', () => {
  afterEach(() => setActingFor(null));

  it('shows the patient’s unread count when she lets the caregiver message, and no link when she does not', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    let people = [caringFor(['message_providers'])];
    let calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
      'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer(people) }),
      'GET /api/conversations/unread': () => ({ status: 200, body: { unread: 2 } }),
    });
    renderAt(<MessagesHeaderLink />, '/providers');
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();
    expect(calls.find((c) => c.path === '/api/conversations/unread')!.headers['x-acting-for']).toBe(ROSA.id);

    document.body.innerHTML = '';
    people = [caringFor(['view_appointments'])];
    calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
      'GET /api/caregivers': () => ({ status: 200, body: caregiversAnswer(people) }),
    });
    renderAt(<MessagesHeaderLink />, '/providers');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/caregivers')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls.some((c) => c.path === '/api/conversations/unread')).toBe(false);
  });
});
