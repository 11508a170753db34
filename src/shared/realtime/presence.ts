import { z } from 'zod';
import type { PresenceStatus } from './events.ts';

const PRESENCE_STATUSES = ['online', 'offline'] as const satisfies readonly PresenceStatus[];

/** POST /api/presence: the open app's heartbeat ('online', the default) or its goodbye ('offline'). */
export const presenceSchema = z.object({ status: z.enum(PRESENCE_STATUSES).default('online') });
