/**
 * The notification kinds (docs/product.md#notifications): the five of the directory and booking,
 * 'appointment_cancelled' (a caregiver hears that a patient's visit will not take place, ADR 18), and
 * 'onboarding': a provider's application step or profile review decision (also mailed).
 */
export const NOTIFICATION_KINDS = [
  'message',
  'appointment_booked',
  'appointment_reminder',
  'appointment_cancelled',
  'new_review',
  'schedule_conflict',
  'onboarding',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

// The answers' types are inferred from their zod schemas in notification-schemas.ts. Import them from there with
// `import type`, which loads no zod; this file does not re-export them, as notification-schemas.ts imports it.

/** How many the bell menu lists. */
export const NOTIFICATIONS_SHOWN = 20;

/** Message bodies are cut to 100 characters (97 plus '...'); review previews to 50 (push.test.ts). */
export const MESSAGE_PREVIEW_CHARS = 100;
export const REVIEW_PREVIEW_CHARS = 50;

/** Cuts text to at most `max` characters, ending in '...' when it was longer. */
export function truncatePreview(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 3).join('')}...`;
}

/**
 * What a Web Push message carries, read by /sw.js. `data` picks where a tap leads (service-worker.test.ts):
 * redirect_url as is; else conversationId → the messages page (provider or patient, by `url`);
 * else url; else /provider-dashboard/messages.
 */
export type PushPayload = {
  title: string;
  body: string;
  badge?: number;
  url?: string;
  data: { redirect_url?: string; conversationId?: string; url?: string; notificationId?: string };
};

/**
 * Push is offered over HTTPS, and on this machine's own addresses for development
 * (docs/product.md#notifications).
 */
export function pushAllowedOn(location: { protocol: string; hostname: string }): boolean {
  if (location.protocol === 'https:') return true;
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(location.hostname);
}
