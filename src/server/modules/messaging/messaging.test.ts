import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGING_MESSAGES,
  THREAD_PAGE_SIZE,
  type ConversationListDto,
  type ConversationSummaryDto,
  type ThreadDto,
} from '#shared/messaging/messaging.ts';
import type { ProviderProfileDto } from '#shared/providers/profile.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { conversations, messages, notifications } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import { addPatient, addPractice, conversationOf, send, type Person } from './test-fixtures.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

const list = async (person: Person) =>
  (await person.client.get('/api/conversations')).body as unknown as ConversationListDto;
const unread = async (person: Person) => (await person.client.get('/api/conversations/unread')).body.unread;
const thread = async (person: Person, id: string, before?: string) =>
  (await person.client.get(`/api/conversations/${id}${before ? `?before=${before}` : ''}`))
    .body as unknown as ThreadDto;
const markRead = (person: Person, id: string) => person.client.post(`/api/conversations/${id}/read`);

async function rowsOf(conversationId: string) {
  const db = deps.database.db;
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  const sent = await db.select().from(messages).where(eq(messages.conversationId, conversationId));
  const notes = await db
    .select()
    .from(notifications)
    .where(sql`${notifications.data}->>'conversationId' = ${conversationId}`);
  return { conversation, messages: sent, notifications: notes };
}

describe('POST /api/conversations', () => {
  it('starts a conversation with a listed provider (201) and reuses it afterwards (200, same id)', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const first = await rosa.client.post('/api/conversations', { providerProfileId: practice.providerId });
    expect(first.status).toBe(201);
    const conversation = first.body.conversation as unknown as ConversationSummaryDto;
    expect(conversation).toMatchObject({
      providerProfileId: practice.providerId,
      patientId: rosa.id,
      myRole: 'patient',
      counterpart: {
        userId: practice.id,
        name: 'Dr. Elena Morales',
        providerProfileId: practice.providerId,
        specialty: 'Cardiovascular Disease Physician',
        category: 'heart',
        imageUrl: null,
        lastSeenAt: null,
      },
      lastMessage: null,
      unreadCount: 0,
    });
    const again = await rosa.client.post('/api/conversations', { providerProfileId: practice.providerId });
    expect(again.status).toBe(200);
    expect((again.body.conversation as unknown as ConversationSummaryDto).id).toBe(conversation.id);
  });

  it('makes one conversation when the same pair starts twice at once', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const both = await Promise.all([conversationOf(rosa, practice), conversationOf(rosa, practice)]);
    expect(both[0]).toBe(both[1]);
  });

  it('refuses a guest (401), a provider account (403), unknown and unlisted providers (404) and a bad id (400)', async () => {
    const practice = await addPractice(app, deps);
    const start = (person: { client: ReturnType<typeof apiClient> }, providerProfileId: string) =>
      person.client.post('/api/conversations', { providerProfileId });

    const guest = await start({ client: apiClient(app) }, practice.providerId);
    expect(guest.status).toBe(401);
    expect(guest.body.detail).toBe(inEnglish(MESSAGING_MESSAGES.notAuthenticated));

    const other = await addPractice(app, deps);
    const asProvider = await start(other, practice.providerId);
    expect(asProvider.status).toBe(403);
    expect(asProvider.body.detail).toBe(inEnglish(MESSAGING_MESSAGES.patientsOnly));

    const rosa = await addPatient(app, deps);
    const draft = await addProvider(deps, { profileStatus: 'review' });
    const suspended = await addProvider(deps, { status: 'suspended' });
    for (const id of [randomUUID(), draft, suspended]) {
      const res = await start(rosa, id);
      expect(res.status, id).toBe(404);
      expect(res.body.detail).toBe(inEnglish(MESSAGING_MESSAGES.providerUnavailable));
    }
    const bad = await start(rosa, 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ providerProfileId: 'Provider ID is required' });
    expect((await list(rosa)).conversations).toEqual([]);
  });
});

