import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_EDITOR_MESSAGES,
  profileEditorDefaults,
  type ProfileReviewDetailDto,
  type ProfileReviewSummaryDto,
} from '#shared/provider-profile/profile-editor.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { ProfileReviewsPage } from './profile-reviews-page.tsx';

const M = englishWords(PROFILE_EDITOR_MESSAGES);
const M_KEYS = PROFILE_EDITOR_MESSAGES;

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
  changedFields: ['practiceName'],
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
  changes: [{ field: 'practiceName', before: 'Morales Family Primary Care', after: 'Coral Way Family Care' }],
  specialties: [],
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

describe('in Spanish', () => {
  const { t } = spanish;

  it('lists the reviews, their kind, state and dates in Spanish', async () => {
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
          pendingCount: 2,
        },
      }),
    });
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews', undefined, { translator: spanish });
    expect(await screen.findByText('2 perfiles esperan revisión')).toBeVisible();
    const items = within(
      screen.getByRole('list', { name: t('admin.profileReviews.listLabel') }),
    ).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Cambios a un perfil publicado, enviados el 1 mar 2026');
    expect(within(items[0]!).getByText(t('admin.profileReviews.reviewPending'))).toBeVisible();
    expect(
      within(items[0]!).getByRole('button', {
        name: t('admin.profileReviews.reviewName', { name: 'Elena Morales' }),
      }),
    ).toHaveTextContent(t('admin.profileReviews.review'));
    expect(items[1]).toHaveTextContent(/Decidido el 2 mar 2026.* por Ada Admin\./);
    expect(within(items[1]!).getByText(t('admin.profileReviews.reviewApproved'))).toBeVisible();
  });

  it('shows a review with its fields, values and decision in Spanish', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/admin/profile-reviews/r1': () => ({ status: 200, body: detail() }),
    });
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews?review=r1', undefined, {
      translator: spanish,
    });
    const table = await screen.findByRole('table', { name: t('admin.profileReviews.caption') });
    expect(
      within(table).getByRole('row', { name: new RegExp(t('provider.editor.fieldPracticeName')) }),
    ).toHaveTextContent('Coral Way Family Care');
    expect(screen.getByText(/Estado del perfil: Aprobado, aparece en la búsqueda\./)).toBeVisible();
    expect(screen.getByRole('img', { name: t('admin.profileReviews.headshot') })).toBeVisible();
    const facts = screen.getByRole('region', { name: t('admin.profileReviews.theProfile') });
    // The fixed lists in Spanish; an empty field and a yes-or-no in words.
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldLanguages')}Inglés`);
    // The listing's code as stored; its NUCC name is not yet shown here.
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldSpecialty')}208D00000X`);
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldTelehealthAvailable')}No`);
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldAcceptingNewPatients')}Sí`);
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldAbout')}${t('provider.editor.notGiven')}`);
    expect(facts).toHaveTextContent(`${t('provider.editor.fieldBoardCertifications')}Ninguno`);

    await userEvent.click(screen.getByRole('button', { name: t('admin.profileReviews.sendBack') }));
    expect(screen.getByText(t(M_KEYS.reviewNotesRequired))).toBeVisible();
    expect(screen.getByLabelText(t('admin.profileReviews.noteLabel'))).toHaveAccessibleDescription(
      expect.stringContaining(t('admin.profileReviews.noteHint')),
    );
    expect(screen.getByRole('button', { name: t('admin.profileReviews.approve') })).toBeVisible();
  });

  it('words the fields and values the server sends as codes, in Spanish', async () => {
    const changed = summary({
      providerName: '',
      changedFields: ['taxonomyCode', 'acceptingNewPatients', 'languages', 'gender', 'practiceType'],
    });
    fakeApi({
      'GET /api/me': me,
      'GET /api/admin/profile-reviews': () => ({
        status: 200,
        body: { reviews: [changed], page: 1, pageSize: 20, total: 1, pendingCount: 1 },
      }),
      'GET /api/admin/profile-reviews/r1': () => ({
        status: 200,
        body: {
          ...detail({ providerName: '', changedFields: changed.changedFields }),
          changes: [
            { field: 'taxonomyCode', before: '208D00000X', after: '207RC0000X' },
            { field: 'acceptingNewPatients', before: true, after: false },
            { field: 'languages', before: ['English'], after: ['English', 'Spanish'] },
            { field: 'gender', before: '', after: 'female' },
            { field: 'practiceType', before: 'Clinic', after: 'Private Practice' },
          ],
          specialties: [
            { code: '208D00000X', name: 'General Practice Physician', category: 'primary-care' },
            { code: '207RC0000X', name: 'Cardiovascular Disease Physician', category: 'heart' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<ProfileReviewsPage />, '/provider-profile-reviews', undefined, { translator: spanish });
    const item = within(
      await screen.findByRole('list', { name: t('admin.profileReviews.listLabel') }),
    ).getByRole('article');
    const unnamed = t('admin.profileReviews.unnamedProvider');
    expect(item).toHaveTextContent(`${unnamed}, Morales Family Primary Care`);
    expect(item).toHaveTextContent(
      t('admin.profileReviews.changed', {
        fields: [
          t('provider.editor.fieldSpecialty'),
          t('provider.editor.fieldAcceptingNewPatients'),
          t('provider.editor.fieldLanguages'),
          t('provider.editor.fieldGender'),
          t('provider.editor.fieldPracticeType'),
        ].join(', '),
      }),
    );
    expect(item).not.toHaveTextContent('Practice type');

    await user.click(
      screen.getByRole('button', { name: t('admin.profileReviews.reviewName', { name: unnamed }) }),
    );
    const table = await screen.findByRole('table', { name: t('admin.profileReviews.caption') });
    const row = (key: Parameters<typeof t>[0]) =>
      within(table).getByRole('row', { name: new RegExp(t(key)) });
    expect(screen.getByRole('heading', { level: 2, name: unnamed })).toBeVisible();
    expect(row('provider.editor.fieldSpecialty')).toHaveTextContent(
      'General Practice Physician, en Atención primaria (médico de familia) (código 208D00000X)' +
        'Cardiovascular Disease Physician, en Corazón (cardiología) (código 207RC0000X)',
    );
    expect(row('provider.editor.fieldAcceptingNewPatients')).toHaveTextContent('SíNo');
    expect(row('provider.editor.fieldLanguages')).toHaveTextContent(
      `${t('lists.language.english')}${t('lists.language.english')}, ${t('lists.language.spanish')}`,
    );
    expect(row('provider.editor.fieldGender')).toHaveTextContent(
      `${t('provider.editor.notGiven')}${t('provider.editor.gender', { gender: 'female' })}`,
    );
    expect(row('provider.editor.fieldPracticeType')).toHaveTextContent(
      `${t('provider.editor.practiceType', { type: 'clinic' })}${t('provider.editor.practiceType', { type: 'private' })}`,
    );
  });
});
