import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReviewDto } from '#shared/patient/patient-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { MyReviewsPage } from './my-reviews-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const review = (over: Partial<MyReviewDto> = {}): MyReviewDto => ({
  id: 'r1',
  providerId: 'p1',
  providerName: 'Dr. Elena Morales',
  rating: 4,
  title: 'Very kind',
  content: 'She listened and explained everything.',
  recommend: true,
  isAnonymous: false,
  createdAt: '2026-02-10T15:00:00.000Z',
  updatedAt: '2026-02-10T15:00:00.000Z',
  ...over,
});

describe('my reviews', () => {
  it('lists the reviews with links to the provider and to change them, and deletes after asking', async () => {
    let reviews = [
      review(),
      review({
        id: 'r2',
        providerId: 'p2',
        providerName: 'Ben Carter',
        rating: 5,
        content: 'On time.',
        title: null,
        createdAt: '2026-01-05T15:00:00.000Z',
        updatedAt: '2026-01-20T15:00:00.000Z',
      }),
    ];
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/reviews': () => ({
        status: 200,
        body: { reviews, total: reviews.length, page: 1, pageSize: 10 },
      }),
      'DELETE /api/reviews/r1': () => {
        reviews = reviews.filter((r) => r.id !== 'r1');
        return { status: 204 };
      },
    });
    renderAt(<MyReviewsPage />, '/patient-dashboard/reviews');
    expect(await screen.findByRole('link', { name: 'Dr. Elena Morales' })).toHaveAttribute(
      'href',
      '/providers/p1',
    );
    expect(screen.getByText('4 out of 5 stars')).toBeVisible();
    expect(screen.getByText('She listened and explained everything.')).toBeVisible();
    expect(screen.getByText(/Written February 10, 2026\.$/)).toBeVisible();
    expect(screen.getByText('Written January 5, 2026, changed January 20, 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change your review of Dr. Elena Morales' })).toHaveAttribute(
      'href',
      '/providers/p1#reviews-heading',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delete your review of Dr. Elena Morales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this review?' });
    await userEvent.click(screen.getByRole('button', { name: 'Keep Review' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete your review of Dr. Elena Morales' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Review' }));
    expect(await screen.findByText('Your review was deleted.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dr. Elena Morales' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Ben Carter' })).toBeVisible();
  });

  it('says so when there are none', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }),
      'GET /api/patient/reviews': () => ({
        status: 200,
        body: { reviews: [], total: 0, page: 1, pageSize: 10 },
      }),
    });
    renderAt(<MyReviewsPage />, '/patient-dashboard/reviews');
    expect(await screen.findByText('You have not written any reviews yet.')).toBeVisible();
  });
});