describe('messages, lists and unread counts', () => {
  it('sends and lists: each side sees the other, the last message, and the newest activity first', async () => {
    const practice = await addPractice(app, deps);
    const later = await addPractice(app, deps, {
      firstName: 'Sam',
      lastName: 'Lee',
      title: 'Nurse Practitioner',
    });
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const laterId = await conversationOf(rosa, later);

    const sent = await send(rosa, id, '  Hello doctor, is Tuesday possible?  ');
    expect(sent).toMatchObject({
      conversationId: id,
      senderId: rosa.id,
      body: 'Hello doctor, is Tuesday possible?',
    });
    expect(Date.now() - Date.parse(sent.createdAt)).toBeLessThan(60_000);
    await send(rosa, laterId, 'A question for you');

    const mine = await list(rosa);
    expect(mine.conversations.map((c) => c.id)).toEqual([laterId, id]);
    expect(mine.conversations[0]!.counterpart.name).toBe('Sam Lee');
    expect(mine.conversations[1]).toMatchObject({
      lastMessage: {
        body: 'Hello doctor, is Tuesday possible?',
        senderId: rosa.id,
        createdAt: sent.createdAt,
      },
      lastMessageAt: sent.createdAt,
      unreadCount: 0,
    });
    expect(mine.unreadTotal).toBe(0);

    const theirs = await list(practice);
    expect(theirs.conversations).toHaveLength(1);
    expect(theirs.conversations[0]).toMatchObject({
      id,
      myRole: 'provider',
      counterpart: { userId: rosa.id, name: 'Rosa Diaz', providerProfileId: null, specialty: null },
      unreadCount: 1,
    });
    expect(theirs.unreadTotal).toBe(1);

    const reply = await send(practice, id, 'Tuesday at 10 works.');
    const page = await thread(rosa, id);
    expect(page.messages.map((m) => m.body)).toEqual([
      'Hello doctor, is Tuesday possible?',
      'Tuesday at 10 works.',
    ]);
    expect(page.messages[1]).toEqual(reply);
    expect(page.olderCursor).toBeNull();
  });

  it('counts unread messages per conversation and in total, and replying or reading clears them', async () => {
    const practice = await addPractice(app, deps);
    const [ana, ben] = [await addPatient(app, deps), await addPatient(app, deps)];
    const anaId = await conversationOf(ana, practice);
    const benId = await conversationOf(ben, practice);
    await send(ana, anaId, 'One');
    await send(ana, anaId, 'Two');
    await send(ben, benId, 'Three');

    let theirs = await list(practice);
    expect(Object.fromEntries(theirs.conversations.map((c) => [c.id, c.unreadCount]))).toEqual({
      [anaId]: 2,
      [benId]: 1,
    });
    expect(theirs.unreadTotal).toBe(3);
    expect(await unread(practice)).toBe(3);
    // A patient's own messages are never unread to them.
    expect(await unread(ana)).toBe(0);

    // Replying means the provider has read what came before.
    await send(practice, anaId, 'Answer');
    expect(await unread(practice)).toBe(1);
    expect(await unread(ana)).toBe(1);
    expect((await list(ana)).conversations[0]!.unreadCount).toBe(1);

    expect((await markRead(practice, benId)).status).toBe(204);
    expect((await markRead(ana, anaId)).status).toBe(204);
    expect(await unread(practice)).toBe(0);
    expect(await unread(ana)).toBe(0);
    theirs = await list(practice);
    expect(theirs.unreadTotal).toBe(0);
  });

  it("gives read receipts through the other side's read mark, and marking read clears the message notifications", async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const sent = await send(rosa, id, 'Did you get my results?');

    expect((await thread(rosa, id)).otherLastReadAt).toBeNull();
    // The sender's own mark moved to the message: the provider sees it as read by the patient.
    expect((await thread(practice, id)).otherLastReadAt).toBe(sent.createdAt);
    expect((await rowsOf(id)).notifications.map((n) => n.readAt)).toEqual([null]);

    expect((await markRead(practice, id)).status).toBe(204);
    const receipt = (await thread(rosa, id)).otherLastReadAt!;
    expect(receipt >= sent.createdAt).toBe(true);
    const { notifications: notes } = await rowsOf(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.readAt).not.toBeNull();
  });

  it('pages older messages through the cursor, oldest first, each message once', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const base = Date.now() - 3_600_000;
    const total = THREAD_PAGE_SIZE + 5;
    // Two messages share a time, so the cursor must tell them apart by id.
    const times = Array.from({ length: total }, (_, i) => new Date(base + (i === 5 ? 4 : i) * 1000));
    await deps.database.db.insert(messages).values(
      times.map((createdAt, i) => ({
        conversationId: id,
        senderId: i % 2 ? practice.id : rosa.id,
        body: `Message ${i}`,
        createdAt,
      })),
    );

    const newest = await thread(rosa, id);
    expect(newest.messages).toHaveLength(THREAD_PAGE_SIZE);
    expect(newest.messages.at(-1)!.body).toBe(`Message ${total - 1}`);
    expect(newest.olderCursor).toBe(newest.messages[0]!.id);
    const older = await thread(rosa, id, newest.olderCursor!);
    expect(older.messages).toHaveLength(total - THREAD_PAGE_SIZE);
    expect(older.olderCursor).toBeNull();
    const all = [...older.messages, ...newest.messages];
    expect(new Set(all.map((m) => m.id)).size).toBe(total);
    const sorted = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(all.map((m) => m.createdAt)).toEqual(sorted.map((m) => m.createdAt));
    expect(all.map((m) => m.body).sort()).toEqual(times.map((_, i) => `Message ${i}`).sort());

    // A cursor from another conversation finds nothing older here.
    const elsewhere = await conversationOf(rosa, await addPractice(app, deps));
    const foreign = await send(rosa, elsewhere, 'Elsewhere');
    expect((await thread(rosa, id, foreign.id)).messages).toEqual([]);
  });

  it('refuses an empty message and one of 2,001 characters with the shared messages, writing nothing', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const before = await rowsOf(id);
    const post = (body: unknown) =>
      rosa.client.post(`/api/conversations/${id}/messages`, body === undefined ? {} : { body });

    const long = await post('x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe('Messages can be at most 2,000 characters.');
    expect(long.body.errors).toEqual({ body: inEnglish(MESSAGING_MESSAGES.tooLong, { maximum: 2000 }) });
    expect(long.body.codes).toEqual({ body: MESSAGING_MESSAGES.tooLong });
    for (const empty of ['', '   \n ', undefined]) {
      const res = await post(empty);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Please write a message.');
    }
    // In the page's language, with the limit the schema found.
    const spanish = await rosa.client
      .speaking('es')
      .post(`/api/conversations/${id}/messages`, { body: 'x'.repeat(2001) });
    expect(spanish.body.detail).toBe('Los mensajes pueden tener como máximo 2,000 caracteres.');
    expect(spanish.body.code).toBe(MESSAGING_MESSAGES.tooLong);
    expect(await rowsOf(id)).toEqual(before);

    expect((await post('y'.repeat(2000))).status).toBe(201);
  });
});

