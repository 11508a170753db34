// Written by `npm run i18n` from the catalogues in src/shared/i18n/locales: do not edit.
import en_common from '#shared/i18n/locales/en/common.json' with { type: 'json' };
import en_public from '#shared/i18n/locales/en/public.json' with { type: 'json' };
import es_common from '#shared/i18n/locales/es/common.json' with { type: 'json' };
import es_public from '#shared/i18n/locales/es/public.json' with { type: 'json' };

/** Every catalogue, as written: the server compiles them once, at start. */
export const SOURCE_CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  en: { common: en_common, public: en_public },
  es: { common: es_common, public: es_public },
};
