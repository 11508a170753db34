import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_CONTENT_DEFAULTS,
  withDefaults,
  type PageContentSection,
} from '#shared/page-content/page-content.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { fakeApi, type Answer } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { HomePage } from './home-page.tsx';

type Stored = Partial<Record<PageContentSection, Record<string, string>>>;

const answerWith =
  (stored: Stored) =>
  (url: URL): Answer => {
    const section = url.searchParams.get('section') as PageContentSection;
    return {
      status: 200,
      body: {
        sections: [
          { section, values: withDefaults(section, stored[section] ?? {}), updatedAt: null, updatedBy: null },
        ],
      },
    };
  };

function showHome(pageContent: (url: URL) => Answer | Promise<Answer>, translator?: Translator) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/page-content': pageContent,
  });
  renderAt(<HomePage />, '/', undefined, { translator });
  return calls;
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('home page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('holds the hero’s place with a skeleton, then shows the words from the server', async () => {
    let answer!: (a: Answer) => void;
    const held = new Promise<Answer>((resolve) => (answer = resolve));
    const stored = {
      hero: { title: 'Care close to home', description: 'Doctors near you, in plain words.' },
    };
    showHome((url) => (url.searchParams.get('section') === 'hero' ? held : answerWith(stored)(url)));

    expect(await screen.findByTestId('hero-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // The search card does not wait for the words.
    expect(screen.getByRole('form', { name: 'Search for care' })).toBeInTheDocument();

    answer(answerWith(stored)(new URL('http://x/api/page-content?section=hero')));
    expect(await heading()).toHaveTextContent('Care close to home');
    expect(screen.getByText('Doctors near you, in plain words.')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-skeleton')).toBeNull();
  });

  it('plays the video only when use_video is true and a video address exists', async () => {
    const video = 'https://media.example.test/welcome.mp4';
    const image = 'https://media.example.test/welcome.jpg';
    showHome(answerWith({ hero: { use_video: 'true', video_url: video, image_url: image } }));
    await heading();
    const player = await screen.findByTestId('hero-video');
    expect(player).toHaveAttribute('src', video);
    expect(player).toHaveAttribute('poster', image);
    expect(player).toHaveProperty('muted', true);
    expect(screen.queryByTestId('hero-image')).toBeNull();
  });

  it.each([
    ['use_video is false', { use_video: 'false', video_url: 'https://media.example.test/a.mp4' }],
    ['there is no video address', { use_video: 'true', video_url: '  ' }],
  ])('shows the picture instead when %s', async (_why, values) => {
    const image = 'https://media.example.test/welcome.jpg';
    showHome(answerWith({ hero: { ...values, image_url: image } }));
    await heading();
    expect(await screen.findByTestId('hero-image')).toHaveAttribute('src', image);
    expect(screen.queryByTestId('hero-video')).toBeNull();
  });

  it('hides a picture that will not load instead of showing a broken image', async () => {
    showHome(
      answerWith({
        hero: { image_url: 'https://media.example.test/gone.jpg' },
        specialty_section: { hero_image_url: 'https://media.example.test/gone-too.jpg' },
      }),
    );
    await heading();
    const picture = await screen.findByTestId('hero-image');
    fireEvent.error(picture);
    expect(screen.queryByTestId('hero-image')).toBeNull();
    const tilesPicture = await screen.findByTestId('specialty-image');
    fireEvent.error(tilesPicture);
    expect(screen.queryByTestId('specialty-image')).toBeNull();
  });

  it('keeps the built-in words when the content cannot be read, and logs the failure only', async () => {
    showHome(() => ({ status: 500, body: { detail: 'Database unavailable' } }));
    // A server error is asked once more before giving up.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 4000 })).toHaveTextContent(
      PAGE_CONTENT_DEFAULTS.hero.title!,
    );
    expect(screen.getByRole('heading', { name: PAGE_CONTENT_DEFAULTS.how_it_works.title })).toBeVisible();
    expect(
      screen.getByRole('link', { name: PAGE_CONTENT_DEFAULTS.finding_care.button_text }),
    ).toHaveAttribute('href', '/providers');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'Could not read the hero words; showing the built-in ones.',
        expect.anything(),
      ),
    );
  });

  it('shows every section in the spec’s order, with the managed words', async () => {
    showHome(
      answerWith({
        how_it_works: { title: 'Three easy steps', step2_title: 'Pick' },
        specialty_section: { title: 'What kind of care?' },
        finding_care: { title: 'Care without the runaround', button_text: 'Start Looking' },
        provider_cta: {
          title: 'Doctors: join us',
          benefit3_text: '',
          testimonial_text: 'New patients found us in the first week.',
          testimonial_name: 'Dr. Ana P., Miami',
        },
      }),
    );
    await heading();
    await screen.findByRole('heading', { name: 'Three easy steps' });
    const order = [
      'Three easy steps',
      'What kind of care?',
      'Care without the runaround',
      'Stories from people like you',
      'Doctors: join us',
      'Ready to find a doctor you can trust?',
      'Trusted Healthcare Platform',
      'Looking for care for someone you love?',
    ];
    const shown = screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => order.includes(t!));
    expect(shown).toEqual(order);

    const steps = within(screen.getByRole('region', { name: 'Three easy steps' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((s) => s.textContent)).toEqual(['Step 1: Search', 'Step 2: Pick', 'Step 3: Book']);
    expect(screen.getByRole('link', { name: 'Start Looking' })).toHaveAttribute('href', '/providers');
    const providers = screen.getByRole('region', { name: 'Doctors: join us' });
    // A benefit left blank is left out.
    expect(within(providers).getAllByRole('listitem')).toHaveLength(3);
    expect(within(providers).getByText('“New patients found us in the first week.”')).toBeVisible();
    expect(within(providers).getByText('Dr. Ana P., Miami')).toBeVisible();
    expect(within(providers).getByRole('link', { name: 'Apply to Be Listed' })).toHaveAttribute(
      'href',
      '/provider-application',
    );
    expect(screen.getAllByRole('link', { name: /Foot care/ })).toHaveLength(1);
  });

  it('speaks Spanish: the search card, its lists, what it understood, and the sections', async () => {
    showHome(answerWith({}), spanish);
    await heading();
    const card = screen.getByRole('form', { name: 'Busque atención médica' });
    const specialty = within(card).getByRole('combobox', { name: 'Especialidad' });
    expect(within(specialty).getByRole('option', { name: 'Dentista' })).toHaveValue('dentist');
    expect(within(card).getByRole('button', { name: 'Buscar médicos ahora' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Acepta pacientes nuevos' })).toHaveAttribute(
      'title',
      'Médicos que aceptan pacientes nuevos ahora',
    );

    fireEvent.change(within(card).getByLabelText('¿Qué está buscando?'), {
      target: { value: 'dentista que hable español y acepte Medicare cerca de Miami' },
    });
    for (const chip of ['Dentista', 'Habla Español', 'Acepta Medicare', 'Cerca de Miami']) {
      expect(
        await within(card).findByRole('button', { name: `Quitar ${chip}` }, { timeout: 3000 }),
      ).toBeVisible();
    }

    // The words box offers the kinds of care the last word may mean, named in Spanish.
    const words = within(card).getByRole('combobox', { name: '¿Qué está buscando?' });
    fireEvent.change(words, { target: { value: 'médico que hable español, cora' } });
    const kinds = await within(card).findByRole('listbox', { name: 'Tipos de atención' });
    const heart = within(kinds).getByRole('option', { name: 'Corazón (cardiología)' });
    fireEvent.mouseDown(heart);
    expect(words).toHaveValue('médico que hable español, Corazón (cardiología) ');
    expect(
      await within(card).findByRole('button', { name: 'Quitar Corazón (cardiología)' }, { timeout: 3000 }),
    ).toBeVisible();

    expect(await screen.findByRole('heading', { name: 'Historias de personas como usted' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Cuidado de los pies/ })).toHaveAttribute(
      'href',
      '/providers?category=foot-care',
    );
    expect(screen.getByRole('heading', { name: '¿Busca un médico de confianza?' })).toBeVisible();
  });
});
