import { fieldLabel } from '#shared/admin/console.ts';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';

/**
 * The audit log's entries in words (ADR 19). The server sends codes: an action ('user.disable'),
 * the kind of record it touched ('user') and the fields it changed ('disabledAt'). The console's own
 * actions each have a sentence; another tool's action is named by its code, in the same sentence
 * in every language.
 */
const ACTION_MESSAGES: Record<string, { targetType: string; key: MessageKey }> = {
  'user.role_change': { targetType: 'user', key: 'admin.auditLog.entry.userRoleChange' },
  'user.disable': { targetType: 'user', key: 'admin.auditLog.entry.userDisable' },
  'user.enable': { targetType: 'user', key: 'admin.auditLog.entry.userEnable' },
  'user.password_reset_mail': { targetType: 'user', key: 'admin.auditLog.entry.userPasswordResetMail' },
  'provider.status_change': { targetType: 'provider', key: 'admin.auditLog.entry.providerStatusChange' },
  'provider.feature': { targetType: 'provider', key: 'admin.auditLog.entry.providerFeature' },
  'provider.unfeature': { targetType: 'provider', key: 'admin.auditLog.entry.providerUnfeature' },
  'mail.retry': { targetType: 'mail', key: 'admin.auditLog.entry.mailRetry' },
  'profile.update': { targetType: 'user', key: 'admin.auditLog.entry.profileUpdate' },
};

/** The actions the console writes, offered in the Action filter. */
export const CONSOLE_AUDIT_ACTIONS = Object.keys(ACTION_MESSAGES);

/** The fields the console's actions change, in words; another field is named from its code. */
const FIELD_KEYS: Record<string, MessageKey> = {
  role: 'admin.auditLog.fieldName.role',
  disabledAt: 'admin.auditLog.fieldName.disabledAt',
  sessionsEnded: 'admin.auditLog.fieldName.sessionsEnded',
  email: 'admin.auditLog.fieldName.email',
  status: 'admin.auditLog.fieldName.status',
  listed: 'admin.auditLog.fieldName.listed',
  featured: 'admin.auditLog.fieldName.featured',
  attempts: 'admin.auditLog.fieldName.attempts',
  lastError: 'admin.auditLog.fieldName.lastError',
  failedAt: 'admin.auditLog.fieldName.failedAt',
  firstName: 'admin.auditLog.fieldName.firstName',
  lastName: 'admin.auditLog.fieldName.lastName',
};

const own = <T>(record: Record<string, T>, code: string): T | undefined =>
  Object.hasOwn(record, code) ? record[code] : undefined;

/** A code as words: 'application.transition' → 'application transition'. */
const codeWords = (code: string) => code.replace(/[._]+/g, ' ');

/** 'admin@x changed the role of user jane@x', from the entry's codes, in the page's language. */
export function auditEntryWords(t: Translate, e: AuditEntryDto): string {
  const target = e.targetLabel ?? e.targetId ?? '';
  const known = own(ACTION_MESSAGES, e.action);
  const say = t as (key: MessageKey, values: Record<string, string>) => string;
  if (known && known.targetType === e.targetType)
    return say(known.key, { actor: e.actorEmail, target }).trim();
  // The target's kind stays a code, as the action does: 'application x9'.
  const kind = codeWords(e.targetType);
  return t('admin.auditLog.entry.other', {
    actor: e.actorEmail,
    action: codeWords(e.action),
    target: [kind, target].filter(Boolean).join(' '),
  }).trim();
}

/** A field of before/after in words: 'disabledAt' → 'Disabled at'. */
export function auditFieldWords(t: Translate, field: string): string {
  const key = own(FIELD_KEYS, field);
  return key ? (t as (key: MessageKey) => string)(key) : fieldLabel(field);
}
