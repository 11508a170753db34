import type { NotificationKind } from '../notifications/notifications.ts';

/**
 * What the server tells a signed-in browser over its one event stream (GET /api/events).
 * Events are signals with ids, never message text: the client fetches what changed, so nothing
 * private travels through the database's NOTIFY channel, and every event fits its 8 kB limit.
 */
export type UserEvent =
  /** A message was posted in one of the user's conversations (by either side). */
  | { type: 'message'; conversationId: string; messageId: string; senderId: string }
  /** The other side read a conversation up to readAt (read receipts), or the user did elsewhere. */
  | { type: 'conversation-read'; conversationId: string; readerId: string; readAt: string }
  /** A notification was added for the user. */
  | { type: 'notification'; notificationId: string; kind: NotificationKind }
  /** Some of the user's notifications were marked read (in another tab or device). */
  | { type: 'notifications-read' }
  /**
   * An access between the user and a caregiver or a patient began, changed or ended (ADR 18): the
   * screens read it again, and stop acting for someone they may no longer act for.
   */
  | { type: 'caregiver-access' }
  /** Someone the user talks with came online or went away. */
  | { type: 'presence'; userId: string; status: PresenceStatus; lastSeen: string };

export type UserEventType = UserEvent['type'];
export type PresenceStatus = 'online' | 'offline';

/** Heartbeat 25 s; reconnect after 1, 2, 5, 10 s, then every 10 s (realtime.test.ts, ADR 8). */
export const REALTIME = {
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000] as const,
  /** How often an open app tells the server its user is still there. */
  presenceHeartbeatMs: 60_000,
} as const;

/** The delay before reconnect attempt n (0-based): 1, 2, 5, 10, 10, 10 … seconds. */
export const reconnectDelayMs = (attempt: number) =>
  REALTIME.reconnectDelaysMs[Math.min(attempt, REALTIME.reconnectDelaysMs.length - 1)];