describe('who may read, write and mark a conversation', () => {
  it('only its patient and its provider: another patient, another provider, a super admin get 404, a guest 401', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    await send(rosa, id, 'Private');
    const before = await rowsOf(id);

    const outsiders: [string, Person][] = [
      ['another patient', await addPatient(app, deps)],
      ['another provider', await addPractice(app, deps)],
      ['a provider without a profile', await signedInUser(app, deps, 'provider')],
      ['a super admin', await signedInUser(app, deps, 'super_admin')],
    ];
    for (const [who, person] of outsiders) {
      for (const res of [
        await person.client.get(`/api/conversations/${id}`),
        await person.client.post(`/api/conversations/${id}/messages`, { body: 'Let me in' }),
        await markRead(person, id),
      ]) {
        expect(res.status, who).toBe(404);
        expect(res.body.detail, who).toBe(inEnglish(MESSAGING_MESSAGES.notFound));
      }
      expect(
        (await list(person)).conversations.map((c) => c.id),
        who,
      ).not.toContain(id);
      expect(await unread(person), who).toBe(0);
    }

    const guest = apiClient(app);
    for (const res of [
      await guest.get(`/api/conversations/${id}`),
      await guest.post(`/api/conversations/${id}/messages`, { body: 'Let me in' }),
      await guest.post(`/api/conversations/${id}/read`),
      await guest.get('/api/conversations'),
      await guest.get('/api/conversations/unread'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(inEnglish(MESSAGING_MESSAGES.notAuthenticated));
    }

    // Unknown and malformed ids are the same 404.
    for (const other of [randomUUID(), 'not-a-uuid']) {
      expect((await rosa.client.get(`/api/conversations/${other}`)).status).toBe(404);
      expect((await rosa.client.post(`/api/conversations/${other}/messages`, { body: 'Hi' })).status).toBe(
        404,
      );
      expect((await markRead(rosa, other)).status).toBe(404);
    }
    expect(await rowsOf(id)).toEqual(before);
  });
});

describe('message notifications', () => {
  it("tell the recipient who wrote, with the spec's 100-character preview and a link to the conversation", async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, practice);
    const text = 'a'.repeat(96) + 'bcdef'; // 101 characters
    await send(rosa, id, text);
    await send(practice, id, 'c'.repeat(100));

    const notes = await deps.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'message'), sql`${notifications.data}->>'conversationId' = ${id}`));
    const forProvider = notes.find((n) => n.userId === practice.id)!;
    expect(forProvider).toMatchObject({
      title: 'New message from Rosa Diaz',
      body: `${'a'.repeat(96)}b...`,
      url: `/provider-dashboard/messages?conversation=${id}`,
      data: { conversationId: id },
      readAt: null,
    });
    expect(forProvider.body).toHaveLength(100);
    const forPatient = notes.find((n) => n.userId === rosa.id)!;
    expect(forPatient).toMatchObject({
      title: 'New message from Dr. Elena Morales',
      body: 'c'.repeat(100),
      url: `/patient-dashboard/messages?conversation=${id}`,
    });
    expect(notes).toHaveLength(2);
  });
});

