import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUGGESTION_MESSAGES,
  SUGGESTION_STATUSES,
  type AdminSuggestionDto,
  type AdminSuggestionListDto,
  type SuggestionStatus,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { FeatureSuggestionsPage } from './feature-suggestions-page.tsx';

const M = englishWords(SUGGESTION_MESSAGES);

const suggestion = (i: number, over: Partial<AdminSuggestionDto> = {}): AdminSuggestionDto => ({
  id: `s${i}`,
  title: `Idea ${i}`,
  description: `Why idea ${i} would help.`,
  category: 'general',
  priority: 'medium',
  status: 'new',
  userName: `Person ${i}`,
  userEmail: `person${i}@example.test`,
  userRole: 'patient',
  createdAt: '2026-03-03T15:00:00.000Z',
  ...over,
});

const counts = (over: Partial<Record<SuggestionStatus, number>> = {}) => ({
  ...(Object.fromEntries(SUGGESTION_STATUSES.map((s) => [s, 0])) as Record<SuggestionStatus, number>),
  ...over,
});

/** The fake server: `all` filtered by the query as the real one does, 20 a page. */
function setup(all: AdminSuggestionDto[], patch: (id: string, body: unknown) => Answer = okPatch(all)) {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/admin/feature-suggestions': (url) => {
      const p = url.searchParams;
      const page = Number(p.get('page') ?? 1);
      const others = all.filter(
        (s) =>
          (!p.get('category') || s.category === p.get('category')) &&
          (!p.get('priority') || s.priority === p.get('priority')) &&
          (!p.get('q') || `${s.title} ${s.userName}`.includes(p.get('q')!)),
      );
      const matching = others.filter((s) => !p.get('status') || s.status === p.get('status'));
      const byStatus = counts();
      for (const s of others) byStatus[s.status]++;
      const body: AdminSuggestionListDto = {
        suggestions: matching.slice((page - 1) * 20, page * 20),
        total: matching.length,
        page,
        pageSize: 20,
        counts: byStatus,
      };
      return { status: 200, body };
    },
    'PATCH /api/admin/feature-suggestions/s1': (_url, body) => patch('s1', body),
  });
}

function okPatch(all: AdminSuggestionDto[]) {
  return (id: string, body: unknown): Answer => {
    const s = all.find((x) => x.id === id)!;
    s.status = (body as { status: SuggestionStatus }).status;
    return { status: 200, body: s };
  };
}

