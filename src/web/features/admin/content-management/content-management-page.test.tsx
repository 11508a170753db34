import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CONTENT_DEFAULTS, type PageContentSection } from '#shared/page-content/page-content.ts';
import { builtInPageContent as PAGE_CONTENT_SPANISH_DEFAULTS } from '#shared/i18n/locales/es/built-in-page-content.ts';
import {
  IMAGE_URL_MESSAGES as IMAGE_URL_KEYS,
  type AppSettingsAdminDto,
  type PageContentSectionDto,
} from '#shared/page-content/page-content-schemas.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { english, englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { ContentManagementPage } from './content-management-page.tsx';

const IMAGE_URL_MESSAGES = englishWords(IMAGE_URL_KEYS);

const CHANGED_AT = '2026-03-02T15:30:00.000Z';
let sections: Record<PageContentSection, PageContentSectionDto>;
let logos: AppSettingsAdminDto;
let putAnswer: ((body: Record<string, unknown>) => Answer) | null;

function setup(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: { ...PATIENT, role: 'super_admin' } } }),
    'GET /api/admin/page-content': (url) => ({
      status: 200,
      body: { sections: [sections[url.searchParams.get('section') as PageContentSection]] },
    }),
    'GET /api/page-content': (url) => ({
      status: 200,
      body: {
        sections: [{ ...sections[url.searchParams.get('section') as PageContentSection], updatedBy: null }],
      },
    }),
    'PUT /api/admin/page-content': (_url, raw) => {
      const body = raw as { section: PageContentSection; values: Record<string, string> };
      if (putAnswer) return putAnswer(body);
      const s = sections[body.section];
      sections[body.section] = {
        ...s,
        values: { ...s.values, ...body.values },
        updatedAt: '2026-03-03T14:00:00.000Z',
        updatedBy: 'Rosa Delgado',
      };
      return { status: 200, body: sections[body.section] };
    },
    'GET /api/admin/app-settings': () => ({ status: 200, body: logos }),
    'GET /api/app-settings': () => ({ status: 200, body: logos.values }),
    'PUT /api/admin/app-settings': (_url, raw) => {
      logos = {
        values: { ...logos.values, ...(raw as object) },
        updatedAt: '2026-03-03T14:00:00.000Z',
        updatedBy: 'Rosa Delgado',
      };
      return { status: 200, body: logos };
    },
    'POST /api/admin/image-url-check': (_url, raw) =>
      String((raw as { url: string }).url).endsWith('.png')
        ? { status: 200, body: { ok: true, contentType: 'image/png' } }
        : {
            status: 400,
            body: { detail: IMAGE_URL_MESSAGES.notImage, errors: { url: IMAGE_URL_MESSAGES.notImage } },
          },
    'POST /api/uploads/content-images': () => ({
      status: 201,
      body: {
        id: 'up1',
        area: 'content-images',
        key: 'content-images/a1.png',
        url: '/uploads/content-images/a1.png',
        contentType: 'image/png',
        size: 9,
      },
    }),
    'POST /api/uploads/app-logos': () => ({
      status: 201,
      body: {
        id: 'up2',
        area: 'app-logos',
        key: 'app-logos/l1.png',
        url: '/uploads/app-logos/l1.png',
        contentType: 'image/png',
        size: 9,
      },
    }),
    ...overrides,
  });
}

beforeEach(() => {
  sections = Object.fromEntries(
    (Object.keys(PAGE_CONTENT_DEFAULTS) as PageContentSection[]).map((s) => [
      s,
      { section: s, values: { ...PAGE_CONTENT_DEFAULTS[s] }, updatedAt: null, updatedBy: null },
    ]),
  ) as typeof sections;
  sections.hero = {
    ...sections.hero,
    values: { ...sections.hero.values, title: 'Care close to home' },
    updatedAt: CHANGED_AT,
    updatedBy: 'Maria Lopez',
  };
  logos = { values: { logo_mobile: '', logo_desktop: '' }, updatedAt: null, updatedBy: null };
  putAnswer = null;
});
afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('tabpanel');
const writes = (calls: ReturnType<typeof setup>, path: string) =>
  calls.filter((c) => c.method === 'PUT' && c.path === path).map((c) => c.body);
