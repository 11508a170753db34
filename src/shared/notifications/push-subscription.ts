import { z } from 'zod';

// Apart from the notification types and helpers, which the first page of the site loads: the schemas
// (and zod with them) are needed only by the server and the settings page.

/** A browser's PushSubscription.toJSON(), as the settings page sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url('A push endpoint address is required').max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2048) });
