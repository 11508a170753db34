import type { Agent } from 'node:https';
import webpush, { type Urgency } from 'web-push';
import type { NotificationKind, PushPayload } from '#shared/notifications/notifications.ts';
import type { AppDeps } from '../../app-env.ts';
import { backoffSeconds } from '../../lib/jobs.ts';
import { PUSH_JOB } from './notify.ts';
import { PRIVATE_ADDRESS, endpointRefusal, publicPushAgent } from './push-endpoints.ts';
import * as repo from './repository.ts';
import { vapidKeys } from './vapid.ts';

/** A push the phone has not picked up within a day is stale: the bell menu still has it. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A message is someone waiting for a reply; the rest can wait for the phone's next wake-up. */
const URGENCY: Record<NotificationKind, Urgency> = {
  message: 'high',
  appointment_booked: 'normal',
  appointment_reminder: 'high',
  appointment_cancelled: 'high',
  new_review: 'normal',
  schedule_conflict: 'normal',
  onboarding: 'normal',
};
/** Sending rounds per notification: the first, and two retries for the browsers that failed. */
const PUSH_ROUNDS = 3;
const REQUEST_TIMEOUT_MS = 10_000;

type PushJob = { notificationId: string; subscriptionIds?: string[]; round?: number };
type PushDeps = Pick<AppDeps, 'database' | 'queue' | 'log' | 'config'>;

/** What the service worker gets: the notification's words, the unread count and where a tap leads. */
function pushPayload(n: repo.NotificationRow, unread: number): PushPayload {
  const data: PushPayload['data'] = { notificationId: n.id };
  if (n.data?.conversationId) data.conversationId = n.data.conversationId;
  if (n.data?.redirect_url) data.redirect_url = n.data.redirect_url;
  if (n.url) data.url = n.url;
  return {
    title: n.title,
    body: n.body,
    badge: unread,
    ...(n.url ? { url: n.url } : {}),
    data,
  };
}

type Outcome = 'sent' | 'gone' | 'retry' | 'failed';

/** Seconds from a Retry-After header (seconds or an HTTP date), if it has one. */
function retryAfterSeconds(headers: Record<string, unknown> | undefined): number | undefined {
  const value = headers?.['retry-after'];
  if (typeof value !== 'string') return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The 'push.send' job: delivers one notification to each browser its user subscribed.
 *
 * Retries: a notification goes to several browsers, and a browser that got it must not get it twice.
 * So the job never fails after it has started sending. Each browser's answer is sorted: delivered;
 * gone (404 or 410: the subscription is deleted); retry (429, 5xx, timeouts, network errors); failed
 * for good (other 4xx: a payload or key problem that repeating will not fix, only logged). The
 * retry browsers, and only they, get a new job in a few seconds (Retry-After when the push service
 * gives one), up to PUSH_ROUNDS rounds in all. The queue's own retries (the job's maxAttempts) only
 * ever repeat a run that failed before sending anything, such as a database error while loading.
 * A notification already read, or older than the push TTL, is not pushed any more.
 */
function createPushHandler(deps: PushDeps, opts: { agent?: Agent } = {}) {
  const { database, log, config } = deps;
  // In production only public addresses are dialled; tests and development may use their own.
  const agent = opts.agent ?? (config.isProduction ? publicPushAgent() : undefined);

  return async (payload: Record<string, unknown>) => {
    const job = payload as PushJob;
    const round = job.round ?? 1;
    const db = database.db;
    const n = await repo.findNotification(db, job.notificationId);
    if (!n || n.readAt) return;
    if (Date.now() - n.createdAt.getTime() > PUSH_TTL_SECONDS * 1000) return;
    const subs = await repo.listSubscriptions(db, n.userId, job.subscriptionIds);
    if (subs.length === 0) return;
    const [keys, unread] = await Promise.all([vapidKeys(deps), repo.countUnread(db, n.userId)]);
    const body = JSON.stringify(pushPayload(n, unread));
    const options: webpush.RequestOptions = {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      urgency: URGENCY[n.kind as NotificationKind] ?? 'normal',
      contentEncoding: 'aes128gcm',
      timeout: REQUEST_TIMEOUT_MS,
      ...(agent ? { agent } : {}),
    };

    let retryAfter = 0;
    const outcomes = await Promise.all(
      subs.map(async (s): Promise<Outcome> => {
        if (endpointRefusal(s.endpoint, config.isProduction)) return 'gone';
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            body,
            options,
          );
          return 'sent';
        } catch (err) {
          const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
          if (status === 404 || status === 410) return 'gone';
          // A name that resolves to a private address is refused for good, like a 4xx.
          const refused = (err as { code?: unknown }).code === PRIVATE_ADDRESS;
          const transient = !refused && (status === undefined || status === 429 || status >= 500);
          if (err instanceof webpush.WebPushError && (status === 429 || status === 503))
            retryAfter = Math.max(retryAfter, retryAfterSeconds(err.headers) ?? 0);
          // The endpoint is a capability address and stays out of the log; the row id names it.
          log.warn(
            {
              notificationId: n.id,
              subscriptionId: s.id,
              status,
              err: status === undefined && err instanceof Error ? err.message : undefined,
              round,
              final: !transient || round >= PUSH_ROUNDS,
            },
            'push not delivered',
          );
          return transient ? 'retry' : 'failed';
        }
      }),
    );

    // Book-keeping after sending never throws: a failure here must not make the queue run the job
    // again and push a second time to the browsers that got it.
    try {
      const gone = subs.filter((_, i) => outcomes[i] === 'gone');
      if (gone.length) await repo.deleteGoneSubscriptions(db, gone);
      const again = subs.filter((_, i) => outcomes[i] === 'retry').map((s) => s.id);
      if (again.length && round < PUSH_ROUNDS) {
        const wait = Math.min(3600, Math.max(backoffSeconds(round), retryAfter));
        await deps.queue.enqueue(
          PUSH_JOB,
          { notificationId: n.id, subscriptionIds: again, round: round + 1 },
          { runAt: new Date(Date.now() + wait * 1000), maxAttempts: 3 },
        );
      }
    } catch (err) {
      log.error({ err, notificationId: n.id }, 'push book-keeping failed');
    }
  };
}

/** Registers the push job on the queue (the server, the CLIs and the tests all wire it here). */
export function registerPushJob(deps: PushDeps, opts: { agent?: Agent } = {}) {
  deps.queue.register(PUSH_JOB, createPushHandler(deps, opts));
}
