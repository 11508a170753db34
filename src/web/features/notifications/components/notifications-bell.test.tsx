import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationDto } from '#shared/notifications/notification-schemas.ts';
import { startRealtime } from '../../../lib/realtime.ts';
import { dateAtNowEachTest, minutesAgo, NOW } from '../../../test/clock.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { FakeEventSource, fakeEventSourceEachTest } from '../../../test/fake-event-source.ts';
import { english, spanish } from '../../../test/i18n.ts';
import { renderAbovePage } from '../../../test/render.tsx';
import { PROVIDER_USER } from '../../../test/users.ts';
import { notification } from '../test-utils.ts';
import { LOAD_FAILED, NotificationsBell, READ_FAILED } from './notifications-bell.tsx';

const me = { 'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }) };
const listOf = (notifications: NotificationDto[]): Answer => ({
  status: 200,
  body: { notifications, unread: notifications.filter((n) => !n.readAt).length },
});

const BOOKED = notification();
const MESSAGE = notification({
  id: 'n2',
  kind: 'message',
  title: 'New message from Rosa Delgado',
  body: 'Is there parking near the office?',
  url: '/provider-dashboard/messages?conversation=c1',
  data: { conversationId: 'c1' },
  createdAt: minutesAgo(60 * 3),
});
const REVIEW = notification({
  id: 'n3',
  kind: 'new_review',
  title: 'New review',
  body: '5 out of 5 stars: "Kind and patient."',
  url: '/provider-dashboard/reviews',
  readAt: minutesAgo(60),
  createdAt: minutesAgo(60 * 24),
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const openPanel = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
};

afterEach(() => vi.unstubAllGlobals());
dateAtNowEachTest();

describe('notifications bell', () => {
  it('shows the unread count as a badge and in its name, and lists the latest with icon, words, time and unread marker', async () => {
    const calls = fakeApi({ ...me, 'GET /api/notifications': () => listOf([BOOKED, MESSAGE, REVIEW]) });
    renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveTextContent('2');
    expect(calls.find((c) => c.path === '/api/notifications')?.search).toBe('?limit=20');

    const panel = await openPanel();
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Unread: New appointment booked');
    expect(items[0]).toHaveTextContent(
      'Follow-up Visit with Rosa Delgado on Monday, March 9, 2026 at 2:30 PM.',
    );
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(within(items[0]).getByText('Unread:')).toHaveClass('sr-only');
    expect(items[0].querySelector('svg.lucide-calendar-plus')).not.toBeNull();
    expect(items[1]).toHaveTextContent('Unread: New message from Rosa Delgado');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[1].querySelector('svg.lucide-message-square')).not.toBeNull();
    expect(items[2]).not.toHaveTextContent('Unread');
    expect(items[2]).toHaveTextContent('Yesterday');
    expect(items[2].querySelector('svg.lucide-star')).not.toBeNull();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  });

  it('choosing one marks it read, closes the panel and goes to its page; the count drops at once', async () => {
    let list = [BOOKED, MESSAGE];
    const calls = fakeApi({
      ...me,
      'GET /api/notifications': () => listOf(list),
      'POST /api/notifications/n1/read': () => {
        list = [{ ...BOOKED, readAt: NOW.toISOString() }, MESSAGE];
        return { status: 204 };
      },
    });
    const { router } = renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: /New appointment booked/ }));
    expect(router.state.location.pathname).toBe('/provider-dashboard/appointments');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/notifications/n1/read')).toBe(true);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('a notification already read is not marked again; its query string is kept', async () => {
    const calls = fakeApi({
      ...me,
      'GET /api/notifications': () => listOf([{ ...MESSAGE, readAt: minutesAgo(1) }]),
    });
    const { router } = renderAbovePage(<NotificationsBell />);
    const panel = await openPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: /New message from Rosa Delgado/ }),
    );
    expect(router.state.location.pathname).toBe('/provider-dashboard/messages');
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('Mark all as read clears every unread marker and the count', async () => {
    let list = [BOOKED, MESSAGE, REVIEW];
    const calls = fakeApi({
      ...me,
      'GET /api/notifications': () => listOf(list),
      'POST /api/notifications/read-all': () => {
        list = list.map((n) => ({ ...n, readAt: n.readAt ?? NOW.toISOString() }));
        return { status: 204 };
      },
    });
    renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).queryByText('Unread:')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/notifications/read-all')).toHaveLength(1);
  });

  it('when marking read fails, says so and shows the count as it was', async () => {
    fakeApi({
      ...me,
      'GET /api/notifications': () => listOf([BOOKED, MESSAGE]),
      'POST /api/notifications/read-all': () => ({ status: 500, body: { detail: 'Database down' } }),
    });
    renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    const panel = await openPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText(english.t(READ_FAILED))).toBeVisible();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('with none: no badge and "No notifications yet"', async () => {
    fakeApi({ ...me, 'GET /api/notifications': () => listOf([]) });
    renderAbovePage(<NotificationsBell />);
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet')).toBeVisible();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell()).not.toHaveTextContent(/\d/);
    expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('when the list cannot be loaded, says so in plain words and Try Again loads it', async () => {
    let fail = true;
    fakeApi({
      ...me,
      'GET /api/notifications': () => (fail ? { status: 500, body: { detail: 'boom' } } : listOf([BOOKED])),
    });
    renderAbovePage(<NotificationsBell />);
    const panel = await openPanel();
    expect(await within(panel).findByText(english.t(LOAD_FAILED), {}, { timeout: 5_000 })).toBeVisible();
    expect(panel).not.toHaveTextContent('boom');
    fail = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    expect(await within(panel).findByText('New appointment booked')).toBeVisible();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('speaks Spanish on a Spanish page: its name, the panel, the list and the times', async () => {
    fakeApi({ ...me, 'GET /api/notifications': () => listOf([BOOKED, MESSAGE, REVIEW]) });
    renderAbovePage(<NotificationsBell />, '/here', null, { translator: spanish });
    const button = await screen.findByRole('button', { name: /^Avisos/ });
    await waitFor(() => expect(button).toHaveAccessibleName('Avisos, 2 sin leer'));
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Avisos' });
    const items = within(panel).getAllByRole('listitem');
    // What the server wrote (title and body) is shown as it came.
    expect(items[0]).toHaveTextContent('Sin leer: New appointment booked');
    expect(items[0]).toHaveTextContent('Hace 5 minutos');
    expect(items[1]).toHaveTextContent('Hace 3 horas');
    expect(items[2]).toHaveTextContent('Ayer');
    expect(within(panel).getByRole('list', { name: 'Avisos más recientes' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Marcar todos como leídos' })).toBeVisible();
  });

  it('says "Todavía no tiene avisos" in Spanish when there are none', async () => {
    fakeApi({ ...me, 'GET /api/notifications': () => listOf([]) });
    renderAbovePage(<NotificationsBell />, '/here', null, { translator: spanish });
    await userEvent.click(await screen.findByRole('button', { name: /^Avisos/ }));
    const panel = await screen.findByRole('dialog', { name: 'Avisos' });
    expect(await within(panel).findByText('Todavía no tiene avisos')).toBeVisible();
  });

  it('is not shown to guests', async () => {
    const calls = fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(calls.some((c) => c.path === '/api/notifications')).toBe(false);
  });
});

describe('notifications bell: live', () => {
  const realtime = fakeEventSourceEachTest();

  it('a new notification or one read elsewhere updates the count and the list without a reload', async () => {
    let list: NotificationDto[] = [];
    fakeApi({ ...me, 'GET /api/notifications': () => listOf(list) });
    renderAbovePage(<NotificationsBell />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    realtime.stop = startRealtime(PROVIDER_USER.id);
    const stream = FakeEventSource.all[0];
    stream.open();

    list = [BOOKED];
    stream.emit({ type: 'notification', notificationId: 'n1', kind: 'appointment_booked' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.getByRole('status')).toHaveTextContent('New notification: New appointment booked');
    const panel = await openPanel();
    expect(within(panel).getByText('New appointment booked')).toBeVisible();

    list = [{ ...BOOKED, readAt: NOW.toISOString() }];
    stream.emit({ type: 'notifications-read' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).queryByText('Unread:')).toBeNull();

    // After the stream was down, whatever was missed is fetched again.
    list = [MESSAGE, { ...BOOKED, readAt: NOW.toISOString() }];
    stream.fail();
    await waitFor(() => expect(FakeEventSource.all).toHaveLength(2), { timeout: 3_000 });
    FakeEventSource.all[1].open();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });
});
