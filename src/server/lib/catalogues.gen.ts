// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.
import en_account from '#shared/i18n/locales/en/account.json' with { type: 'json' };
import en_admin from '#shared/i18n/locales/en/admin.json' with { type: 'json' };
import en_booking from '#shared/i18n/locales/en/booking.json' with { type: 'json' };
import en_common from '#shared/i18n/locales/en/common.json' with { type: 'json' };
import en_onboarding from '#shared/i18n/locales/en/onboarding.json' with { type: 'json' };
import en_practice from '#shared/i18n/locales/en/practice.json' with { type: 'json' };
import en_provider from '#shared/i18n/locales/en/provider.json' with { type: 'json' };
import en_public from '#shared/i18n/locales/en/public.json' with { type: 'json' };
import es_account from '#shared/i18n/locales/es/account.json' with { type: 'json' };
import es_admin from '#shared/i18n/locales/es/admin.json' with { type: 'json' };
import es_booking from '#shared/i18n/locales/es/booking.json' with { type: 'json' };
import es_common from '#shared/i18n/locales/es/common.json' with { type: 'json' };
import es_onboarding from '#shared/i18n/locales/es/onboarding.json' with { type: 'json' };
import es_practice from '#shared/i18n/locales/es/practice.json' with { type: 'json' };
import es_provider from '#shared/i18n/locales/es/provider.json' with { type: 'json' };
import es_public from '#shared/i18n/locales/es/public.json' with { type: 'json' };

/** Every catalogue, as written: the server compiles them once, at start. */
export const SOURCE_CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  en: { account: en_account, admin: en_admin, booking: en_booking, common: en_common, onboarding: en_onboarding, practice: en_practice, provider: en_provider, public: en_public },
  es: { account: es_account, admin: es_admin, booking: es_booking, common: es_common, onboarding: es_onboarding, practice: es_practice, provider: es_provider, public: es_public },
};
