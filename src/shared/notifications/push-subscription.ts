import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';

// Apart from the notification types and helpers, which the first page of the site loads: the schemas
// (and zod with them) are needed only by the server and the settings page.

/** What the check says, as a key: the settings pages (which load `account`) send it (ADR 19). */
export const PUSH_SUBSCRIPTION_MESSAGES = {
  endpointRequired: 'account.validation.pushEndpoint',
} as const satisfies Record<string, MessageKey>;

/** A browser's PushSubscription.toJSON(), as the settings page sends it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(PUSH_SUBSCRIPTION_MESSAGES.endpointRequired).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().max(2048) });
