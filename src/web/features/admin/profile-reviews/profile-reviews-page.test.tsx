import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_EDITOR_MESSAGES,
  profileEditorDefaults,
  type ProfileReviewDetailDto,
  type ProfileReviewSummaryDto,
} from '#shared/providers/profile-editor.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { englishWords } from '../../../test/i18n.ts';
import { ProfileReviewsPage } from './profile-reviews-page.tsx';

const M = englishWords(PROFILE_EDITOR_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const summary = (over: Partial<ProfileReviewSummaryDto> = {}): ProfileReviewSummaryDto => ({
  id: 'r1',
  providerId: 'p1',
  providerName: 'Elena Morales',
  practiceName: 'Morales Family Primary Care',
  kind: 'changes',
  status: 'pending',
  submittedAt: '2026-03-01T15:00:00Z',
  decidedAt: null,
  decidedByName: null,
  notes: null,
  changedFields: ['Practice name'],
  ...over,
});

const detail = (over: Partial<ProfileReviewSummaryDto> = {}): ProfileReviewDetailDto => ({
  review: summary(over),
  profile: {
    id: 'p1',
    profileStatus: 'approved',
    status: 'active',
    values: {
      ...profileEditorDefaults({ firstName: 'Elena', lastName: 'Morales' }),
      practiceName: 'Morales Family Primary Care',
    },
    imageUrl: '/uploads/provider-photos/headshots/p1-1.png',
    logoUrl: null,
    officePhotos: [],
  },
  changes: [
    {
      field: 'practiceName',
      label: 'Practice name',
      before: 'Morales Family Primary Care',
      after: 'Coral Way Family Care',
    },
  ],
});

const me = () => ({ status: 200, body: { user: null } });

describe('provider profile reviews', () => {
  it('lists pending reviews before decided ones, with the count waiting', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/admin/profile-reviews': () => ({
        status: 200,
        body: {
          reviews: [
            summary(),
            summary({
              id: 'r2',
              providerName: 'Luis Bennett',
              practiceName: null,
              kind: 'new_profile',
              status: 'approved',
              decidedAt: '2026-03-02T15:00:00Z',
              decidedByName: 'Ada Admin',
              changedFields: [],
            }),
          ],
          page: 1,
          pageSize: 20,
          total: 2,
          pendingCount: 1,
        },
      }),
    });
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews');
    expect(await screen.findByText('1 profile is waiting for review')).toBeVisible();
    const items = within(screen.getByRole('list', { name: 'Profile reviews' })).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Elena Morales, Morales Family Primary Care');
    expect(items[0]).toHaveTextContent('Changes to a listed profile');
    expect(items[0]).toHaveTextContent('Changed: Practice name');
    expect(items[1]).toHaveTextContent('New profile');
    expect(items[1]).toHaveTextContent('by Ada Admin');
    expect(within(items[1]!).getByText('Approved')).toBeVisible();
  });

  it('opens a review with before and after, needs a note to send it back, and approves', async () => {
    const decisions: unknown[] = [];
    fakeApi({
      'GET /api/me': me,
      'GET /api/admin/profile-reviews': () => ({
        status: 200,
        body: { reviews: [summary()], page: 1, pageSize: 20, total: 1, pendingCount: 1 },
      }),
      'GET /api/admin/profile-reviews/r1': () => ({ status: 200, body: detail() }),
      'POST /api/admin/profile-reviews/r1': (_u, body) => {
        decisions.push(body);
        const { decision, notes } = body as { decision: string; notes: string };
        return {
          status: 200,
          body: detail({
            status: decision === 'approve' ? 'approved' : 'changes_requested',
            notes: notes || null,
            decidedAt: '2026-03-02T15:00:00Z',
          }),
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews');
    await user.click(await screen.findByRole('button', { name: 'Review Elena Morales' }));

    const table = await screen.findByRole('table', { name: 'Each change, as listed now and as submitted' });
    const row = within(table).getByRole('row', { name: /Practice name/ });
    expect(row).toHaveTextContent('Morales Family Primary Care');
    expect(row).toHaveTextContent('Coral Way Family Care');
    expect(screen.getByRole('img', { name: 'Headshot' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(screen.getByText(M.reviewNotesRequired)).toBeVisible();
    expect(screen.getByLabelText('Note to the provider')).toHaveAttribute('aria-invalid', 'true');
    expect(decisions).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review approved')).toBeVisible();
    expect(decisions).toEqual([{ decision: 'approve', notes: '' }]);
    // Decided: the buttons go, the status says so.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('sends a review back with the admin’s note', async () => {
    const decisions: unknown[] = [];
    fakeApi({
      'GET /api/me': me,
      'GET /api/admin/profile-reviews/r1': () => ({ status: 200, body: detail() }),
      'GET /api/admin/profile-reviews': () => ({
        status: 200,
        body: { reviews: [], page: 1, pageSize: 20, total: 0, pendingCount: 0 },
      }),
      'POST /api/admin/profile-reviews/r1': (_u, body) => {
        decisions.push(body);
        return {
          status: 200,
          body: detail({ status: 'changes_requested', notes: 'Use your license name.' }),
        };
      },
    });
    const user = userEvent.setup();
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews?review=r1');
    await user.type(await screen.findByLabelText('Note to the provider'), 'Use your license name.');
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Sent back to the provider with your note')).toBeVisible();
    expect(decisions).toEqual([{ decision: 'request_changes', notes: 'Use your license name.' }]);
    await user.click(screen.getByRole('button', { name: 'All reviews' }));
    expect(await screen.findByText('No profiles have been sent for review yet.')).toBeVisible();
  });
});
