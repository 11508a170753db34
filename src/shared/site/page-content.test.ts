import { describe, expect, it } from 'vitest';
import {
  PAGE_CONTENT_DEFAULTS,
  PAGE_CONTENT_KEYS,
  PAGE_CONTENT_SECTIONS,
  heroUsesVideo,
  isImageKey,
  withDefaults,
} from './page-content.ts';
import { pageContentUpdateSchema } from './page-content-schemas.ts';

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
    const messages = bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      'values.image_url: Use an https:// address, or upload a picture.',
      'values.use_video: Choose yes or no.',
      'values.story_title: Unknown key: story_title',
    ]);
  });
});
