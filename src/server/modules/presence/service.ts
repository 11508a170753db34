import type { PresenceStatus } from '#shared/realtime/events.ts';
import type { AppDeps } from '../../app-env.ts';
import { listCounterpartIds } from '../messaging/index.ts';
import { publishToUsers } from '../realtime/index.ts';
import { recordPresence } from './repository.ts';

/** Who hears of a presence change: the people of the user's most recent conversations. */
const PRESENCE_AUDIENCE = 200;

/**
 * Saves the heartbeat. Only arriving and leaving are told to the user's conversation partners: a
 * routine beat changes nothing they show.
 */
export async function updatePresence(deps: AppDeps, userId: string, status: PresenceStatus) {
  const db = deps.database.db;
  const { lastSeen, changed } = await recordPresence(db, userId, status);
  if (!changed) return;
  const audience = await listCounterpartIds(db, userId, PRESENCE_AUDIENCE);
  await publishToUsers(deps, audience, { type: 'presence', userId, status, lastSeen });
}
