import type {
  AdminProfileStatus,
  FeaturedFilter,
  MailStatus,
  ProviderStatus,
  UserState,
} from '#shared/admin/console.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import type { Role } from '#shared/roles.ts';

/**
 * The admin console's codes (roles, states, statuses) as message keys (ADR 19): a page shows
 * `t(ROLE_KEYS[role])`, and a filter's options take `wordsOf(t, ROLE_KEYS)` (lib/i18n.tsx).
 */
export const ROLE_KEYS = {
  patient: 'common.role.patient',
  provider: 'common.role.provider',
  organization_admin: 'admin.users.role.organizationAdmin',
  super_admin: 'admin.users.role.superAdmin',
} as const satisfies Record<Role, MessageKey>;

export const USER_STATE_KEYS = {
  active: 'admin.users.state.active',
  disabled: 'admin.users.state.disabled',
} as const satisfies Record<UserState, MessageKey>;

export const PROVIDER_STATUS_KEYS = {
  active: 'admin.providers.status.active',
  inactive: 'admin.providers.status.inactive',
  suspended: 'admin.providers.status.suspended',
} as const satisfies Record<ProviderStatus, MessageKey>;

export const ADMIN_PROFILE_STATUS_KEYS = {
  draft: 'admin.providers.profileStatus.draft',
  review: 'admin.providers.profileStatus.review',
  approved: 'admin.providers.profileStatus.approved',
  rejected: 'admin.providers.profileStatus.rejected',
  changes_requested: 'admin.providers.profileStatus.changesRequested',
} as const satisfies Record<AdminProfileStatus, MessageKey>;

export const FEATURED_FILTER_KEYS = {
  yes: 'admin.providers.featuredOption.yes',
  no: 'admin.providers.featuredOption.no',
} as const satisfies Record<FeaturedFilter, MessageKey>;

export const MAIL_STATUS_KEYS = {
  queued: 'admin.outbox.status.queued',
  retrying: 'admin.outbox.status.retrying',
  sent: 'admin.outbox.status.sent',
  failed: 'admin.outbox.status.failed',
} as const satisfies Record<MailStatus, MessageKey>;