const PNG = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('ContentManagementPage', () => {
  it('loads each part of the site with its words, when it last changed and by whom', async () => {
    setup();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management');
    expect(await within(panel()).findByLabelText('Title')).toHaveValue('Care close to home');
    expect(within(panel()).getByTestId('last-changed')).toHaveTextContent(
      /^Last changed March 2, 2026 at \d{1,2}:30 [AP]M by Maria Lopez$/,
    );
    expect(within(panel()).getByRole('region', { name: 'Preview' })).toHaveTextContent('Care close to home');
    expect(within(panel()).getByRole('radio', { name: 'No' })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: 'About page' }));
    expect(within(panel()).getByRole('heading', { name: 'About page' })).toBeVisible();
    expect(await within(panel()).findByLabelText('Story title')).toHaveValue('Why we started');
    expect(within(panel()).getByText('Not changed yet: the built-in words show.')).toBeInTheDocument();
  });

  it('saves only what changed, shows it in the preview, and keeps edits made on other tabs', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management');
    const title = await within(panel()).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Doctors who take Medicare');
    await user.click(within(panel()).getByRole('radio', { name: 'Yes' }));
    await user.type(
      within(panel()).getByLabelText('Video address'),
      'https://videos.example.org/welcome.mp4',
    );
    expect(within(panel()).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'The video shows, with the picture while it loads.',
    );

    // A look at another tab loses nothing.
    await user.click(screen.getByRole('tab', { name: 'Logos' }));
    await user.click(screen.getByRole('tab', { name: 'Home hero' }));
    expect(within(panel()).getByLabelText('Title')).toHaveValue('Doctors who take Medicare');

    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('Saved. Visitors see the change within a minute.')).toBeVisible();
    expect(writes(calls, '/api/admin/page-content')).toEqual([
      {
        section: 'hero',
        locale: 'en',
        values: {
          title: 'Doctors who take Medicare',
          use_video: 'true',
          video_url: 'https://videos.example.org/welcome.mp4',
        },
      },
    ]);
    expect(within(panel()).getByTestId('last-changed')).toHaveTextContent(/by Rosa Delgado$/);
    // A video address is not a picture: nothing asked the image check.
    expect(calls.some((c) => c.path === '/api/admin/image-url-check')).toBe(false);

    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('There are no changes to save.')).toBeVisible();
    expect(writes(calls, '/api/admin/page-content')).toHaveLength(1);
  });

  it('refuses a picture address that does not lead to an image, saving nothing and keeping it typed', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management?section=provider_cta');
    const address = await within(panel()).findByLabelText('Picture address');
    await user.type(address, 'https://pictures.example.org/about-us.html');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText(IMAGE_URL_MESSAGES.notImage)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveFocus();
    expect(within(panel()).getByText('Nothing was saved. Please check the marked pictures.')).toBeVisible();
    expect(address).toHaveValue('https://pictures.example.org/about-us.html');
    expect(writes(calls, '/api/admin/page-content')).toEqual([]);

    // A plain http address is refused by the form itself, before asking anyone.
    await user.clear(address);
    await user.type(address, 'http://pictures.example.org/a.png');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('Use an https:// address, or upload a picture.')).toBeVisible();

    await user.clear(address);
    await user.type(address, 'https://pictures.example.org/team.png');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('Saved. Visitors see the change within a minute.')).toBeVisible();
    expect(writes(calls, '/api/admin/page-content')).toEqual([
      {
        section: 'provider_cta',
        locale: 'en',
        values: { image_url: 'https://pictures.example.org/team.png' },
      },
    ]);
  });

  it('uploads a picture into the field and saves its address without checking it over the network', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management?section=about');
    await user.upload(await within(panel()).findByLabelText('Upload hero picture'), PNG());
    expect(await within(panel()).findByLabelText('Hero picture address')).toHaveValue(
      '/uploads/content-images/a1.png',
    );
    expect(within(panel()).getByRole('img', { name: 'Current hero picture' })).toHaveAttribute(
      'src',
      '/uploads/content-images/a1.png',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('Saved. Visitors see the change within a minute.')).toBeVisible();
    expect(writes(calls, '/api/admin/page-content')).toEqual([
      { section: 'about', locale: 'en', values: { hero_image: '/uploads/content-images/a1.png' } },
    ]);
    expect(calls.some((c) => c.path === '/api/admin/image-url-check')).toBe(false);
  });

  it("shows the server's refusal on the field and keeps what was typed", async () => {
    setup();
    putAnswer = () => ({
      status: 400,
      body: {
        detail: IMAGE_URL_MESSAGES.unreachable,
        errors: { 'values.image_url': IMAGE_URL_MESSAGES.unreachable },
      },
    });
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management?section=provider_cta');
    const address = await within(panel()).findByLabelText('Picture address');
    await user.type(address, 'https://pictures.example.org/moved.png');
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findAllByText(IMAGE_URL_MESSAGES.unreachable)).toHaveLength(2);
    expect(address).toHaveValue('https://pictures.example.org/moved.png');
  });

  it('sets a logo by upload, uploaded to the logos area', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management?section=logos');
    expect(await within(panel()).findByText('Not changed yet: the built-in logo shows.')).toBeVisible();
    await user.upload(within(panel()).getByLabelText('Upload phone logo'), PNG());
    expect(await within(panel()).findByLabelText('Phone logo address')).toHaveValue(
      '/uploads/app-logos/l1.png',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Save changes' }));
    expect(await within(panel()).findByText('Saved. Visitors see the change within a minute.')).toBeVisible();
    expect(writes(calls, '/api/admin/app-settings')).toEqual([{ logo_mobile: '/uploads/app-logos/l1.png' }]);
    expect(calls.some((c) => c.path === '/api/uploads/app-logos')).toBe(true);
  });
});

