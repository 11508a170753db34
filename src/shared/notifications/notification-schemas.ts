import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { NOTIFICATION_KINDS, NOTIFICATIONS_SHOWN } from './notifications.ts';

/**
 * The notification list's query and the answers, apart from notifications.ts: the header's bell imports
 * that module on every page and reads only these types, so the pages do not download zod.
 */

/** The most a client may ask for at once. */
export const NOTIFICATIONS_MAX = 50;
/** Names 1 and NOTIFICATIONS_MAX in its words (notifications.test.ts holds them together). */
export const NOTIFICATION_LIMIT_MESSAGE: MessageKey = 'common.validation.notificationLimit';

/** GET /api/notifications?limit=: how many of the newest to read. */
export const notificationListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, NOTIFICATION_LIMIT_MESSAGE)
    .transform(Number)
    .pipe(
      z.number().int().min(1, NOTIFICATION_LIMIT_MESSAGE).max(NOTIFICATIONS_MAX, NOTIFICATION_LIMIT_MESSAGE),
    )
    .optional()
    .meta({
      type: 'integer',
      description: `1 to ${NOTIFICATIONS_MAX}; ${NOTIFICATIONS_SHOWN} if left out`,
    }),
});

const notificationDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path inside the site that opening the notification leads to. */
  url: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationDto = z.infer<typeof notificationDtoSchema>;

export const notificationListDtoSchema = z.object({
  notifications: z.array(notificationDtoSchema),
  unread: z.number(),
});
export type NotificationListDto = z.infer<typeof notificationListDtoSchema>;

/** GET /api/notifications/push/public-key: the VAPID public key, URL-safe base64. */
export const pushPublicKeyDtoSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyDto = z.infer<typeof pushPublicKeyDtoSchema>;
