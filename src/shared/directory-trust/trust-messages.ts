import type { MessageKey } from '../i18n/translate.ts';

/**
 * Directory trust's messages (trust.test.ts, docs/product.md#profiles): the refusal of an unclaimed
 * listing and the provider dashboard's 90-day reconfirmation. Apart from ./directory-trust.ts, whose
 * constants many pages import, so that only the pages showing these load their catalogue (admin).
 */
export const TRUST_MESSAGES = {
  unclaimedRefusal: 'admin.trust.unclaimedRefusal',
  confirmed: 'admin.trust.confirmed',
  reconfirmTitle: 'admin.trust.reconfirmTitle',
  /** Says how often: `{ days: RECONFIRM_DAYS }` of ./directory-trust.ts. */
  reconfirmText: 'admin.trust.reconfirmText',
  reconfirmButton: 'admin.trust.reconfirmButton',
} as const satisfies Record<string, MessageKey>;
