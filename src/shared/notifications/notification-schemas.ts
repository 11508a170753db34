import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notifications.ts';

/**
 * The notification answers, apart from notifications.ts: the header's bell imports that module on
 * every page and reads only these types, so the pages do not download zod.
 */

export const notificationDtoSchema = z.object({
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
