import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CONTENT_DEFAULTS, withDefaults } from '#shared/page-content/page-content.ts';
import { fakeApi, type Answer } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

const about = (values: Record<string, string>): Answer => ({
  status: 200,
  body: {
    sections: [{ section: 'about', values: withDefaults('about', values), updatedAt: null, updatedBy: null }],
  },
});

function showAbout(answer: () => Answer | Promise<Answer>) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/page-content': answer,
  });
  renderAt(<AboutPage />, '/about');
  return calls;
}

const d = PAGE_CONTENT_DEFAULTS.about;

describe('about page', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a skeleton, then every section from the managed words', async () => {
    let answer!: (a: Answer) => void;
    const calls = showAbout(() => new Promise<Answer>((resolve) => (answer = resolve)));
    expect(await screen.findByTestId('about-skeleton')).toHaveAttribute('aria-busy', 'true');
    answer(
      about({
        hero_title: 'Who we are',
        hero_image: 'https://media.example.test/team.jpg',
        story_point_2: '',
        value_3_title: '',
        value_4_title: 'Kindness',
        impact_stat_1_number: '12,000',
        impact_stat_1_label: 'visits booked',
        impact_stat_4_number: '',
        cta_button_text: 'Schedule Call',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Who we are');
    expect(calls.find((c) => c.path === '/api/page-content')!.search).toBe('?section=about');
    expect(document.title).toBe('About CareConnect | CareConnect');

    const story = screen.getByRole('region', { name: d.story_title });
    // Blank points, values and figures are left out.
    expect(
      within(story)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([d.story_point_1, d.story_point_3]);
    const values = screen.getByRole('region', { name: d.values_title });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([d.value_1_title, d.value_2_title, 'Kindness']);
    const impact = screen.getByRole('region', { name: d.impact_title });
    expect(within(impact).getAllByRole('listitem')).toHaveLength(3);
    expect(within(impact).getByText('12,000')).toBeVisible();
    expect(within(impact).getByText('visits booked')).toBeVisible();

    const cta = screen.getByRole('region', { name: d.cta_title });
    expect(within(cta).getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    expect(within(cta).getByText('Response time: < 2 hours')).toBeVisible();
  });

  it('hides a picture that will not load', async () => {
    showAbout(() => about({ hero_image: 'https://media.example.test/gone.jpg' }));
    await screen.findByRole('heading', { level: 1 });
    const picture = document.querySelector('img[src="https://media.example.test/gone.jpg"]')!;
    expect(picture).not.toBeNull();
    fireEvent.error(picture);
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the built-in words when the content cannot be read', async () => {
    showAbout(() => ({ status: 500, body: { detail: 'Database unavailable' } }));
    // A server error is asked once more before giving up.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 4000 })).toHaveTextContent(
      d.hero_title!,
    );
    expect(screen.getByRole('heading', { name: d.story_title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Schedule Call' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('Response time: < 2 hours')).toBeVisible();
    expect(console.error).toHaveBeenCalled();
  });

  it('credits the NUCC taxonomy as its licence asks, in English and in Spanish (ADR 23)', async () => {
    showAbout(() => about({}));
    const credits = await screen.findByRole('region', { name: 'Where our information comes from' });
    expect(credits).toHaveTextContent(
      'Specialty names from the Health Care Provider Taxonomy code set, © American Medical Association, published by the National Uniform Claim Committee (nucc.org), used with attribution.',
    );
    expect(within(credits).getByRole('link', { name: /nucc\.org/ })).toHaveAttribute(
      'href',
      'https://www.nucc.org',
    );
  });

  it('gives the credit in Spanish on a Spanish page', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/page-content': () => about({}),
    });
    renderAt(<AboutPage />, '/about', undefined, { translator: spanish });
    const credits = await screen.findByRole('region', { name: spanish.t('content.about.creditsHeading') });
    expect(credits).toHaveTextContent('© American Medical Association');
    expect(credits).toHaveTextContent(spanish.t('content.about.nuccCredit'));
    expect(spanish.t('content.about.nuccCredit')).toMatch(/usado con atribución/);
  });
});
