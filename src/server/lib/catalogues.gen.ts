// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.
import en_account from '#shared/i18n/locales/en/account.json' with { type: 'json' };
import en_admin from '#shared/i18n/locales/en/admin.json' with { type: 'json' };
import en_appointments from '#shared/i18n/locales/en/appointments.json' with { type: 'json' };
import en_booking from '#shared/i18n/locales/en/booking.json' with { type: 'json' };
import en_common from '#shared/i18n/locales/en/common.json' with { type: 'json' };
import en_content from '#shared/i18n/locales/en/content.json' with { type: 'json' };
import en_dashboard from '#shared/i18n/locales/en/dashboard.json' with { type: 'json' };
import en_home from '#shared/i18n/locales/en/home.json' with { type: 'json' };
import en_lists from '#shared/i18n/locales/en/lists.json' with { type: 'json' };
import en_mail from '#shared/i18n/locales/en/mail.json' with { type: 'json' };
import en_messages from '#shared/i18n/locales/en/messages.json' with { type: 'json' };
import en_notices from '#shared/i18n/locales/en/notices.json' with { type: 'json' };
import en_onboarding from '#shared/i18n/locales/en/onboarding.json' with { type: 'json' };
import en_patient from '#shared/i18n/locales/en/patient.json' with { type: 'json' };
import en_practice from '#shared/i18n/locales/en/practice.json' with { type: 'json' };
import en_provider from '#shared/i18n/locales/en/provider.json' with { type: 'json' };
import en_public from '#shared/i18n/locales/en/public.json' with { type: 'json' };
import en_search from '#shared/i18n/locales/en/search.json' with { type: 'json' };
import en_suggestions from '#shared/i18n/locales/en/suggestions.json' with { type: 'json' };
import es_account from '#shared/i18n/locales/es/account.json' with { type: 'json' };
import es_admin from '#shared/i18n/locales/es/admin.json' with { type: 'json' };
import es_appointments from '#shared/i18n/locales/es/appointments.json' with { type: 'json' };
import es_booking from '#shared/i18n/locales/es/booking.json' with { type: 'json' };
import es_common from '#shared/i18n/locales/es/common.json' with { type: 'json' };
import es_content from '#shared/i18n/locales/es/content.json' with { type: 'json' };
import es_dashboard from '#shared/i18n/locales/es/dashboard.json' with { type: 'json' };
import es_home from '#shared/i18n/locales/es/home.json' with { type: 'json' };
import es_lists from '#shared/i18n/locales/es/lists.json' with { type: 'json' };
import es_mail from '#shared/i18n/locales/es/mail.json' with { type: 'json' };
import es_messages from '#shared/i18n/locales/es/messages.json' with { type: 'json' };
import es_notices from '#shared/i18n/locales/es/notices.json' with { type: 'json' };
import es_onboarding from '#shared/i18n/locales/es/onboarding.json' with { type: 'json' };
import es_patient from '#shared/i18n/locales/es/patient.json' with { type: 'json' };
import es_practice from '#shared/i18n/locales/es/practice.json' with { type: 'json' };
import es_provider from '#shared/i18n/locales/es/provider.json' with { type: 'json' };
import es_public from '#shared/i18n/locales/es/public.json' with { type: 'json' };
import es_search from '#shared/i18n/locales/es/search.json' with { type: 'json' };
import es_suggestions from '#shared/i18n/locales/es/suggestions.json' with { type: 'json' };

/** Every catalogue, as written: the server compiles them once, at start. */
export const SOURCE_CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  en: { account: en_account, admin: en_admin, appointments: en_appointments, booking: en_booking, common: en_common, content: en_content, dashboard: en_dashboard, home: en_home, lists: en_lists, mail: en_mail, messages: en_messages, notices: en_notices, onboarding: en_onboarding, patient: en_patient, practice: en_practice, provider: en_provider, public: en_public, search: en_search, suggestions: en_suggestions },
  es: { account: es_account, admin: es_admin, appointments: es_appointments, booking: es_booking, common: es_common, content: es_content, dashboard: es_dashboard, home: es_home, lists: es_lists, mail: es_mail, messages: es_messages, notices: es_notices, onboarding: es_onboarding, patient: es_patient, practice: es_practice, provider: es_provider, public: es_public, search: es_search, suggestions: es_suggestions },
};
