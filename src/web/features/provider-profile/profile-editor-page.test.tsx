import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROFILE_EDITOR_MESSAGES,
  profileEditorDefaults,
  type ProviderOwnProfileDto,
} from '#shared/provider-profile/profile-editor.ts';
import { taxonomyEndpoint } from '../../test/taxonomy.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { PROVIDER_USER } from '../../test/users.ts';
import { english, englishWords, spanish } from '../../test/i18n.ts';
import { ProviderProfileEditorPage } from './profile-editor-page.tsx';

const M = englishWords(PROFILE_EDITOR_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const listed = (over: Partial<ProviderOwnProfileDto> = {}): ProviderOwnProfileDto => ({
  id: 'p1',
  profileStatus: 'approved',
  status: 'active',
  values: {
    ...profileEditorDefaults({ firstName: 'Elena', lastName: 'Morales' }),
    practiceName: 'Morales Family Primary Care',
    streetAddress: '1450 Coral Way',
    city: 'Miami',
    zipCode: '33145',
    phone: '(305) 555-0100',
  },
  pendingChanges: { practiceName: 'Coral Way Family Care' },
  imageUrl: null,
  logoUrl: null,
  officePhotos: ['/uploads/provider-photos/office-photos/p1-1.png'],
  completion: { percent: 47, missing: ['headshot', 'npiNumber'] },
  review: {
    id: 'r1',
    status: 'changes_requested',
    notes: 'Please use the name on your license.',
    submittedAt: '2026-03-01T15:00:00Z',
    decidedAt: '2026-03-02T15:00:00Z',
  },
  submittedForReviewAt: '2026-03-01T15:00:00Z',
  canSubmit: true,
  ...over,
});

const me = () => ({ status: 200, body: { user: PROVIDER_USER } });
const show = (options?: Parameters<typeof renderAt>[3]) =>
  renderAt(<ProviderProfileEditorPage />, '/provider-dashboard/profile', undefined, options);

describe('the provider’s profile editor', () => {
  it('starts a new profile from the defaults, checks fields before saving, and saves a draft', async () => {
    let saved: Record<string, unknown> | null = null;
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 404, body: { detail: M.noProfile } }),
      'PUT /api/provider/profile': (_u, body) => {
        saved = body as Record<string, unknown>;
        return {
          status: 200,
          body: {
            profile: listed({
              profileStatus: 'draft',
              status: 'inactive',
              pendingChanges: null,
              review: null,
            }),
            applied: ['zipCode'],
            pending: [],
          },
        };
      },
    });
    const user = userEvent.setup();
    show();
    expect(await screen.findByText(/You have not made your profile yet/)).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Elena');
    // The account's name is the one item done of 15.
    expect(screen.getByText('Your profile is 7% complete')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();

    await user.type(screen.getByLabelText(/^Zip code/), '3314');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.zipCode)).toBeVisible();
    expect(screen.getByLabelText(/^Zip code/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(/^Zip code/), '5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your profile is saved.')).toBeVisible();
    expect(saved).toMatchObject({
      firstName: 'Elena',
      zipCode: '33145',
      languages: ['English'],
      yearsInPractice: null,
    });
  });

  it('marks reviewed fields, shows pending changes and the team’s note, and sends the profile for review', async () => {
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 200, body: listed() }),
      'POST /api/provider/profile/submit': () => ({
        status: 200,
        body: listed({
          canSubmit: false,
          review: { ...listed().review!, status: 'pending', notes: null, decidedAt: null },
        }),
      }),
      'PUT /api/provider/profile': () => ({
        status: 200,
        body: { profile: listed(), applied: ['phone'], pending: [] },
      }),
    });
    const user = userEvent.setup();
    show();
    const practice = await screen.findByLabelText(/^Practice name/);
    // The form holds the provider's draft; the listed value is named beside it.
    expect(practice).toHaveValue('Coral Way Family Care');
    expect(
      screen.getByText(
        'Waiting for review. Patients see “Morales Family Primary Care” until it is approved.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Practice name').closest('label')).toHaveTextContent('Checked by our team');
    expect(screen.getByText('Phone').closest('label')).not.toHaveTextContent('Checked by our team');
    expect(screen.getByText('Please use the name on your license.')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Your profile is 47% complete' })).toHaveAttribute(
      'aria-valuenow',
      '47',
    );
    expect(within(screen.getByRole('list', { name: 'Still to add' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
    // The server names what is missing by code; the page words it.
    expect(screen.getByRole('list', { name: 'Still to add' })).toHaveTextContent('Headshot photoNPI number');
    expect(screen.getByRole('img', { name: 'Office photo 1' })).toBeVisible();

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '3055550199');
    expect(screen.getByLabelText('Phone')).toHaveValue('(305) 555-0199');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(M.savedLive)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(M.submitted)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/provider/profile/submit')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled());
  });

  it('uploads a headshot to the headshots folder and shows it', async () => {
    let profile = listed({ pendingChanges: null });
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 200, body: profile }),
      'POST /api/uploads/provider-photos': () => ({
        status: 201,
        body: {
          id: 'up1',
          area: 'provider-photos',
          key: 'k',
          url: '/uploads/h.png',
          contentType: 'image/png',
          size: 9,
        },
      }),
      'PUT /api/provider/profile': () => {
        profile = { ...profile, imageUrl: '/uploads/provider-photos/headshots/p1-2.png' };
        return { status: 200, body: { profile, applied: ['imageUrl'], pending: [] } };
      },
    });
    const user = userEvent.setup();
    show();
    await user.upload(
      await screen.findByLabelText('Add headshot'),
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Your headshot' })).toHaveAttribute(
      'src',
      '/uploads/provider-photos/headshots/p1-2.png',
    );
    const upload = calls.find((c) => c.path === '/api/uploads/provider-photos')!;
    expect((upload.body as FormData).get('folder')).toBe('headshots');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ headshotUploadId: 'up1' });
  });

  it('says the spec’s words when loading fails', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 500, body: { detail: 'down' } }),
    });
    show();
    expect(await screen.findByText(new RegExp(M.fetchFailed), undefined, { timeout: 5000 })).toBeVisible();
  });

  it('says the spec’s words when saving or submitting fails, keeping what was typed', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 200, body: listed({ pendingChanges: null }) }),
      'PUT /api/provider/profile': () => ({ status: 409, body: { detail: M.npiTaken } }),
      'POST /api/provider/profile/submit': () => ({ status: 409, body: { detail: M.alreadyInReview } }),
    });
    const user = userEvent.setup();
    show();
    // Submitting sends what is saved: nothing typed yet.
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText(`${M.submitFailed}: ${M.alreadyInReview}`)).toBeVisible();

    await user.type(screen.getByLabelText(/^NPI number/), '1234567893');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(`${M.updateFailed}: ${M.npiTaken}`)).toBeVisible();
    expect(screen.getByLabelText(/^NPI number/)).toHaveValue('1234567893');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
  });

  it('names a pending change with its label, its value and the listed one, and when the review was decided', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({ status: 200, body: listed() }),
    });
    show();
    const changes = await screen.findByRole('list', { name: 'Changes waiting for review' });
    expect(changes).toHaveTextContent(
      'Practice name: Coral Way Family Care (listed now: Morales Family Primary Care)',
    );
    // Florida's clock: 15:00 UTC is 10:00 in the morning in March.
    expect(screen.getByTestId('profile-review-state')).toHaveTextContent(
      'Last review: Sent back for changes, March 2, 2026 at 10:00 AM',
    );
  });

  it('speaks Spanish: the page, the status, the form, the photos and what saving says', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/profile': () => ({
        status: 200,
        body: listed({
          pendingChanges: { practiceName: 'Coral Way Family Care', taxonomyCode: '207RC0000X' },
        }),
      }),
      'PUT /api/provider/profile': () => ({
        status: 200,
        body: { profile: listed(), applied: ['phone'], pending: [] },
      }),
      'GET /api/taxonomy/specialties': taxonomyEndpoint,
    });
    const user = userEvent.setup();
    show({ translator: spanish });
    const t = spanish.t;
    expect(
      await screen.findByRole('heading', { level: 1, name: t('dashboard.overview.providerYourProfile') }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: t('provider.profileStatus.heading') })).toBeVisible();
    expect(screen.getByTestId('profile-status')).toHaveTextContent(
      t('provider.profileStatus.statusApproved'),
    );
    expect(screen.getByText(t('provider.profileStatus.listed'))).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: t('provider.profileStatus.complete', { percent: 47 }) }),
    ).toBeVisible();
    // The server names what is missing by code; the page says it in Spanish.
    const missing = screen.getByRole('list', { name: t('provider.profileStatus.stillToAddList') });
    expect(within(missing).getByText(t('provider.profileStatus.missingHeadshot'))).toBeVisible();
    expect(within(missing).getByText(t('provider.editor.fieldNpiNumber'))).toBeVisible();
    expect(screen.getByTestId('profile-review-state')).toHaveTextContent(
      'Última revisión: Devuelta para hacer cambios, 2 de marzo de 2026',
    );
    const changes = screen.getByRole('list', { name: t('provider.profileStatus.waitingTitle') });
    // Each code by its NUCC name and its kind of care, named by the taxonomy endpoint.
    await waitFor(() =>
      expect(changes).toHaveTextContent(
        `${t('provider.editor.fieldSpecialty')}: Cardiovascular Disease Physician, en Corazón (cardiología) (código 207RC0000X) (publicado ahora: General Practice Physician, en Atención primaria (médico de familia) (código 208D00000X))`,
      ),
    );

    // The form: labels, marks, choices and pending notes in Spanish; stored values stay English.
    const practice = screen.getByLabelText(new RegExp(`^${t('provider.editor.fieldPracticeName')}`));
    expect(practice).toHaveValue('Coral Way Family Care');
    expect(practice.closest('div')).toHaveTextContent(t('provider.editor.reviewMark'));
    expect(
      screen.getByText(t('provider.editor.pendingNote', { listed: 'Morales Family Primary Care' })),
    ).toBeVisible();
    // The specialty is the taxonomy picker's (taxonomy-picker.test.tsx), in Spanish.
    expect(screen.getByRole('group', { name: t('provider.editor.fieldSpecialty') })).toBeVisible();
    expect(screen.getByRole('combobox', { name: t('common.taxonomy.primary') })).toBeInTheDocument();
    const accepting = screen.getByRole('group', { name: t('provider.editor.fieldAcceptingNewPatients') });
    expect(
      within(accepting).getByRole('radio', { name: t('provider.editor.yesNo', { answer: 'yes' }) }),
    ).toBeChecked();
    const languages = screen.getByRole('group', { name: t('provider.editor.fieldLanguages') });
    expect(within(languages).getByRole('checkbox', { name: t('lists.language.english') })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: t('lists.language.english') })).toHaveAttribute(
      'value',
      'English',
    );
    expect(
      screen.getByRole('group', { name: t('provider.editor.fieldAcceptedInsurancePlans') }),
    ).toHaveTextContent('Medicare');

    // Photos.
    expect(screen.getByRole('heading', { name: t('provider.photos.title') })).toBeVisible();
    expect(screen.getByText(t('provider.photos.headshotNone'))).toBeVisible();
    expect(screen.getByText(t('provider.photos.officeCount', { count: 1, max: 10 }))).toBeVisible();
    expect(screen.getByRole('img', { name: t('provider.photos.officePhoto', { number: 1 }) })).toBeVisible();
    expect(screen.getByLabelText(t('provider.photos.headshotAdd'))).toBeInTheDocument();

    await user.clear(screen.getByLabelText(t('provider.editor.fieldPhone')));
    await user.type(screen.getByLabelText(t('provider.editor.fieldPhone')), '3055550199');
    expect(screen.getByText(t('provider.editor.unsaved'))).toBeVisible();
    await user.click(screen.getByRole('button', { name: t('provider.editor.saveButton') }));
    expect(await screen.findByText(t('provider.profileEditor.savedLive'))).toBeVisible();
    expect(screen.queryByText(english.t('provider.editor.saveButton'))).toBeNull();
  });
});
