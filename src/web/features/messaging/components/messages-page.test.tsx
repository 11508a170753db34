import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummaryDto, MessageDto } from '#shared/messaging/messaging.ts';
import { startRealtime } from '../../../lib/realtime.ts';
import { dateAtNowEachTest, minutesAgo, NOW } from '../../../test/clock.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { FakeEventSource, fakeEventSourceEachTest } from '../../../test/fake-event-source.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { CAREGIVER, PATIENT, PROVIDER_USER } from '../../../test/users.ts';
import { ROSA } from '../../../test/caregivers.ts';
import { setActingFor } from '../../../lib/acting-for.ts';
import { conversation, msg, PROVIDER_PROFILE_ID, thread } from '../test-utils.ts';
import { clearDrafts } from './composer.tsx';
import { MessagesPage } from './messages-page.tsx';

const me = { 'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }) };
const list = (conversations: ConversationSummaryDto[]) => () => ({
  status: 200,
  body: { conversations, unreadTotal: conversations.reduce((n, c) => n + c.unreadCount, 0) },
});
const ok = (body: unknown): Answer => ({ status: 200, body });

const RUIZ = conversation({
  id: 'c2',
  providerProfileId: '22222222-2222-4222-8222-222222222222',
  counterpart: {
    userId: 'u3',
    name: 'Dr. Ana Ruiz, DDS',
    providerProfileId: '22222222-2222-4222-8222-222222222222',
    specialty: 'General Practice Dentistry',
    category: 'dentist',
    imageUrl: '/uploads/ruiz.jpg',
    lastSeenAt: minutesAgo(12),
  },
  lastMessage: { body: 'Thank you', senderId: PATIENT.id, createdAt: '2026-03-02T18:00:00.000Z' },
  lastMessageAt: '2026-03-02T18:00:00.000Z',
});
const LEE = conversation({
  id: 'c3',
  counterpart: {
    userId: 'u4',
    name: 'Dr. Sam Lee',
    providerProfileId: '33333333-3333-4333-8333-333333333333',
    specialty: 'Anatomic Pathology & Clinical Pathology Physician',
    // A hidden code: no category, NUCC's own name.
    category: null,
    imageUrl: null,
    lastSeenAt: null,
  },
  lastMessage: null,
  lastMessageAt: minutesAgo(60 * 24 * 10),
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearDrafts();
});
dateAtNowEachTest();

describe('messages page: the conversation list', () => {
  it('shows each counterpart with photo or initials, specialty, presence, the last message, its time and the unread count', async () => {
    fakeApi({ ...me, 'GET /api/conversations': list([conversation({ unreadCount: 3 }), RUIZ, LEE]) });
    renderAt(<MessagesPage />, '/patient-dashboard/messages');
    const conversations = await screen.findByRole('region', { name: 'Conversations' });
    const links = within(conversations).getAllByRole('link');
    expect(links).toHaveLength(3);

    const morales = links[0];
    expect(morales).toHaveAttribute('href', '/patient-dashboard/messages?conversation=c1');
    expect(morales).toHaveTextContent('Dr. Elena Morales, MD');
    expect(morales).toHaveTextContent('EM'); // no photo: initials
    expect(morales).toHaveTextContent('Primary care (family doctor)');
    expect(morales).toHaveTextContent('Active now');
    expect(morales).toHaveTextContent('See you on Monday.');
    expect(morales).toHaveTextContent('2:30 PM');
    expect(within(morales).getByText('3 unread messages')).toHaveClass('sr-only');

    const ruiz = links[1];
    expect(ruiz.querySelector('img')).toHaveAttribute('src', '/uploads/ruiz.jpg');
    expect(within(ruiz).getByText('Dentist')).not.toHaveAttribute('lang');
    expect(ruiz).toHaveTextContent('Active 12 minutes ago');
    expect(ruiz).toHaveTextContent('You: Thank you');
    expect(ruiz).toHaveTextContent('Yesterday');
    expect(ruiz).not.toHaveTextContent('unread');

    const lee = links[2];
    expect(lee).not.toHaveTextContent('Active'); // never seen: no presence at all
    expect(lee).toHaveTextContent('No messages yet');
    // A listing without a category is named by NUCC, in English.
    expect(lee).toHaveTextContent('Anatomic Pathology & Clinical Pathology Physician');
    expect(document.title).toBe('Messages | CareConnect');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/patient-dashboard',
    );
  });

  it('a patient with no conversations is told how to start one and offered Find Providers', async () => {
    fakeApi({ ...me, 'GET /api/conversations': list([]) });
    renderAt(<MessagesPage />, '/patient-dashboard/messages');
    expect(await screen.findByText('You have no messages yet.')).toBeVisible();
    expect(screen.getByText(/open their profile and choose Message Provider/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find Providers' })).toHaveAttribute('href', '/providers');
  });

  it('a provider sees their patients (no specialty) and, with none, plain words and no search link', async () => {
    const patientSide = conversation({
      myRole: 'provider',
      counterpart: {
        userId: PATIENT.id,
        name: 'Rosa Delgado',
        providerProfileId: null,
        specialty: null,
        category: null,
        imageUrl: null,
        lastSeenAt: minutesAgo(90),
      },
      lastMessage: { body: 'Is parking free?', senderId: PATIENT.id, createdAt: minutesAgo(5) },
      unreadCount: 1,
    });
    let conversations = [patientSide];
    fakeApi({
      'GET /api/me': () => ok({ user: PROVIDER_USER }),
      'GET /api/conversations': () => list(conversations)(),
    });
    renderAt(<MessagesPage />, '/provider-dashboard/messages');
    const link = await screen.findByRole('link', { name: /Rosa Delgado/ });
    expect(link).toHaveAttribute('href', '/provider-dashboard/messages?conversation=c1');
    expect(link).toHaveTextContent('RD');
    expect(link).toHaveTextContent('Active 1 hour ago');
    expect(link).toHaveTextContent('1 unread message');
    expect(link).not.toHaveTextContent('Primary care');
    expect(screen.getByText('Read and answer messages from your patients.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/provider-dashboard',
    );

    conversations = [];
    cleanupAndRender();
    expect(await screen.findByText('You have no messages yet.')).toBeVisible();
    expect(screen.getByText('When a patient writes to you, the conversation will show here.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Find Providers' })).toBeNull();

    function cleanupAndRender() {
      document.body.innerHTML = '';
      renderAt(<MessagesPage />, '/provider-dashboard/messages');
    }
  });
});

describe('messages page: the thread', () => {
  const page1 = thread({
    conversation: conversation({ unreadCount: 1 }),
    messages: [
      msg('m1', PROVIDER_USER.id, 'Good morning, Rosa.', '2026-03-02T09:00:00.000Z'),
      msg('m2', PATIENT.id, 'Hello doctor', '2026-03-03T14:00:00.000Z'),
      msg('m3', PATIENT.id, 'Are you there?\nI have a question.', '2026-03-03T14:05:00.000Z'),
    ],
    otherLastReadAt: '2026-03-03T14:02:00.000Z',
    olderCursor: 'cursor-1',
  });
  const page2 = thread({
    messages: [msg('m0', PROVIDER_USER.id, 'Welcome to our practice.', '2026-02-20T16:00:00.000Z')],
    olderCursor: null,
  });

  it('?conversation= opens it: bubbles by day, times, Read under my latest read message, earlier messages on request; it is marked read', async () => {
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': list([conversation({ unreadCount: 1 }), RUIZ]),
      'GET /api/conversations/c1': (url) => ok(url.searchParams.get('before') === 'cursor-1' ? page2 : page1),
      'POST /api/conversations/c1/read': () => ({ status: 204 }),
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    const messages = await screen.findByRole('region', { name: 'Messages with Dr. Elena Morales, MD' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Dr\. Elena Morales/ })).toHaveAttribute('aria-current', 'true');

    const days = within(messages).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['Yesterday', 'Today']);
    const today = within(messages).getByRole('group', { name: 'Today' });
    const items = within(today).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You said: Hello doctor');
    expect(items[0]).toHaveTextContent('2:00 PM');
    expect(items[0]).toHaveTextContent('Read');
    expect(items[1]).toHaveTextContent('Are you there?');
    expect(items[1]).not.toHaveTextContent('Read');
    expect(within(messages).getAllByText(/· Read/)).toHaveLength(1);
    const yesterday = within(messages).getByRole('group', { name: 'Yesterday' });
    expect(within(yesterday).getByRole('listitem')).toHaveTextContent(
      'Dr. Elena Morales, MD said: Good morning, Rosa.',
    );

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/read'))).toBe(true),
    );

    await userEvent.click(within(messages).getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(messages).findByText('Welcome to our practice.')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/conversations/c1' && c.search === '?before=cursor-1')).toBe(
      true,
    );
    expect(
      within(messages)
        .getAllByRole('heading', { level: 3 })
        .map((d) => d.textContent),
    ).toEqual(['Friday, February 20', 'Yesterday', 'Today']);
    expect(within(messages).queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('choosing a conversation writes it into the address and moves focus to its name; Back to conversations clears it', async () => {
    fakeApi({
      ...me,
      'GET /api/conversations': list([conversation(), RUIZ]),
      'GET /api/conversations/c2': () => ok(thread({ conversation: RUIZ, messages: [] })),
    });
    const { router } = renderAt(<MessagesPage />, '/patient-dashboard/messages');
    await userEvent.click(await screen.findByRole('link', { name: /Dr\. Ana Ruiz/ }));
    expect(router.state.location.search).toBe('?conversation=c2');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Dr. Ana Ruiz, DDS' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Messages with Dr. Ana Ruiz, DDS' })).toHaveTextContent(
      /^No messages yet/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('link', { name: /Dr\. Ana Ruiz/ })).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 2, name: 'Dr. Ana Ruiz, DDS' })).toBeNull();
  });

  it('a conversation that cannot be loaded says so in the spec’s words, with Try Again', async () => {
    let answer: Answer = { status: 404, body: { detail: 'Conversation not found' } };
    fakeApi({ ...me, 'GET /api/conversations': list([]), 'GET /api/conversations/c9': () => answer });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c9');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to open conversation. Please try again.',
    );
    answer = ok(thread({ conversation: conversation({ id: 'c9' }) }));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Elena Morales, MD' })).toBeVisible();
  });
});

