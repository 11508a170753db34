import type { MessageKey } from '../i18n/translate.ts';

/** What the maintenance settings' checks say, to a super admin (maintenance.test.ts). */
export const MAINTENANCE_MESSAGES = {
  needsPassword: 'admin.maintenance.needsPassword',
  passwordTooShort: 'admin.maintenance.passwordTooShort',
  passwordTooLong: 'admin.maintenance.passwordTooLong',
  textTooLong: 'admin.maintenance.textTooLong',
  notHttps: 'admin.maintenance.notHttps',
} as const satisfies Record<string, MessageKey>;
