import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from '#shared/admin/audit-actions.ts';
import { fieldLabel } from '#shared/admin/console.ts';
import { labelOf } from '../content-management/labels.ts';
import type { AuditEntryDto } from '#shared/admin/console-schemas.ts';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';

/**
 * The audit log's entries in words (ADR 19). The server sends codes: an action ('user.disable'),
 * the kind of record it touched ('user') and the fields it changed ('disabledAt'). Every action the
 * server writes has a sentence, and a short name for the Action filter. An older entry's code that
 * is no longer written is named by its code, in the same sentence in every language.
 */
const ACTION_WORDS: Record<AuditAction, { entry: MessageKey; name: MessageKey }> = {
  'app_settings.update': {
    entry: 'admin.auditLog.entry.appSettingsUpdate',
    name: 'admin.auditLog.actionName.appSettingsUpdate',
  },
  'application.transition': {
    entry: 'admin.auditLog.entry.applicationTransition',
    name: 'admin.auditLog.actionName.applicationTransition',
  },
  'appointment.cancel': {
    entry: 'admin.auditLog.entry.appointmentCancel',
    name: 'admin.auditLog.actionName.appointmentCancel',
  },
  'appointment.status_change': {
    entry: 'admin.auditLog.entry.appointmentStatusChange',
    name: 'admin.auditLog.actionName.appointmentStatusChange',
  },
  'caregiver.invite': {
    entry: 'admin.auditLog.entry.caregiverInvite',
    name: 'admin.auditLog.actionName.caregiverInvite',
  },
  'caregiver.invitation_cancel': {
    entry: 'admin.auditLog.entry.caregiverInvitationCancel',
    name: 'admin.auditLog.actionName.caregiverInvitationCancel',
  },
  'caregiver.request_decline': {
    entry: 'admin.auditLog.entry.caregiverRequestDecline',
    name: 'admin.auditLog.actionName.caregiverRequestDecline',
  },
  'caregiver.grant': {
    entry: 'admin.auditLog.entry.caregiverGrant',
    name: 'admin.auditLog.actionName.caregiverGrant',
  },
  'caregiver.permissions_change': {
    entry: 'admin.auditLog.entry.caregiverPermissionsChange',
    name: 'admin.auditLog.actionName.caregiverPermissionsChange',
  },
  'caregiver.end': {
    entry: 'admin.auditLog.entry.caregiverEnd',
    name: 'admin.auditLog.actionName.caregiverEnd',
  },
  'feature_suggestion.update': {
    entry: 'admin.auditLog.entry.featureSuggestionUpdate',
    name: 'admin.auditLog.actionName.featureSuggestionUpdate',
  },
  'mail.retry': { entry: 'admin.auditLog.entry.mailRetry', name: 'admin.auditLog.actionName.mailRetry' },
  'maintenance.update': {
    entry: 'admin.auditLog.entry.maintenanceUpdate',
    name: 'admin.auditLog.actionName.maintenanceUpdate',
  },
  'organization.create': {
    entry: 'admin.auditLog.entry.organizationCreate',
    name: 'admin.auditLog.actionName.organizationCreate',
  },
  'organization.update': {
    entry: 'admin.auditLog.entry.organizationUpdate',
    name: 'admin.auditLog.actionName.organizationUpdate',
  },
  'organization.invite': {
    entry: 'admin.auditLog.entry.organizationInvite',
    name: 'admin.auditLog.actionName.organizationInvite',
  },
  'organization.invitation_revoke': {
    entry: 'admin.auditLog.entry.organizationInvitationRevoke',
    name: 'admin.auditLog.actionName.organizationInvitationRevoke',
  },
  'organization.affiliation_approve': {
    entry: 'admin.auditLog.entry.organizationAffiliationApprove',
    name: 'admin.auditLog.actionName.organizationAffiliationApprove',
  },
  'organization.affiliation_decline': {
    entry: 'admin.auditLog.entry.organizationAffiliationDecline',
    name: 'admin.auditLog.actionName.organizationAffiliationDecline',
  },
  'organization.affiliation_update': {
    entry: 'admin.auditLog.entry.organizationAffiliationUpdate',
    name: 'admin.auditLog.actionName.organizationAffiliationUpdate',
  },
  'organization.affiliation_end': {
    entry: 'admin.auditLog.entry.organizationAffiliationEnd',
    name: 'admin.auditLog.actionName.organizationAffiliationEnd',
  },
  'page_content.update': {
    entry: 'admin.auditLog.entry.pageContentUpdate',
    name: 'admin.auditLog.actionName.pageContentUpdate',
  },
  'profile.update': {
    entry: 'admin.auditLog.entry.profileUpdate',
    name: 'admin.auditLog.actionName.profileUpdate',
  },
  'profile_review.decide': {
    entry: 'admin.auditLog.entry.profileReviewDecide',
    name: 'admin.auditLog.actionName.profileReviewDecide',
  },
  'provider.status_change': {
    entry: 'admin.auditLog.entry.providerStatusChange',
    name: 'admin.auditLog.actionName.providerStatusChange',
  },
  'provider.feature': {
    entry: 'admin.auditLog.entry.providerFeature',
    name: 'admin.auditLog.actionName.providerFeature',
  },
  'provider.unfeature': {
    entry: 'admin.auditLog.entry.providerUnfeature',
    name: 'admin.auditLog.actionName.providerUnfeature',
  },
  'provider.corrected': {
    entry: 'admin.auditLog.entry.providerCorrected',
    name: 'admin.auditLog.actionName.providerCorrected',
  },
  'report.update': {
    entry: 'admin.auditLog.entry.reportUpdate',
    name: 'admin.auditLog.actionName.reportUpdate',
  },
  'review.delete': {
    entry: 'admin.auditLog.entry.reviewDelete',
    name: 'admin.auditLog.actionName.reviewDelete',
  },
  'review_response.create': {
    entry: 'admin.auditLog.entry.reviewResponseCreate',
    name: 'admin.auditLog.actionName.reviewResponseCreate',
  },
  'review_response.update': {
    entry: 'admin.auditLog.entry.reviewResponseUpdate',
    name: 'admin.auditLog.actionName.reviewResponseUpdate',
  },
  'review_response.delete': {
    entry: 'admin.auditLog.entry.reviewResponseDelete',
    name: 'admin.auditLog.actionName.reviewResponseDelete',
  },
  'schedule.availability': {
    entry: 'admin.auditLog.entry.scheduleAvailability',
    name: 'admin.auditLog.actionName.scheduleAvailability',
  },
  'schedule.office_hours': {
    entry: 'admin.auditLog.entry.scheduleOfficeHours',
    name: 'admin.auditLog.actionName.scheduleOfficeHours',
  },
  'schedule.slots_generate': {
    entry: 'admin.auditLog.entry.scheduleSlotsGenerate',
    name: 'admin.auditLog.actionName.scheduleSlotsGenerate',
  },
  'schedule.slots_block': {
    entry: 'admin.auditLog.entry.scheduleSlotsBlock',
    name: 'admin.auditLog.actionName.scheduleSlotsBlock',
  },
  'schedule.slots_unblock': {
    entry: 'admin.auditLog.entry.scheduleSlotsUnblock',
    name: 'admin.auditLog.actionName.scheduleSlotsUnblock',
  },
  'schedule.appointment_type_create': {
    entry: 'admin.auditLog.entry.scheduleAppointmentTypeCreate',
    name: 'admin.auditLog.actionName.scheduleAppointmentTypeCreate',
  },
  'schedule.appointment_type_update': {
    entry: 'admin.auditLog.entry.scheduleAppointmentTypeUpdate',
    name: 'admin.auditLog.actionName.scheduleAppointmentTypeUpdate',
  },
  'schedule.appointment_type_remove': {
    entry: 'admin.auditLog.entry.scheduleAppointmentTypeRemove',
    name: 'admin.auditLog.actionName.scheduleAppointmentTypeRemove',
  },
  'subscription.update': {
    entry: 'admin.auditLog.entry.subscriptionUpdate',
    name: 'admin.auditLog.actionName.subscriptionUpdate',
  },
  'upload.delete': {
    entry: 'admin.auditLog.entry.uploadDelete',
    name: 'admin.auditLog.actionName.uploadDelete',
  },
  'user.role_change': {
    entry: 'admin.auditLog.entry.userRoleChange',
    name: 'admin.auditLog.actionName.userRoleChange',
  },
  'user.disable': {
    entry: 'admin.auditLog.entry.userDisable',
    name: 'admin.auditLog.actionName.userDisable',
  },
  'user.enable': { entry: 'admin.auditLog.entry.userEnable', name: 'admin.auditLog.actionName.userEnable' },
  'user.password_reset_mail': {
    entry: 'admin.auditLog.entry.userPasswordResetMail',
    name: 'admin.auditLog.actionName.userPasswordResetMail',
  },
  'waiting_list.export': {
    entry: 'admin.auditLog.entry.waitingListExport',
    name: 'admin.auditLog.actionName.waitingListExport',
  },
};

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
  const say = t as (key: MessageKey, values: Record<string, string>) => string;
  if (isAuditAction(e.action) && AUDIT_ACTIONS[e.action] === e.targetType)
    return say(ACTION_WORDS[e.action].entry, { actor: e.actorEmail, target }).trim();
  // An old code: the target's kind stays a code, as the action does: 'application x9'.
  const kind = codeWords(e.targetType);
  return t('admin.auditLog.entry.other', {
    actor: e.actorEmail,
    action: codeWords(e.action),
    target: [kind, target].filter(Boolean).join(' '),
  }).trim();
}

/** An action's short name, for the Action filter: 'Change a user's role'. */
export function auditActionName(t: Translate, action: AuditAction): string {
  return (t as (key: MessageKey) => string)(ACTION_WORDS[action].name);
}

/**
 * A field of before/after in words: 'disabledAt' → 'Disabled at'; a page text or a logo by the
 * content editor's own label ('hero_title' → 'Hero title', 'Título principal').
 */
export function auditFieldWords(t: Translate, field: string, targetType: string): string {
  if (targetType === 'page_content' || targetType === 'app_settings') return labelOf(field, t);
  const key = own(FIELD_KEYS, field);
  return key ? (t as (key: MessageKey) => string)(key) : fieldLabel(field);
}
