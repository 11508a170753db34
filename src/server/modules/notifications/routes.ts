import { createRoute } from '@hono/zod-openapi';
import {
  notificationListDtoSchema,
  notificationListQuerySchema,
  pushPublicKeyDtoSchema,
} from '#shared/notifications/notification-schemas.ts';
import { NOTIFICATIONS_SHOWN } from '#shared/notifications/notifications.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#shared/notifications/push-subscription.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../lib/http.ts';
import { signedIn } from '../../lib/middleware.ts';
import { createRouter, idParam, json, jsonBody } from '../../lib/router.ts';
import { isUuid } from '../../lib/ids.ts';
import { publishToUsers } from '../realtime/index.ts';
import { endpointRefusal } from './push-endpoints.ts';
import * as repo from './repository.ts';
import { vapidKeys } from './vapid.ts';

const KEYS_INVALID = 'account.pushRefusal.keysInvalid' satisfies MessageKey;

/** A P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret, URL-safe base64. */
const isBrowserKeys = (keys: { p256dh: string; auth: string }) => {
  const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!base64url.test(keys.p256dh) || !base64url.test(keys.auth)) return false;
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 4 && Buffer.from(keys.auth, 'base64url').length === 16;
};

const guard = [signedIn()];
const unauthorized = { 401: { description: 'Not signed in' } } as const;

const list = createRoute({
  method: 'get',
  path: '/notifications',
  summary: "The signed-in user's notifications, newest first, and how many are unread",
  middleware: guard,
  request: { query: notificationListQuerySchema },
  responses: {
    200: json(notificationListDtoSchema, 'The newest notifications; unread counts all of them'),
    400: { description: 'Invalid limit' },
    ...unauthorized,
  },
});

const readOne = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  summary: 'Mark one of your notifications read',
  description: "Your open tabs and devices get a 'notifications-read' event and read the list again.",
  middleware: guard,
  request: { params: idParam },
  responses: {
    204: { description: 'Read' },
    ...unauthorized,
    404: { description: 'No such notification of yours' },
  },
});

const readAll = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  summary: 'Mark all your notifications read',
  description: "Your open tabs and devices get a 'notifications-read' event and read the list again.",
  middleware: guard,
  responses: { 204: { description: 'All read' }, ...unauthorized },
});

const publicKey = createRoute({
  method: 'get',
  path: '/push/public-key',
  summary: "The server's VAPID public key, the applicationServerKey for PushManager.subscribe()",
  middleware: guard,
  responses: { 200: json(pushPublicKeyDtoSchema, 'URL-safe base64'), ...unauthorized },
});

const subscribe = createRoute({
  method: 'post',
  path: '/push/subscriptions',
  summary: "Save this browser's push subscription (PushSubscription.toJSON()) for the signed-in user",
  description:
    'Saving an endpoint again updates it and makes it yours. A user keeps the newest ' +
    `${repo.MAX_SUBSCRIPTIONS_PER_USER} browsers. In production the endpoint must be https on a public address.`,
  middleware: guard,
  request: { body: jsonBody(pushSubscriptionSchema) },
  responses: {
    201: { description: 'Subscribed' },
    400: { description: 'Not a usable subscription' },
    ...unauthorized,
  },
});

const unsubscribe = createRoute({
  method: 'delete',
  path: '/push/subscriptions',
  summary: "Remove this browser's push subscription (only your own)",
  middleware: guard,
  request: { body: jsonBody(pushUnsubscribeSchema) },
  responses: {
    204: { description: 'Removed, or was not yours' },
    400: { description: 'No endpoint' },
    ...unauthorized,
  },
});

export const notificationRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = requireUser(c);
    const db = c.var.deps.database.db;
    const limit = c.req.valid('query').limit ?? NOTIFICATIONS_SHOWN;
    const [rows, unread] = await Promise.all([
      repo.listForUser(db, user.id, limit),
      repo.countUnread(db, user.id),
    ]);
    return c.json({ notifications: rows.map(repo.toNotificationDto), unread }, 200);
  })
  .openapi(readAll, async (c) => {
    const user = requireUser(c);
    await repo.markAllRead(c.var.deps.database.db, user.id);
    await publishToUsers(c.var.deps, [user.id], { type: 'notifications-read' });
    return c.body(null, 204);
  })
  .openapi(readOne, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    // Someone else's notification is as unknown as one that does not exist.
    const found = isUuid(id) && (await repo.markRead(c.var.deps.database.db, user.id, id));
    if (!found) throw notFound('common.notifications.notFound');
    await publishToUsers(c.var.deps, [user.id], { type: 'notifications-read' });
    return c.body(null, 204);
  })
  .openapi(publicKey, async (c) => {
    requireUser(c);
    const keys = await vapidKeys(c.var.deps);
    return c.json({ publicKey: keys.publicKey }, 200);
  })
  .openapi(subscribe, async (c) => {
    const user = requireUser(c);
    const { endpoint, keys } = c.req.valid('json');
    const refusal = endpointRefusal(endpoint, c.var.deps.config.isProduction);
    if (refusal) throw badRequest(refusal, { endpoint: refusal });
    // Keys that cannot encrypt would fail every push to this browser: refuse them now.
    if (!isBrowserKeys(keys)) throw badRequest(KEYS_INVALID, { keys: KEYS_INVALID });
    await repo.saveSubscription(c.var.deps.database.db, user.id, {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
    });
    return c.body(null, 201);
  })
  .openapi(unsubscribe, async (c) => {
    const user = requireUser(c);
    await repo.deleteSubscription(c.var.deps.database.db, user.id, c.req.valid('json').endpoint);
    return c.body(null, 204);
  });