describe("the provider's response time", () => {
  const average = async (providerId: string) =>
    ((await apiClient(app).get(`/api/providers/${providerId}`)).body as unknown as ProviderProfileDto)
      .averageResponseMinutes;
  const waitedSince = (id: string, minutes: number) =>
    deps.database.db
      .update(conversations)
      .set({ awaitingReplySince: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(conversations.id, id));

  it('is 120 minutes without history, then the average of real reply times from the first unanswered message', async () => {
    const practice = await addPractice(app, deps);
    const rosa = await addPatient(app, deps);
    expect(await average(practice.providerId)).toBe(120);
    const id = await conversationOf(rosa, practice);

    await send(rosa, id, 'Are you taking new patients?');
    await waitedSince(id, 50);
    await send(practice, id, 'Yes, we are.');
    expect(await average(practice.providerId)).toBe(50);

    // A second message from the provider is not another reply.
    await send(practice, id, 'Call us any time.');
    expect(await average(practice.providerId)).toBe(50);

    // The wait starts at the first unanswered message, not the latest.
    await send(rosa, id, 'Thank you.');
    await waitedSince(id, 20);
    await send(rosa, id, 'One more thing.');
    await send(practice, id, 'Of course.');
    expect(await average(practice.providerId)).toBe(35);

    // The patient's own messages never count.
    await send(rosa, id, 'Bye');
    expect(await average(practice.providerId)).toBe(35);
    expect((await rowsOf(id)).conversation!.awaitingReplySince).not.toBeNull();
  });
});

describe('the API document', () => {
  it('lists the conversation and presence routes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/conversations',
        '/api/conversations/unread',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/conversations/{id}/read',
        '/api/presence',
      ]),
    );
  });

  it('refuses a malformed older-messages cursor', async () => {
    const rosa = await addPatient(app, deps);
    const id = await conversationOf(rosa, await addPractice(app, deps));
    expect((await rosa.client.get(`/api/conversations/${id}?before=not-a-cursor`)).status).toBe(400);
  });
});