describe('ContentManagementPage in two languages', () => {
  let hero: PageContentSectionDto;
  /** The editor's reads in Spanish; English as the other tests have it. */
  const spanishApi = () =>
    setup({
      'GET /api/admin/page-content': (url) => {
        const section = url.searchParams.get('section') as PageContentSection;
        const es = url.searchParams.get('locale') === 'es';
        return {
          status: 200,
          body: {
            sections: [
              es && section === 'hero'
                ? hero
                : es
                  ? {
                      ...sections[section],
                      locale: 'es',
                      values: { ...sections[section].values, ...PAGE_CONTENT_SPANISH_DEFAULTS[section] },
                    }
                  : { ...sections[section], locale: 'en', withoutSpanish: ['description'] },
            ],
          },
        };
      },
      'PUT /api/admin/page-content': (_url, raw) => {
        const body = raw as { values: Record<string, string> };
        hero = { ...hero, values: { ...hero.values, ...body.values }, withoutSpanish: [] };
        return { status: 200, body: hero };
      },
    });
  beforeEach(() => {
    hero = {
      section: 'hero',
      locale: 'es',
      values: {
        ...PAGE_CONTENT_DEFAULTS.hero,
        title: 'Atención cerca de casa',
        description: PAGE_CONTENT_SPANISH_DEFAULTS.hero.description!,
        image_url: 'https://pictures.example.org/hero.png',
      },
      updatedAt: CHANGED_AT,
      updatedBy: 'Maria Lopez',
      withoutSpanish: ['description'],
    };
  });
  const words = (language: string) => within(panel()).getByTestId(`words-${language}`);

  it('switches to Spanish, marks in words the keys with no Spanish, saves only Spanish, and keeps English', async () => {
    const calls = spanishApi();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management');
    expect(await within(words('en')).findByLabelText('Title')).toHaveValue('Care close to home');
    // English has no marks: they are about Spanish.
    expect(screen.queryByText(english.t('admin.content.noSpanish'))).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();
    const title = await within(words('es')).findByLabelText('Title');
    expect(title).toHaveValue('Atención cerca de casa');
    expect(words('en')).not.toBeVisible();
    // Pictures, videos and the video choice are edited once, in English.
    expect(within(words('es')).queryByLabelText('Video address')).toBeNull();
    expect(within(words('es')).queryByRole('radio', { name: 'Yes' })).toBeNull();
    expect(within(words('es')).getByTestId('without-spanish')).toHaveTextContent(
      english.t('admin.content.withoutSpanishCount', { count: 1 }),
    );
    const description = within(words('es')).getByLabelText('Description');
    expect(description).toHaveAccessibleDescription(english.t('admin.content.noSpanish'));
    expect(title).not.toHaveAccessibleDescription();
    const preview = within(words('es')).getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent(english.t('admin.content.previewLanguage', { language: 'Español' }));
    expect(preview).toHaveTextContent('Atención cerca de casa');

    await user.clear(description);
    await user.type(description, 'Médicos que aceptan Medicare, cerca de usted.');
    expect(preview).toHaveTextContent('Médicos que aceptan Medicare, cerca de usted.');
    await user.click(within(words('es')).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(words('es')).findByText('Saved. Visitors see the change within a minute.'),
    ).toBeVisible();
    expect(writes(calls, '/api/admin/page-content')).toEqual([
      {
        section: 'hero',
        locale: 'es',
        values: { description: 'Médicos que aceptan Medicare, cerca de usted.' },
      },
    ]);
    expect(within(words('es')).getByTestId('without-spanish')).toHaveTextContent(
      english.t('admin.content.withoutSpanishCount', { count: 0 }),
    );
    expect(within(words('es')).getByLabelText('Description')).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(within(words('en')).getByLabelText('Title')).toHaveValue('Care close to home');
    expect(calls.filter((c) => c.path === '/api/admin/page-content').map((c) => c.search)).toContain(
      '?section=hero&locale=es',
    );
  });

  it('opens in the language of the address, and speaks Spanish to a Spanish reader', async () => {
    spanishApi();
    renderAt(<ContentManagementPage />, '/content-management?language=es', undefined, {
      translator: spanish,
    });
    expect(await within(words('es')).findByLabelText(spanish.t('admin.content.fieldTitle'))).toHaveValue(
      'Atención cerca de casa',
    );
    expect(within(panel()).queryByTestId('words-en')).toBeNull();
    expect(screen.getByRole('group', { name: spanish.t('admin.content.languageLegend') })).toBeVisible();
    expect(within(words('es')).getByTestId('without-spanish')).toHaveTextContent(
      spanish.t('admin.content.withoutSpanishCount', { count: 1 }),
    );
    expect(
      within(words('es')).getByLabelText(spanish.t('admin.content.fieldDescription')),
    ).toHaveAccessibleDescription(spanish.t('admin.content.noSpanish'));
  });

  it("speaks Spanish in the editor's own words: tabs, labels, dates, buttons and messages", async () => {
    spanishApi();
    const user = userEvent.setup();
    renderAt(<ContentManagementPage />, '/content-management?language=es', undefined, {
      translator: spanish,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: spanish.t('dashboard.overview.adminContentManagement') }),
    ).toBeVisible();
    expect(screen.getByRole('tablist', { name: spanish.t('admin.content.parts') })).toBeVisible();
    expect(screen.getByRole('tab', { name: spanish.t('admin.content.tabHero') })).toBeVisible();
    await within(words('es')).findByLabelText(spanish.t('admin.content.fieldTitle'));
    expect(within(panel()).getByRole('heading', { name: spanish.t('admin.content.tabHero') })).toBeVisible();
    // When it last changed, in Spanish words and a Spanish date.
    expect(within(words('es')).getByTestId('last-changed')).toHaveTextContent(
      /^Último cambio: 2 de marzo de 2026, \d{1,2}:30.*, por Maria Lopez$/,
    );
    expect(
      within(words('es')).getByRole('link', { name: new RegExp(spanish.t('admin.content.openHomePage')) }),
    ).toHaveAttribute('href', '/');
    await user.click(within(words('es')).getByRole('button', { name: spanish.t('admin.content.save') }));
    expect(await within(words('es')).findByText(spanish.t('admin.content.noChanges'))).toBeVisible();

    // A numbered label and the picture fields of the about page.
    await user.click(screen.getByRole('tab', { name: spanish.t('admin.content.tabAbout') }));
    expect(
      await within(panel()).findByLabelText(spanish.t('admin.content.fieldValueTitle', { number: '2' })),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'English' }));
    const heroPicture = spanish.t('admin.content.fieldHeroPicture');
    expect(
      await within(panel()).findByLabelText(
        spanish.t('admin.content.pictureAddress', { label: heroPicture }),
      ),
    ).toBeInTheDocument();
    expect(
      within(panel()).getByLabelText(
        spanish.t('admin.content.uploadPicture', { picture: heroPicture.toLowerCase() }),
      ),
    ).toBeInTheDocument();

    // The logos, with the built-in one.
    await user.click(screen.getByRole('tab', { name: spanish.t('admin.content.tabLogos') }));
    expect(await within(panel()).findByText(spanish.t('admin.content.logoUntouched'))).toBeVisible();
    expect(within(panel()).getByText(spanish.t('admin.content.logosIntro'))).toBeVisible();
    expect(within(panel()).getAllByText(spanish.t('admin.content.builtInLogo'))).toHaveLength(2);
  });
});
