import { NAMESPACES } from '#shared/i18n/locales.ts';
import { loadTranslator } from '../lib/i18n.tsx';

/** The app's English, every namespace loaded: what components under test read their words from. */
export const english = await loadTranslator('en', NAMESPACES);
