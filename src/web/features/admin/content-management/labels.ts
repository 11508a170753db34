import { isFlagKey, isImageKey, isVideoKey, type PageContentSection } from '#shared/site/page-content.ts';
import { paths } from '../../../config/paths.ts';

/** The editor's tabs: one per managed section, in the order the pages show them, then the logos. */
export const EDITOR_TABS = [
  { id: 'hero', title: 'Home hero', page: paths.home, pageName: 'home page' },
  { id: 'how_it_works', title: 'How it works', page: paths.home, pageName: 'home page' },
  { id: 'specialty_section', title: 'Specialty section', page: paths.home, pageName: 'home page' },
  { id: 'finding_care', title: 'Finding care', page: paths.home, pageName: 'home page' },
  { id: 'provider_cta', title: 'Provider call to action', page: paths.home, pageName: 'home page' },
  { id: 'about', title: 'About page', page: paths.about, pageName: 'about page' },
  { id: 'logos', title: 'Logos', page: paths.home, pageName: 'home page' },
] as const satisfies readonly {
  id: PageContentSection | 'logos';
  title: string;
  page: string;
  pageName: string;
}[];

export type EditorTab = (typeof EDITOR_TABS)[number]['id'];

const SPECIAL: Record<string, string> = {
  use_video: 'Show the video instead of the picture?',
  image_url: 'Picture',
  hero_image_url: 'Picture',
  video_url: 'Video address',
  video_fallback: 'Fallback picture',
  logo_mobile: 'Phone logo',
  logo_desktop: 'Large-screen logo',
};

const WORDS: Record<string, string> = {
  cta: 'call to action',
  stat: 'figure',
  image: 'picture',
  url: 'address',
};

/** A plain-words label for a key: 'step2_title' → 'Step 2 title', 'about hero_image' → 'Hero picture'. */
export function labelOf(key: string): string {
  const special = SPECIAL[key];
  if (special) return special;
  const words = key
    .split('_')
    .flatMap((w) => w.match(/^([a-z]+)(\d+)$/)?.slice(1) ?? [w])
    .map((w) => WORDS[w] ?? w)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type FieldKind = 'flag' | 'image' | 'video' | 'long' | 'short';

/** How a key is edited: a yes/no, a picture, a video address, a text area or a one-line field. */
export function kindOf(key: string): FieldKind {
  if (isFlagKey(key)) return 'flag';
  if (isImageKey(key) || key.startsWith('logo_')) return 'image';
  if (isVideoKey(key)) return 'video';
  if (/description|subtitle|testimonial_text|story_point/.test(key)) return 'long';
  return 'short';
}
