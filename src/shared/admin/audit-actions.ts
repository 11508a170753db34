/**
 * Every action the server writes to the admin audit log, with the kind of record it touches. The
 * server's writer takes only these (so a new action cannot be logged before it has words), and the
 * audit log page words each one and offers them all in its Action filter. The database column stays
 * plain text: entries written before an action was listed here keep their code and read as codes.
 */
export const AUDIT_ACTIONS = {
  'app_settings.update': 'app_settings',
  'application.transition': 'provider_application',
  'appointment.cancel': 'appointment',
  'appointment.status_change': 'appointment',
  'caregiver.invite': 'caregiver_invitation',
  'caregiver.invitation_cancel': 'caregiver_invitation',
  'caregiver.request_decline': 'caregiver_invitation',
  'caregiver.grant': 'caregiver_access',
  'caregiver.permissions_change': 'caregiver_access',
  'caregiver.end': 'caregiver_access',
  'feature_suggestion.update': 'feature_suggestion',
  'mail.retry': 'mail',
  'maintenance.update': 'maintenance',
  'organization.create': 'organization',
  'organization.update': 'organization',
  'organization.invite': 'organization_invitation',
  'organization.invitation_revoke': 'organization_invitation',
  'organization.affiliation_approve': 'provider_affiliation',
  'organization.affiliation_decline': 'provider_affiliation',
  'organization.affiliation_update': 'provider_affiliation',
  'organization.affiliation_end': 'provider_affiliation',
  'page_content.update': 'page_content',
  'profile.update': 'user',
  'profile_review.decide': 'profile_review',
  'provider.status_change': 'provider',
  'provider.feature': 'provider',
  'provider.unfeature': 'provider',
  'provider.corrected': 'provider_profile',
  'report.update': 'profile_report',
  'review.delete': 'review',
  'review_response.create': 'review_response',
  'review_response.update': 'review_response',
  'review_response.delete': 'review_response',
  'schedule.availability': 'provider_profile',
  'schedule.office_hours': 'provider_profile',
  'schedule.slots_generate': 'provider_profile',
  'schedule.slots_block': 'provider_profile',
  'schedule.slots_unblock': 'provider_profile',
  'schedule.appointment_type_create': 'provider_profile',
  'schedule.appointment_type_update': 'provider_profile',
  'schedule.appointment_type_remove': 'provider_profile',
  'subscription.update': 'provider_subscription',
  'upload.delete': 'upload',
  'user.role_change': 'user',
  'user.disable': 'user',
  'user.enable': 'user',
  'user.password_reset_mail': 'user',
  'waiting_list.export': 'waiting_list',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The kind of record an action touches: 'user' for 'user.disable'. */
export type AuditTargetType<A extends AuditAction = AuditAction> = (typeof AUDIT_ACTIONS)[A];

/** The actions in the order above, for a list to offer. */
export const AUDIT_ACTION_CODES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** Whether a stored code is one of today's actions (an old entry's may not be). */
export const isAuditAction = (code: string): code is AuditAction => Object.hasOwn(AUDIT_ACTIONS, code);