describe('messages page in Spanish', () => {
  it('names the list, the presence, the times, the thread and the composer in Spanish; messages stay as written', async () => {
    fakeApi({
      ...me,
      'GET /api/conversations': list([conversation({ unreadCount: 3 }), RUIZ, LEE]),
      'GET /api/conversations/c1': () =>
        ok(thread({ messages: [msg('m1', PROVIDER_USER.id, 'How can I help?', minutesAgo(20))] })),
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1', undefined, {
      translator: spanish,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
    const conversations = await screen.findByRole('region', { name: 'Conversaciones' });
    const links = within(conversations).getAllByRole('link');
    expect(links[0]).toHaveTextContent('En línea ahora');
    expect(within(links[0]).getByText('3 mensajes sin leer')).toHaveClass('sr-only');
    expect(links[1]).toHaveTextContent('En línea hace 12 minutos');
    expect(links[1]).toHaveTextContent('Usted: Thank you');
    expect(links[1]).toHaveTextContent('Ayer');
    expect(links[2]).toHaveTextContent('Todavía no hay mensajes');
    const messages = await screen.findByRole('region', { name: 'Mensajes con Dr. Elena Morales, MD' });
    expect(within(messages).getByRole('heading', { name: 'Hoy' })).toBeVisible();
    expect(messages).toHaveTextContent('Dr. Elena Morales, MD dijo: How can I help?');
    expect(screen.getByRole('form', { name: 'Escribir a Dr. Elena Morales, MD' })).toBeVisible();
    expect(screen.getByLabelText('Su mensaje')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeVisible();
  });
});

describe('messages page: the composer', () => {
  function setup(send: (body: unknown) => Answer | Promise<Answer>) {
    let messages: MessageDto[] = [msg('m1', PROVIDER_USER.id, 'How can I help?', minutesAgo(20))];
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': list([conversation()]),
      'GET /api/conversations/c1': () => ok(thread({ messages })),
      'POST /api/conversations/c1/messages': async (_url, body) => {
        const answer = await send(body);
        if (answer.status === 201) messages = [...messages, answer.body as MessageDto];
        return answer;
      },
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    const posts = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    return { posts };
  }
  const sent = (body: string): Answer => ({
    status: 201,
    body: msg('m9', PATIENT.id, body, NOW.toISOString()),
  });

  it('an empty message or one over 2000 characters gets the shared message and is not sent; the counter counts', async () => {
    const { posts } = setup((b) => sent((b as { body: string }).body));
    const box = await screen.findByLabelText('Your message');
    expect(screen.getByText('0/2000')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();

    await userEvent.type(box, '   ');
    expect(screen.queryByRole('alert')).toBeNull(); // typing clears the message
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');

    fireEvent.change(box, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('2001/2000')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Messages can be at most 2,000 characters.');
    expect(box).toHaveAccessibleDescription(/Messages can be at most 2,000 characters\. 2001\/2000/);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(posts()).toHaveLength(0);
    expect(box).toHaveValue('a'.repeat(2001)); // nothing typed is lost

    fireEvent.change(box, { target: { value: 'a'.repeat(2000) } });
    expect(screen.getByText('2000/2000')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Enter makes a new line and Ctrl+Enter sends; Sending... while it goes; the box empties and the message shows', async () => {
    let release: () => void = () => {};
    const { posts } = setup(
      (b) => new Promise<Answer>((resolve) => (release = () => resolve(sent((b as { body: string }).body)))),
    );
    const box = await screen.findByLabelText('Your message');
    await userEvent.type(box, 'Line one{Enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(posts()).toHaveLength(0);
    expect(screen.getByText('17/2000')).toBeVisible();

    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(posts()[0].body).toEqual({ body: 'Line one\nLine two' });
    act(() => release());
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    const bubbles = screen.getByRole('region', { name: 'Messages with Dr. Elena Morales, MD' });
    expect(within(bubbles).getByText(/Line one\s+Line two/)).toBeVisible();

    await userEvent.type(box, 'Thanks');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(posts()).toHaveLength(2));
  });

  it('a failed send keeps what was typed and says so; a refusal gives the server’s words', async () => {
    let answer: Answer = { status: 500, body: { detail: 'Internal error' } };
    setup(() => answer);
    const box = await screen.findByLabelText('Your message');
    await userEvent.type(box, 'Can I bring my daughter?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent. Please try again.',
    );
    expect(box).toHaveValue('Can I bring my daughter?');

    answer = { status: 404, body: { detail: 'Conversation not found' } };
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Conversation not found'));
    expect(box).toHaveValue('Can I bring my daughter?');

    answer = sent('Can I bring my daughter?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('messages page: Message Provider from a profile (startConversationWith)', () => {
  const startWith = {
    startConversationWith: {
      id: PROVIDER_PROFILE_ID,
      name: 'Dr. Elena Morales, MD',
      specialty: 'Primary Care',
    },
  };

  it('reuses or starts the conversation, opens it and forgets the request so a reload does not repeat it', async () => {
    let release: () => void = () => {};
    let conversations: ConversationSummaryDto[] = [];
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': () => list(conversations)(),
      'POST /api/conversations': () =>
        new Promise<Answer>((resolve) => {
          release = () => {
            conversations = [conversation({ lastMessage: null })];
            resolve({ status: 201, body: { conversation: conversations[0] } });
          };
        }),
      'GET /api/conversations/c1': () => ok(thread({ conversation: conversation({ lastMessage: null }) })),
    });
    const { router } = renderAt(<MessagesPage />, '/patient-dashboard/messages', startWith);
    expect(await screen.findByText('Opening conversation with Dr. Elena Morales, MD')).toBeVisible();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ body: { providerProfileId: PROVIDER_PROFILE_ID } })]);
    act(() => release());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Dr. Elena Morales, MD' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(router.state.location.state).toBeNull();
    expect(await screen.findByRole('link', { name: /Dr\. Elena Morales/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/conversations')).toHaveLength(1);
  });

  it('a failure says "Failed to start conversation. Please try again." and Try Again tries again', async () => {
    let answer: Answer = { status: 500, body: { detail: 'Internal error' } };
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': list([]),
      'POST /api/conversations': () => answer,
      'GET /api/conversations/c1': () => ok(thread()),
    });
    const { router } = renderAt(<MessagesPage />, '/patient-dashboard/messages', startWith);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to start conversation. Please try again.');
    expect(alert).not.toHaveTextContent('Internal error');
    await waitFor(() => expect(router.state.location.state).toBeNull());

    answer = { status: 404, body: { detail: 'Provider not found or not available' } };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Provider not found or not available'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to start conversation. Please try again.');

    answer = { status: 200, body: { conversation: conversation() } };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Elena Morales, MD' })).toBeVisible();
    expect(router.state.location.search).toBe('?conversation=c1');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/conversations')).toHaveLength(3);
  });
});

describe('messages page: live', () => {
  const realtime = fakeEventSourceEachTest();

  it('a message, a read receipt and presence arrive without a reload; arrivals are announced politely and the open thread is marked read', async () => {
    let messages: MessageDto[] = [msg('m2', PATIENT.id, 'Hello doctor', minutesAgo(10))];
    let otherLastReadAt: string | null = null;
    let moralesUnread = 0;
    let ruizUnread = 0;
    let ruizSeen = RUIZ.counterpart.lastSeenAt;
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': () =>
        list([
          conversation({ unreadCount: moralesUnread }),
          { ...RUIZ, unreadCount: ruizUnread, counterpart: { ...RUIZ.counterpart, lastSeenAt: ruizSeen } },
        ])(),
      'GET /api/conversations/c1': () =>
        ok(thread({ conversation: conversation({ unreadCount: moralesUnread }), messages, otherLastReadAt })),
      'POST /api/conversations/c1/read': () => {
        moralesUnread = 0;
        return { status: 204 };
      },
    });
    const { queryClient } = renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    const region = await screen.findByRole('region', { name: 'Messages with Dr. Elena Morales, MD' });
    realtime.stop = startRealtime(PATIENT.id);
    const stream = FakeEventSource.all[0];
    stream.open();

    // The provider reads my message: 'Read' appears under it.
    otherLastReadAt = minutesAgo(1);
    stream.emit({ type: 'conversation-read', conversationId: 'c1', readerId: 'u2', readAt: otherLastReadAt });
    expect(await within(region).findByText(/· Read/)).toBeVisible();

    // The provider replies: it shows, is said to screen readers, and is marked read at once.
    messages = [...messages, msg('m3', PROVIDER_USER.id, 'Are you free Thursday?', NOW.toISOString())];
    moralesUnread = 1;
    stream.emit({ type: 'message', conversationId: 'c1', messageId: 'm3', senderId: 'u2' });
    expect(await within(region).findByText('Are you free Thursday?')).toBeVisible();
    const live = document.querySelector('[aria-live="polite"]')!;
    await waitFor(() =>
      expect(live).toHaveTextContent('New message from Dr. Elena Morales, MD: Are you free Thursday?'),
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/conversations/c1/read')).toHaveLength(1));
    expect(document.activeElement).not.toBe(live);

    // A message in another conversation: its unread count rises and it is announced by name.
    ruizUnread = 2;
    stream.emit({ type: 'message', conversationId: 'c2', messageId: 'm7', senderId: 'u3' });
    await waitFor(() => expect(live).toHaveTextContent('New message from Dr. Ana Ruiz, DDS'));
    const ruiz = screen.getByRole('link', { name: /Dr\. Ana Ruiz/ });
    await waitFor(() => expect(ruiz).toHaveTextContent('2 unread messages'));
    expect(calls.filter((c) => c.path === '/api/conversations/c2/read')).toHaveLength(0);

    // Dr. Ruiz comes online: shown at once, from the event itself, with no request.
    expect(ruiz).toHaveTextContent('Active 12 minutes ago');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const requests = calls.length;
    ruizSeen = NOW.toISOString();
    stream.emit({ type: 'presence', userId: 'u3', status: 'online', lastSeen: ruizSeen });
    await waitFor(() => expect(ruiz).toHaveTextContent('Active now'));
    expect(calls).toHaveLength(requests);
  });

  it('does not mark read while the window is hidden, and does once it is shown', async () => {
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const calls = fakeApi({
      ...me,
      'GET /api/conversations': list([conversation({ unreadCount: 2 })]),
      'GET /api/conversations/c1': () =>
        ok(
          thread({
            conversation: conversation({ unreadCount: 2 }),
            messages: [msg('m1', PROVIDER_USER.id, 'Your results are in.', minutesAgo(3))],
          }),
        ),
      'POST /api/conversations/c1/read': () => ({ status: 204 }),
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    await screen.findByText('Your results are in.');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path.endsWith('/read'))).toHaveLength(0);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/read'))).toHaveLength(1));
    vi.restoreAllMocks();
  });
});

describe('messages page: a caregiver’s messages (ADR 18)', () => {
  const ANA_WROTE = {
    ...msg('m2', CAREGIVER.id, 'She will bring her list of pills.', minutesAgo(20)),
    caregiverName: 'Ana Delgado',
  };
  const ROSA_WROTE = msg('m1', PATIENT.id, 'Can I come on Monday?', minutesAgo(40));
  const DOCTOR_WROTE = msg('m3', PROVIDER_USER.id, 'Monday is fine.', minutesAgo(10));
  const patientSide = thread({ messages: [ROSA_WROTE, ANA_WROTE, DOCTOR_WROTE] });
  const bubble = (region: HTMLElement, text: string) => within(region).getByText(text).closest('li')!;

  afterEach(() => setActingFor(null));

  it('the provider sees who wrote for the patient', async () => {
    const providerSide = thread({
      conversation: conversation({
        myRole: 'provider',
        counterpart: {
          userId: PATIENT.id,
          name: 'Rosa Delgado',
          providerProfileId: null,
          specialty: null,
          category: null,
          imageUrl: null,
          lastSeenAt: null,
        },
      }),
      messages: [ROSA_WROTE, ANA_WROTE, DOCTOR_WROTE],
    });
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PROVIDER_USER } }),
      'GET /api/conversations': list([providerSide.conversation]),
      'GET /api/conversations/c1': () => ok(providerSide),
      'POST /api/conversations/c1/read': () => ({ status: 204 }),
    });
    renderAt(<MessagesPage />, '/provider-dashboard/messages?conversation=c1');
    const messages = await screen.findByRole('region', { name: 'Messages with Rosa Delgado' });
    const ana = bubble(messages, 'She will bring her list of pills.');
    expect(within(ana).getByText('Ana Delgado (caregiver) for Rosa Delgado')).toBeVisible();
    expect(ana).toHaveTextContent('Ana Delgado (caregiver) for Rosa Delgado said: She will bring');
    expect(bubble(messages, 'Can I come on Monday?')).toHaveTextContent('Rosa Delgado said: Can I come');
    expect(bubble(messages, 'Can I come on Monday?')).not.toHaveTextContent('caregiver');
    expect(bubble(messages, 'Monday is fine.')).toHaveTextContent('You said: Monday is fine.');
  });

  it('the patient sees which of her messages her caregiver wrote', async () => {
    fakeApi({
      ...me,
      'GET /api/conversations': list([conversation()]),
      'GET /api/conversations/c1': () => ok(patientSide),
      'POST /api/conversations/c1/read': () => ({ status: 204 }),
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    const messages = await screen.findByRole('region', { name: 'Messages with Dr. Elena Morales, MD' });
    const ana = bubble(messages, 'She will bring her list of pills.');
    expect(within(ana).getByText('Ana Delgado (caregiver) for Rosa Delgado')).toBeVisible();
    expect(ana).toHaveClass('items-end'); // on her own side
    expect(bubble(messages, 'Can I come on Monday?')).toHaveTextContent('You said: Can I come');
    expect(bubble(messages, 'Monday is fine.')).toHaveTextContent('Dr. Elena Morales, MD said: Monday');
  });

  it('a caregiver acting for the patient reads her conversation, her own and the patient’s messages named', async () => {
    setActingFor({ patientId: ROSA.id, name: ROSA.name, caregiverId: CAREGIVER.id });
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: CAREGIVER } }),
      'GET /api/conversations': list([conversation()]),
      'GET /api/conversations/c1': () => ok(patientSide),
      'POST /api/conversations/c1/read': () => ({ status: 204 }),
    });
    renderAt(<MessagesPage />, '/patient-dashboard/messages?conversation=c1');
    expect(
      await screen.findByText("Write to Rosa Delgado's providers and read their replies."),
    ).toBeVisible();
    const messages = await screen.findByRole('region', { name: 'Messages with Dr. Elena Morales, MD' });
    const mine = bubble(messages, 'She will bring her list of pills.');
    expect(within(mine).getByText('Ana Delgado (caregiver) for Rosa Delgado')).toBeVisible();
    expect(mine).toHaveTextContent('You said: She will bring');
    const rosas = bubble(messages, 'Can I come on Monday?');
    expect(rosas).toHaveClass('items-end');
    expect(within(rosas).getByText('Rosa Delgado')).toBeVisible();
    expect(rosas).toHaveTextContent('Rosa Delgado said: Can I come');
    expect(
      calls
        .filter((c) => c.path.startsWith('/api/conversations'))
        .every((c) => c.headers['x-acting-for'] === ROSA.id),
    ).toBe(true);
  });
});
