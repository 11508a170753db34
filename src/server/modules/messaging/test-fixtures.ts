import type { ConversationSummaryDto, MessageDto } from '#shared/messaging/messaging.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { addProvider, signedInUser, type ProviderValues } from '../../test/people.ts';
import { TEST_ORIGIN } from '../../test/harness.ts';
import { streamReader, type StreamReader } from '../../test/streams.ts';
import { publishToUsers } from '../realtime/index.ts';

export type Person = Awaited<ReturnType<typeof signedInUser>>;
export type Practice = Person & { providerId: string };

/** A provider account that owns a listed profile: Dr. Elena Morales, cardiologist, unless told. */
export async function addPractice(app: App, deps: AppDeps, values: ProviderValues = {}): Promise<Practice> {
  const owner = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
  const providerId = await addProvider(deps, {
    userId: owner.id,
    firstName: 'Elena',
    lastName: 'Morales',
    taxonomyCode: '207RC0000X',
    ...values,
  });
  return { ...owner, providerId };
}

export const addPatient = (app: App, deps: AppDeps) =>
  signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Diaz' });

/** The patient's conversation with the practice (started or reused). */
export async function conversationOf(patient: Person, practice: Practice): Promise<string> {
  const res = await patient.client.post('/api/conversations', { providerProfileId: practice.providerId });
  if (res.status !== 200 && res.status !== 201) throw new Error(`start failed: ${res.status}`);
  return (res.body.conversation as ConversationSummaryDto).id;
}

export async function send(person: Person, conversationId: string, body: string): Promise<MessageDto> {
  const res = await person.client.post(`/api/conversations/${conversationId}/messages`, { body });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown as MessageDto;
}

/** The person's GET /api/events, read until its first bytes say the subscription is in place. */
export async function openEvents(app: App, person: Person) {
  const res = await app.request('/api/events', {
    headers: { origin: TEST_ORIGIN, cookie: person.client.cookie },
  });
  if (res.status !== 200) throw new Error(`events refused: ${res.status}`);
  const stream = streamReader(res.body!);
  await stream.until(/: connected\n\n/);
  return stream;
}

/**
 * The stream's text once everything published to the person so far has arrived: events reach a
 * stream in the order published, so a marker sent now arrives after them. Lets a test say that an
 * event was not sent without waiting for a timeout.
 */
export async function settled(deps: AppDeps, stream: StreamReader, person: Pick<Person, 'id'>) {
  const seen = stream.text.match(/event: notifications-read\n/g)?.length ?? 0;
  await publishToUsers(deps, [person.id], { type: 'notifications-read' });
  await stream.until(new RegExp(`(?:[\\s\\S]*?event: notifications-read\\n){${seen + 1}}`));
  return stream.text;
}
