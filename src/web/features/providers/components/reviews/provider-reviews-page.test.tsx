import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyProviderReviewsDto, ReviewDto } from '#shared/reviews/review-schemas.ts';
import { spanish } from '../../../../test/i18n.ts';
import { renderAt } from '../../../../test/render.tsx';
import { ProviderReviewsPage } from './provider-reviews-page.tsx';

const review = (over: Partial<ReviewDto>): ReviewDto => ({
  id: 'r1',
  providerProfileId: 'p1',
  rating: 5,
  content: 'Very kind.',
  recommend: true,
  isAnonymous: false,
  reviewerName: 'Maria G.',
  reviewerAvatarUrl: null,
  isVerified: false,
  edited: false,
  createdAt: '2026-02-01T10:00:00Z',
  updatedAt: '2026-02-01T10:00:00Z',
  likeCount: 2,
  likedByMe: false,
  isMine: false,
  response: null,
  ...over,
});

let data: MyProviderReviewsDto;
let fail = false;
/** What the list's GET answers instead of the reviews, when set. */
let listFailure: (() => Response) | null = null;
const requests: { method: string; url: string; body?: unknown }[] = [];

beforeEach(() => {
  fail = false;
  listFailure = null;
  requests.length = 0;
  data = { providerProfileId: 'p1', reviews: [review({})] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      // The app's sign-in check, which the render helper's provider makes: nobody is signed in here.
      if (url === '/api/me')
        return new Response(JSON.stringify({ user: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      if (method !== 'GET' && fail)
        return new Response(JSON.stringify({ detail: 'Only the provider may respond' }), { status: 403 });
      if (method === 'PUT' && url.endsWith('/like'))
        data.reviews = data.reviews.map((r) => ({ ...r, likedByMe: true, likeCount: r.likeCount + 1 }));
      if (method === 'GET' && listFailure) return listFailure();
      if (method === 'GET')
        return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
      return new Response(null, { status: method === 'DELETE' || method === 'PUT' ? 204 : 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const show = () => renderAt(<ProviderReviewsPage />);

describe('provider reviews dashboard', () => {
  it('answers a review as office staff, with the spec toast', async () => {
    show();
    const card = await screen.findByRole('article', { name: 'Maria G.' });
    expect(screen.getByText('1 review, 1 without a response.')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Respond' }));
    // The form's code downloads when the provider starts to write.
    await userEvent.click(await within(card).findByRole('button', { name: 'Post Response' }));
    expect(await within(card).findByText('Please write a response')).toBeVisible();
    await userEvent.type(within(card).getByLabelText('Your response'), 'Thank you, Maria.');
    await userEvent.click(within(card).getByLabelText('Written by our office staff'));
    await userEvent.click(within(card).getByRole('button', { name: 'Post Response' }));
    expect(await screen.findByText('Response added successfully')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/reviews/r1/response',
      body: { content: 'Thank you, Maria.', isTeamMemberResponse: true },
    });
  });

  it('edits and deletes a response; a refusal is told with its reason', async () => {
    data.reviews = [
      review({
        response: {
          id: 'x',
          content: 'Thanks!',
          isTeamMemberResponse: false,
          createdAt: '2026-02-02T10:00:00Z',
          updatedAt: '2026-02-02T10:00:00Z',
          providerName: 'Elena Morales, MD',
          practiceName: null,
          logoUrl: null,
        },
      }),
    ];
    show();
    const card = await screen.findByRole('article', { name: 'Maria G.' });
    expect(card).toHaveTextContent('Response from Elena Morales, MD');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Response' }));
    expect(await within(card).findByLabelText('Edit your response')).toHaveValue('Thanks!');
    await userEvent.type(within(card).getByLabelText('Edit your response'), ' See you soon.');
    fail = true;
    await userEvent.click(within(card).getByRole('button', { name: 'Save Response' }));
    expect(await screen.findByText('Error updating response: Only the provider may respond')).toBeVisible();
    // What was typed is still there.
    expect(within(card).getByLabelText('Edit your response')).toHaveValue('Thanks! See you soon.');
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Save Response' }));
    expect(await screen.findByText('Response updated successfully')).toBeVisible();
    await userEvent.click(await within(card).findByRole('button', { name: 'Delete Response' }));
    expect(await screen.findByText('Response deleted successfully')).toBeVisible();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => r.method)).toEqual([
      'PATCH',
      'PATCH',
      'DELETE',
    ]);
  });

  it('likes show at once', async () => {
    show();
    const card = await screen.findByRole('article', { name: 'Maria G.' });
    await userEvent.click(within(card).getByRole('button', { name: 'Like (2)' }));
    expect(await within(card).findByRole('button', { name: 'Liked (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests.find((r) => r.method === 'PUT')!.url).toBe('/api/reviews/r1/like');
  });

  it('speaks Spanish on a Spanish page', async () => {
    data.reviews = [review({}), review({ id: 'r2', reviewerName: 'José P.' })];
    renderAt(<ProviderReviewsPage />, '/here', undefined, { translator: spanish });
    const list = await screen.findByRole('list', { name: 'Reseñas de su consultorio' });
    expect(
      screen.getByRole('heading', { level: 1, name: spanish.t('booking.providerReviews.title') }),
    ).toBeVisible();
    expect(document.title).toMatch(/^Reseñas de pacientes/);
    expect(screen.getByText(spanish.t('booking.providerReviews.intro'))).toBeVisible();
    expect(screen.getByText('2 reseñas, 2 sin respuesta.')).toBeVisible();
    const card = within(list).getByRole('article', { name: 'Maria G.' });
    await userEvent.click(
      within(card).getByRole('button', { name: spanish.t('booking.reviewCard.respond') }),
    );
    // The form's check speaks Spanish too.
    await userEvent.click(await within(card).findByRole('button', { name: 'Publicar respuesta' }));
    expect(await within(card).findByText('Por favor, escriba una respuesta')).toBeVisible();
  });

  it('says in Spanish that there are no reviews yet', async () => {
    data.reviews = [];
    renderAt(<ProviderReviewsPage />, '/here', undefined, { translator: spanish });
    expect(await screen.findByText('Todavía no hay reseñas.')).toBeVisible();
  });

  it('says in Spanish that the reviews could not be loaded, not the server’s English', async () => {
    listFailure = () =>
      new Response(JSON.stringify({ detail: 'Internal Server Error' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    renderAt(<ProviderReviewsPage />, '/here', undefined, { translator: spanish });
    // A server error is tried once more before it is shown.
    expect(
      await screen.findByText(spanish.t('booking.providerReviews.loadFailed'), {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Internal Server Error')).toBeNull();
  });
});
