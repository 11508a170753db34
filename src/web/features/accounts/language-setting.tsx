import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, type Locale } from '#shared/i18n/locales.ts';
import type { AccountLanguageInput } from '#shared/accounts/language.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { api } from '../../config/paths.ts';
import { apiFetch, errorWords } from '../../lib/api-client.ts';
import { useLocale, useOfferedLocales, useT } from '../../lib/i18n.tsx';
import { loadPageIn } from '../../lib/page-language.ts';

/**
 * Settings → Language (ADR 19): two large choices, each language named in itself, so a reader finds
 * theirs whatever the page's language. Saved to the account (its mail and notifications follow it,
 * and so does the app after a sign-in), then this page is loaded again in the chosen language.
 * Nothing shows while the site offers one language.
 */
export function LanguageSetting() {
  const t = useT();
  const locale = useLocale();
  const offered = useOfferedLocales();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<Locale>(locale);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (offered.length < 2) return null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    setSaving(true);
    try {
      await apiFetch<unknown>(api.meLocale, {
        method: 'PUT',
        body: { locale: chosen } satisfies AccountLanguageInput,
      });
      loadPageIn(chosen, pathname);
    } catch (err) {
      setError(errorWords(err, t('account.language.failed')));
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label={t('account.settings.language')}
      className="flex max-w-xl flex-col gap-5"
    >
      <p>{t('account.language.intro')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-bold">{t('account.language.legend')}</legend>
        <div className="flex flex-wrap gap-3">
          {offered.map((value) => (
            <label
              key={value}
              lang={value}
              className="has-[:checked]:border-primary has-[:checked]:bg-primary-soft flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 border-stone-400 px-5 py-2 text-xl dark:has-[:checked]:bg-stone-800"
            >
              <input
                type="radio"
                name="locale"
                value={value}
                className="size-6"
                checked={chosen === value}
                onChange={() => setChosen(value)}
              />
              <span>{LOCALE_NAMES[value]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? t('account.language.saving') : t('account.language.save')}
        </Button>
      </div>
    </form>
  );
}