const item = (title: string) => screen.getByRole('article', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('FeatureSuggestionsPage', () => {
  it('shows each suggestion with who sent it, their role, when, its category, priority and status', async () => {
    setup([
      suggestion(1, {
        title: 'Bigger text on the booking page',
        category: 'accessibility',
        priority: 'urgent',
        userName: 'Elena Morales',
        userEmail: 'office@example.test',
        userRole: 'provider',
      }),
      suggestion(2, { status: 'planned' }),
    ]);
    renderAt(<FeatureSuggestionsPage />);
    const first = await screen.findByRole('article', { name: 'Bigger text on the booking page' });
    expect(within(first).getByText('Why idea 1 would help.')).toBeInTheDocument();
    expect(within(first).getByText('Elena Morales (Provider)')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'office@example.test' })).toHaveAttribute(
      'href',
      'mailto:office@example.test',
    );
    expect(within(first).getByText('Mar 3, 2026, 10:00 AM')).toBeInTheDocument();
    expect(within(first).getByText('Accessibility')).toBeInTheDocument();
    expect(within(first).getByText('Priority: Urgent')).toBeInTheDocument();
    expect(
      within(first).getByRole('combobox', { name: 'Status of “Bigger text on the booking page”' }),
    ).toHaveValue('new');
    expect(within(item('Idea 2')).getByText('Planned', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    // The status filter says how many each status holds.
    expect(screen.getByRole('option', { name: 'New (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Planned (1)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Done (0)' })).toBeInTheDocument();
  });

  it('filters by status, category, priority and words, in the address, and clears them', async () => {
    const calls = setup([
      suggestion(1, { category: 'mobile', priority: 'high' }),
      suggestion(2, { status: 'done', category: 'mobile' }),
      suggestion(3, { title: 'Dark mode' }),
    ]);
    renderAt(<FeatureSuggestionsPage />);
    await screen.findByText('Showing 1–3 of 3');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Category'), 'Phone or tablet');
    expect(await screen.findByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?category=mobile');

    await user.selectOptions(screen.getByLabelText('Status'), 'Done (1)');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Idea 2' })).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?status=done&category=mobile');

    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Idea 1' })).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?category=mobile&priority=high');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Showing 1–3 of 3');
    await user.type(screen.getByLabelText('Search words, names or emails'), 'Dark');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Dark mode' })).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?q=Dark');

    await user.clear(screen.getByLabelText('Search words, names or emails'));
    await user.type(screen.getByLabelText('Search words, names or emails'), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No suggestions match.')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const calls = setup(Array.from({ length: 45 }, (_, i) => suggestion(i + 1)));
    renderAt(<FeatureSuggestionsPage />);
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Idea 21' })).toBeInTheDocument();
    expect(calls.at(-1)?.search).toBe('?page=2');
  });

  it("saves a suggestion's new status and shows it", async () => {
    const calls = setup([suggestion(1), suggestion(2)]);
    renderAt(<FeatureSuggestionsPage />);
    const first = await screen.findByRole('article', { name: 'Idea 1' });
    const save = within(first).getByRole('button', { name: 'Save status' });
    // Nothing to save until another status is chosen.
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(within(first).getByRole('combobox'), 'Under review');
    await user.click(save);
    expect(await screen.findByText('Status saved: Under review')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/feature-suggestions/s1',
      body: { status: 'under_review' },
    });
    // The list is read again: the badge and the counts follow.
    expect(await screen.findByRole('option', { name: 'Under review (1)' })).toBeInTheDocument();
    expect(within(item('Idea 1')).getByText('Under review', { selector: 'span' })).toBeInTheDocument();
    expect(within(item('Idea 1')).getByRole('button', { name: 'Save status' })).toBeDisabled();
  });

  it('says so when the status could not be saved, and keeps the choice', async () => {
    setup([suggestion(1)], () => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    renderAt(<FeatureSuggestionsPage />);
    const first = await screen.findByRole('article', { name: 'Idea 1' });
    const user = userEvent.setup();
    await user.selectOptions(within(first).getByRole('combobox'), 'Declined');
    await user.click(within(first).getByRole('button', { name: 'Save status' }));
    expect(await within(item('Idea 1')).findByRole('alert')).toHaveTextContent(M.updateFailed);
    expect(within(item('Idea 1')).getByRole('combobox')).toHaveValue('declined');
  });

  it('speaks Spanish to a Spanish reader: labels, filters, badges, dates and the saved status', async () => {
    setup([
      suggestion(1, {
        title: 'Letra más grande',
        category: 'accessibility',
        priority: 'urgent',
        userName: 'Elena Morales',
        userRole: 'provider',
      }),
    ]);
    renderAt(<FeatureSuggestionsPage />, '/admin/feature-suggestions', undefined, { translator: spanish });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: spanish.t('dashboard.overview.adminFeatureSuggestions'),
      }),
    ).toBeVisible();
    const first = await screen.findByRole('article', { name: 'Letra más grande' });
    expect(
      within(first).getByText(spanish.t('suggestions.feature.categoryAccessibility')),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(
        spanish.t('admin.suggestions.priorityBadge', {
          priority: spanish.t('suggestions.feature.priorityUrgent'),
        }),
      ),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(spanish.t('suggestions.feature.statusNew'), { selector: 'span' }),
    ).toBeInTheDocument();
    expect(
      within(first).getByText(`Elena Morales (${spanish.t('common.role.provider')})`),
    ).toBeInTheDocument();
    expect(within(first).getByText(spanish.t('admin.suggestions.sentOn'))).toBeInTheDocument();
    // The date in Spanish, as in Florida.
    expect(within(first).getByText(/^3 mar 2026/)).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: `${spanish.t('suggestions.feature.statusNew')} (1)` }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(spanish.t('admin.suggestions.searchLabel'))).toBeInTheDocument();
    expect(screen.getByLabelText(spanish.t('suggestions.feature.category'))).toHaveDisplayValue(
      spanish.t('admin.suggestions.allCategories'),
    );

    const user = userEvent.setup();
    const status = within(first).getByRole('combobox', { name: 'Estado de «Letra más grande»' });
    await user.selectOptions(status, spanish.t('suggestions.feature.statusPlanned'));
    await user.click(within(first).getByRole('button', { name: spanish.t('admin.suggestions.saveStatus') }));
    expect(
      await screen.findByText(
        spanish.t('admin.suggestions.statusSaved', {
          status: spanish.t('suggestions.feature.statusPlanned'),
        }),
      ),
    ).toBeInTheDocument();
  });

  it('words a sender who deleted their account in the reader’s language, with no address to write to', async () => {
    setup([suggestion(1, { userName: null, userEmail: '' })]);
    renderAt(<FeatureSuggestionsPage />, '/admin/feature-suggestions', undefined, { translator: spanish });
    const first = await screen.findByRole('article', { name: 'Idea 1' });
    expect(
      within(first).getByText(
        `${spanish.t('admin.suggestionAuthor.formerMember')} (${spanish.t('common.role.patient')})`,
      ),
    ).toBeInTheDocument();
    expect(within(first).queryByText(spanish.t('admin.suggestions.email'))).toBeNull();
    expect(within(first).queryByRole('link')).toBeNull();
  });

  it('says so when the list cannot be read', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/feature-suggestions': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderAt(<FeatureSuggestionsPage />);
    // A server failure is tried once more (after a second) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(M.listFailed);
  });
});
