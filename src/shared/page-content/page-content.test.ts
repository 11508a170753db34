import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogue.ts';
import { issueText } from '../i18n/issues.ts';
import admin from '../i18n/locales/en/admin.json' with { type: 'json' };
import adminEs from '../i18n/locales/es/admin.json' with { type: 'json' };
import { createTranslator } from '../i18n/translate.ts';
import {
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
  heroUsesVideo,
  isImageKey,
  isSharedKey,
  unwrittenSectionKeys as keysWithoutSpanish,
  pageContentDefaults,
  sectionInLanguage,
  withDefaults,
} from './page-content.ts';
import { pageContentUpdateSchema } from './page-content-schemas.ts';
import {
  MAINTENANCE_CONTENT_DEFAULTS,
  MAINTENANCE_CONTENT_KEYS,
  isSharedMaintenanceKey,
  maintenanceInLanguage,
} from '../maintenance/maintenance.ts';
import { builtInMaintenanceContent as MAINTENANCE_SPANISH_DEFAULTS } from '../i18n/locales/es/built-in-maintenance-content.ts';
import { builtInPageContent as PAGE_CONTENT_SPANISH_DEFAULTS } from '../i18n/locales/es/built-in-page-content.ts';

/** The words the editor and the server show for these messages. */
const { t: inEnglish } = createTranslator('en', [compileCatalogue(admin)]);
const { t: inSpanish } = createTranslator('es', [compileCatalogue(adminEs)]);

describe('page content', () => {
  it('has a default for every key of every section, and no stray defaults', () => {
    for (const section of PAGE_CONTENT_SECTIONS)
      expect(Object.keys(PAGE_CONTENT_DEFAULTS[section]).sort()).toEqual(
        [...PAGE_CONTENT_KEYS[section]].sort(),
      );
    expect(PAGE_CONTENT_KEYS.about).toHaveLength(35);
    expect(PAGE_CONTENT_DEFAULTS.about.cta_button_text).toBe('Schedule Call');
    expect(PAGE_CONTENT_DEFAULTS.about.cta_contact_text).toBe('< 2 hours');
  });

  it('fills what is missing with the default and keeps what is stored, even empty', () => {
    const hero = withDefaults('hero', { title: 'Hello', image_url: '' });
    expect(hero.title).toBe('Hello');
    expect(hero.description).toBe(PAGE_CONTENT_DEFAULTS.hero.description);
    expect(hero.image_url).toBe('');
    expect(Object.keys(hero)).toEqual([...PAGE_CONTENT_KEYS.hero]);
  });

  it('uses the hero video only when asked to and when there is one', () => {
    const base = PAGE_CONTENT_DEFAULTS.hero;
    expect(heroUsesVideo({ ...base, use_video: 'true', video_url: 'https://v.example/a.mp4' })).toBe(true);
    expect(heroUsesVideo({ ...base, use_video: 'true', video_url: ' ' })).toBe(false);
    expect(heroUsesVideo({ ...base, use_video: 'false', video_url: 'https://v.example/a.mp4' })).toBe(false);
  });

  it('checks each value by its kind and refuses keys of other sections', () => {
    expect(isImageKey('story_image')).toBe(true);
    expect(isImageKey('title')).toBe(false);
    const ok = pageContentUpdateSchema.safeParse({
      section: 'hero',
      values: { title: 'Hi', image_url: '/uploads/content-images/a.png', use_video: 'false' },
    });
    expect(ok.success).toBe(true);
    const bad = pageContentUpdateSchema.safeParse({
      section: 'hero',
      values: { image_url: 'javascript:alert(1)', use_video: 'maybe', story_title: 'x' },
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${issueText(i, inEnglish)}`);
    expect(messages).toEqual([
      'values.image_url: Use an https:// address, or upload a picture.',
      'values.use_video: Choose yes or no.',
      'values.story_title: Unknown key: story_title',
    ]);
    expect(bad.error!.issues.map((i) => issueText(i, inSpanish))).toEqual([
      'Use una dirección que empiece por https://, o suba una imagen.',
      'Elija sí o no.',
      'Clave desconocida: story_title',
    ]);
    const tooLong = pageContentUpdateSchema.safeParse({
      section: 'hero',
      values: { title: 'x'.repeat(5001) },
    });
    expect(issueText(tooLong.error!.issues[0]!, inEnglish)).toBe('Please keep this under 5000 characters.');
  });
});

describe('page content in Spanish', () => {
  it('has built-in Spanish for every text key and none for shared keys', () => {
    for (const section of PAGE_CONTENT_SECTIONS) {
      const text = PAGE_CONTENT_KEYS[section].filter((k) => !isSharedKey(k));
      expect(Object.keys(PAGE_CONTENT_SPANISH_DEFAULTS[section]).sort(), section).toEqual([...text].sort());
      expect(Object.keys(pageContentDefaults(section, 'es'))).toEqual(
        Object.keys(PAGE_CONTENT_DEFAULTS[section]),
      );
    }
    expect(Object.keys(MAINTENANCE_SPANISH_DEFAULTS).sort()).toEqual(
      MAINTENANCE_CONTENT_KEYS.filter((k) => !isSharedMaintenanceKey(k)).sort(),
    );
  });

  it("shows the Spanish written, else an admin's English, else the built-in Spanish; shared keys from English", () => {
    const en = {
      title: 'Care close to home', // an admin's English
      description: PAGE_CONTENT_DEFAULTS.hero.description, // English saved unchanged: not an admin's words
      image_url: 'https://pictures.example.org/a.png',
    };
    const hero = sectionInLanguage('hero', 'es', { en, own: { use_video: 'true' } });
    expect(hero).toEqual({
      title: 'Care close to home',
      description: PAGE_CONTENT_SPANISH_DEFAULTS.hero.description,
      image_url: 'https://pictures.example.org/a.png',
      video_url: '',
      use_video: 'false', // a flag is never read from Spanish rows
    });
    const written = sectionInLanguage('hero', 'es', { en, own: { title: 'Atención cerca de casa' } });
    expect(written.title).toBe('Atención cerca de casa');
    // English reads English alone, as before.
    expect(sectionInLanguage('hero', 'en', { en, own: { title: 'Atención' } })).toEqual(
      withDefaults('hero', en),
    );
    expect(keysWithoutSpanish('hero', { title: 'Atención' })).toEqual(['description']);
  });

  it('reads the coming-soon words the same way', () => {
    const es = maintenanceInLanguage('es', {
      en: { ...MAINTENANCE_CONTENT_DEFAULTS, video_banner_title: 'Opening in May' },
      own: { title: 'Abrimos pronto' },
    });
    expect(es).toMatchObject({
      title: 'Abrimos pronto',
      description: MAINTENANCE_SPANISH_DEFAULTS.description,
      video_banner_title: 'Opening in May',
    });
  });
});
