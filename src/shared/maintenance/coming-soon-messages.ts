import type { MessageKey } from '../i18n/translate.ts';

/**
 * What a visitor of a locked site is told: by the server, and by the coming-soon page's preview
 * password (maintenance.test.ts). Its own module, so the page loads no settings' words.
 */
export const COMING_SOON_MESSAGES = {
  wrongPassword: 'public.maintenance.wrongPassword',
  passwordRequired: 'public.maintenance.passwordRequired',
  locked: 'public.maintenance.locked',
  tooManyTries: 'public.maintenance.tooManyTries',
} as const satisfies Record<string, MessageKey>;
