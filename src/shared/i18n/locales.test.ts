import { describe, expect, it } from 'vitest';
import { localePath, negotiateLocale, splitLocalePath, withPageLanguage } from './locales.ts';
import { createTranslator } from './translate.ts';
import { compileCatalogue } from './catalogue.ts';

describe('negotiateLocale', () => {
  it("takes the browser's best weighted language that is offered", () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8', ['en', 'es'])).toBe('es');
    expect(negotiateLocale('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.7', ['en', 'es'])).toBe('en');
    expect(negotiateLocale('en;q=0.5, es', ['en', 'es'])).toBe('es');
  });

  it('offers nothing it does not serve, and nothing for nonsense', () => {
    expect(negotiateLocale('es', ['en'])).toBeNull();
    expect(negotiateLocale('fr, de;q=0.8', ['en', 'es'])).toBeNull();
    expect(negotiateLocale('es;q=0', ['en', 'es'])).toBeNull();
    expect(negotiateLocale(';;,,q=', ['en', 'es'])).toBeNull();
    expect(negotiateLocale(undefined, ['en', 'es'])).toBeNull();
    expect(negotiateLocale('*', ['en', 'es'])).toBe('en');
  });
});

describe('withPageLanguage', () => {
  it("sets the page's <html lang> and the languages offered, with or without them before", () => {
    expect(withPageLanguage('<!doctype html>\n<html lang="en">\n<head>', 'es', ['en', 'es'])).toBe(
      '<!doctype html>\n<html lang="es" data-locales="en,es">\n<head>',
    );
    expect(withPageLanguage('<html class="x">', 'en')).toBe('<html class="x" lang="en" data-locales="en">');
  });

  it("links the manifest of the page's language", () => {
    const head = '<html lang="en"><head><link rel="manifest" href="/manifest.webmanifest" />';
    expect(withPageLanguage(head, 'es', ['en', 'es'])).toBe(
      '<html lang="es" data-locales="en,es"><head><link rel="manifest" href="/es/manifest.webmanifest" />',
    );
    expect(withPageLanguage(head, 'en', ['en', 'es'])).toContain(
      '<link rel="manifest" href="/manifest.webmanifest" />',
    );
    // The icon links beside it keep their addresses.
    expect(
      withPageLanguage('<link rel="icon" href="/favicon.svg" /><link href="/m.json" rel="manifest">', 'es'),
    ).toBe('<link rel="icon" href="/favicon.svg" /><link href="/es/manifest.webmanifest" rel="manifest">');
  });
});

describe('addresses in a language', () => {
  it('reads the prefix of a language offered, and leaves any other address English', () => {
    expect(splitLocalePath('/es/providers/abc', ['en', 'es'])).toEqual({
      locale: 'es',
      path: '/providers/abc',
    });
    expect(splitLocalePath('/es', ['en', 'es'])).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/', ['en', 'es'])).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es/providers', ['en'])).toEqual({ locale: 'en', path: '/es/providers' });
    expect(splitLocalePath('/estimates', ['en', 'es'])).toEqual({ locale: 'en', path: '/estimates' });
    expect(splitLocalePath('/en/providers', ['en', 'es'])).toEqual({ locale: 'en', path: '/en/providers' });
  });

  it('writes a page address in each language', () => {
    expect(localePath('es', '/providers')).toBe('/es/providers');
    expect(localePath('es', '/')).toBe('/es/');
    expect(localePath('en', '/providers')).toBe('/providers');
  });
});

describe('createTranslator', () => {
  // Messages made up for this test: the real catalogues are tested in catalogues.test.ts.
  const messages = compileCatalogue({
    'x.count': '{count, plural, one {# visita} other {# visitas}}',
    'x.greet': 'Hola, {name}',
  });
  const { t } = createTranslator('es', [messages]);
  const untyped = t as unknown as (key: string, values?: object) => string;

  it('formats variables and plurals, numbers in US Spanish', () => {
    expect(untyped('x.count', { count: 1 })).toBe('1 visita');
    expect(untyped('x.count', { count: 1234 })).toBe('1,234 visitas');
    expect(untyped('x.greet', { name: 'Rosa' })).toBe('Hola, Rosa');
  });

  it('throws for a key it does not hold, rather than show the key to a person', () => {
    expect(() => untyped('x.missing')).toThrow('No message x.missing is loaded for es.');
  });
});
