import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import {
  isFlagKey,
  isImageKey,
  isVideoKey,
  type PageContentSection,
} from '#shared/page-content/page-content.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The editor's tabs: one per managed section, in the order the pages show them, then the logos. Each
 * names its tab and the link to the page it changes by message key.
 */
export const EDITOR_TABS = [
  { id: 'hero', title: 'admin.content.tabHero', page: paths.home, open: 'admin.content.openHomePage' },
  {
    id: 'how_it_works',
    title: 'admin.content.tabHowItWorks',
    page: paths.home,
    open: 'admin.content.openHomePage',
  },
  {
    id: 'specialty_section',
    title: 'admin.content.tabSpecialty',
    page: paths.home,
    open: 'admin.content.openHomePage',
  },
  {
    id: 'finding_care',
    title: 'admin.content.tabFindingCare',
    page: paths.home,
    open: 'admin.content.openHomePage',
  },
  {
    id: 'provider_cta',
    title: 'admin.content.tabProviderCta',
    page: paths.home,
    open: 'admin.content.openHomePage',
  },
  { id: 'about', title: 'admin.content.tabAbout', page: paths.about, open: 'admin.content.openAboutPage' },
  { id: 'logos', title: 'admin.content.tabLogos', page: paths.home, open: 'admin.content.openHomePage' },
] as const satisfies readonly {
  id: PageContentSection | 'logos';
  title: MessageKey;
  page: string;
  open: MessageKey;
}[];

export type EditorTab = (typeof EDITOR_TABS)[number]['id'];

/** The label of each key without a number in it, wherever it is used. */
const FIELD_LABEL_KEYS = {
  title: 'admin.content.fieldTitle',
  description: 'admin.content.fieldDescription',
  subtitle: 'admin.content.fieldSubtitle',
  button_text: 'admin.content.fieldButtonText',
  use_video: 'admin.content.fieldUseVideo',
  image_url: 'admin.content.fieldPicture',
  hero_image_url: 'admin.content.fieldPicture',
  video_url: 'admin.content.fieldVideoAddress',
  video_fallback: 'admin.content.fieldFallbackPicture',
  logo_mobile: 'admin.content.fieldPhoneLogo',
  logo_desktop: 'admin.content.fieldLargeScreenLogo',
  testimonial_name: 'admin.content.fieldTestimonialName',
  testimonial_text: 'admin.content.fieldTestimonialText',
  hero_title: 'admin.content.fieldHeroTitle',
  hero_description: 'admin.content.fieldHeroDescription',
  hero_image: 'admin.content.fieldHeroPicture',
  story_title: 'admin.content.fieldStoryTitle',
  story_description: 'admin.content.fieldStoryDescription',
  story_image: 'admin.content.fieldStoryPicture',
  values_title: 'admin.content.fieldValuesTitle',
  values_description: 'admin.content.fieldValuesDescription',
  impact_title: 'admin.content.fieldImpactTitle',
  impact_description: 'admin.content.fieldImpactDescription',
  impact_image: 'admin.content.fieldImpactPicture',
  cta_title: 'admin.content.fieldCtaTitle',
  cta_description: 'admin.content.fieldCtaDescription',
  cta_button_text: 'admin.content.fieldCtaButtonText',
  cta_contact_label: 'admin.content.fieldCtaContactLabel',
  cta_contact_text: 'admin.content.fieldCtaContactText',
} as const satisfies Record<string, MessageKey>;
type FieldLabel = (typeof FIELD_LABEL_KEYS)[keyof typeof FIELD_LABEL_KEYS];

/** The numbered keys ('step2_title'): the number goes into the label's message. */
const NUMBERED_LABEL_KEYS = [
  { pattern: /^step(\d+)_title$/, label: 'admin.content.fieldStepTitle' },
  { pattern: /^step(\d+)_description$/, label: 'admin.content.fieldStepDescription' },
  { pattern: /^benefit(\d+)_text$/, label: 'admin.content.fieldBenefitText' },
  { pattern: /^story_point_(\d+)$/, label: 'admin.content.fieldStoryPoint' },
  { pattern: /^value_(\d+)_title$/, label: 'admin.content.fieldValueTitle' },
  { pattern: /^value_(\d+)_description$/, label: 'admin.content.fieldValueDescription' },
  { pattern: /^impact_stat_(\d+)_number$/, label: 'admin.content.fieldImpactFigureNumber' },
  { pattern: /^impact_stat_(\d+)_label$/, label: 'admin.content.fieldImpactFigureLabel' },
] as const satisfies readonly { pattern: RegExp; label: MessageKey }[];

/**
 * A plain-words label for a key in the reader's language: 'step2_title' → 'Step 2 title',
 * 'hero_image' → 'Hero picture'. A key the editor does not know (none today) shows as it is.
 */
export function labelOf(key: string, t: Translate): string {
  const plain = (FIELD_LABEL_KEYS as Record<string, FieldLabel | undefined>)[key];
  if (plain) return t(plain);
  for (const { pattern, label } of NUMBERED_LABEL_KEYS) {
    const number = pattern.exec(key)?.[1];
    if (number) return t(label, { number });
  }
  return key;
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
