import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminApplicationDetailDto,
  AdminApplicationListDto,
} from '#shared/applications/application-pipeline.ts';
import { PIPELINE_MESSAGES as PIPELINE_KEYS } from '#shared/applications/application-pipeline.ts';
import { dateAtNowEachTest } from '../../../test/clock.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { AdminApplicationPage } from './application-detail-page.tsx';
import { AdminApplicationsPage } from './applications-list-page.tsx';

afterEach(() => vi.unstubAllGlobals());
dateAtNowEachTest();

const PIPELINE_MESSAGES = englishWords(PIPELINE_KEYS);

function show(path: string, options?: Parameters<typeof renderWithApp>[1]) {
  const router = createMemoryRouter(
    [
      { path: '/admin/applications', element: <AdminApplicationsPage /> },
      { path: '/admin/applications/:id', element: <AdminApplicationPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithApp(router, options);
  return router;
}

const counts = {
  submitted: 2,
  under_review: 1,
  partially_approved: 0,
  photoshoot_scheduled: 0,
  photoshoot_rescheduled: 0,
  photoshoot_completed: 0,
  photoshoot_cancelled: 0,
  approved: 4,
  rejected: 1,
};

const listOf = (over: Partial<AdminApplicationListDto> = {}): AdminApplicationListDto => ({
  applications: [
    {
      id: 'a1',
      fullName: 'Elena Morales',
      practiceName: 'Coral Gables Family Dental',
      email: 'elena@example.test',
      npiNumber: '1234567893',
      status: 'submitted',
      submittedAt: '2026-03-02T15:00:00.000Z',
    },
    {
      id: 'a2',
      fullName: 'Luis Bennett',
      practiceName: 'Bennett Eye Care',
      email: 'luis@example.test',
      npiNumber: '',
      status: 'under_review',
      submittedAt: '2026-02-20T15:00:00.000Z',
    },
  ],
  total: 25,
  page: 1,
  pageSize: 20,
  counts,
  ...over,
});

describe('the applications list', () => {
  it('shows each application with its status, counts per status, and filters, searches and pages', async () => {
    const calls = fakeApi({
      'GET /api/admin/provider-applications': (url) => ({
        status: 200,
        body: listOf({ page: Number(url.searchParams.get('page') ?? 1) }),
      }),
    });
    const router = show('/admin/applications');
    const rows = await screen.findByRole('list', { name: 'Applications' });
    const first = within(rows).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Elena Morales' })).toHaveAttribute(
      'href',
      '/admin/applications/a1',
    );
    expect(first).toHaveTextContent('Coral Gables Family Dental');
    expect(first).toHaveTextContent('Submitted Mar 2, 2026');
    expect(within(rows).getAllByRole('article')[1]).toHaveTextContent('Under review');
    expect(screen.getByRole('heading', { name: '25 applications' })).toBeVisible();

    const statuses = screen.getByRole('navigation', { name: 'Filter by status' });
    expect(within(statuses).getByRole('button', { name: 'All 8' })).toHaveAttribute('aria-pressed', 'true');
    // The phone's menu offers the same choices, with their counts.
    const menu = screen.getByRole('combobox', { name: 'Status' });
    expect(within(menu).getByRole('option', { name: 'Under review (1)' })).toBeInTheDocument();
    await userEvent.selectOptions(menu, 'Not approved (1)');
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?status=rejected'));
    await userEvent.click(within(statuses).getByRole('button', { name: 'Approved 4' }));
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?status=approved'));
    expect(menu).toHaveValue('approved');
    expect(within(statuses).getByRole('button', { name: 'Approved 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.type(screen.getByLabelText('Search by name, practice, email or NPI'), 'Morales');
    await userEvent.type(screen.getByLabelText('Submitted from'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('Submitted to'), '2026-03-03');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)!.search).toBe('?from=2026-03-01&q=Morales&status=approved&to=2026-03-03'),
    );

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(calls.at(-1)!.search).toContain('page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Search by name, practice, email or NPI')).toHaveValue('');
    expect(within(statuses).getByRole('button', { name: 'All 8' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the date range before searching', async () => {
    const calls = fakeApi({
      'GET /api/admin/provider-applications': () => ({ status: 200, body: listOf() }),
    });
    show('/admin/applications');
    await screen.findByRole('list', { name: 'Applications' });
    await userEvent.type(screen.getByLabelText('Submitted from'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('Submitted to'), '2026-03-01');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must be on or before the end date')).toBeVisible();
    expect(calls).toHaveLength(before);
  });

  it('says when nothing matches, and when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/admin/provider-applications': (url) =>
        url.searchParams.get('q')
          ? { status: 500, body: { detail: 'down' } }
          : { status: 200, body: listOf({ applications: [], total: 0 }) },
    });
    show('/admin/applications');
    expect(await screen.findByText('No applications match these filters.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search by name, practice, email or NPI'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(PIPELINE_MESSAGES.loadFailed, {}, { timeout: 5000 })).toBeVisible();
  });
});

const detail = (over: Partial<AdminApplicationDetailDto> = {}): AdminApplicationDetailDto => ({
  id: 'a1',
  userId: 'u9',
  status: 'partially_approved',
  submittedAt: '2026-03-02T15:00:00.000Z',
  updatedAt: '2026-03-03T12:00:00.000Z',
  fullName: 'Elena Morales',
  role: 'Practice Manager',
  phone: '(305) 555-0142',
  email: 'elena@example.test',
  preferredContact: 'Email',
  practiceName: 'Coral Gables Family Dental',
  businessAddress: '100 Miracle Mile, Coral Gables, FL 33134',
  website: 'https://coral.example',
  practicePhone: '(305) 555-0199',
  npiNumber: '1234567893',
  mainSpecialty: { code: '207Q00000X', name: 'Family Medicine Physician', category: 'primary-care' },
  otherSpecialties: [{ code: '122300000X', name: 'Dentist', category: 'dentist' }],
  medicareParticipation: 'Medicare Advantage',
  medicareAdvantagePlans: ['Humana'],
  acceptingNewPatients: 'Yes',
  languages: ['English', 'Spanish'],
  description: 'Gentle dental care for seniors.',
  referralSource: 'Referral',
  images: [{ id: 'i1', url: '/uploads/provider-photos/office-photos/one.png' }],
  photoshoot: null,
  decisionNotes: null,
  events: [
    {
      id: 'e1',
      fromStatus: null,
      toStatus: 'submitted',
      action: 'submit',
      actorName: 'Elena Morales',
      notes: null,
      data: {},
      createdAt: '2026-03-02T15:00:00.000Z',
    },
    {
      id: 'e2',
      fromStatus: 'submitted',
      toStatus: 'under_review',
      action: 'start_review',
      actorName: 'Ada Admin',
      notes: 'Checking the license.',
      data: {},
      createdAt: '2026-03-02T16:30:00.000Z',
    },
  ],
  allowedActions: ['schedule_photoshoot', 'reject'],
  ...over,
});

function detailApi(transition: (body: unknown) => Answer, current = detail()) {
  let state = current;
  return fakeApi({
    'GET /api/admin/provider-applications/a1': () => ({ status: 200, body: state }),
    'POST /api/admin/provider-applications/a1/transitions': (_url, body) => {
      const answer = transition(body);
      if (answer.status === 200) state = answer.body as AdminApplicationDetailDto;
      return answer;
    },
  });
}

describe('one application', () => {
  it('shows every part of the application, the photos and who did what when', async () => {
    detailApi(() => ({ status: 500 }));
    show('/admin/applications/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Morales' })).toBeVisible();
    const practice = screen.getByRole('region', { name: 'Practice' });
    expect(practice).toHaveTextContent('100 Miracle Mile, Coral Gables, FL 33134');
    expect(practice).toHaveTextContent('1234567893');
    const care = screen.getByRole('region', { name: 'Care offered' });
    expect(care).toHaveTextContent(
      'Main specialtyFamily Medicine Physician, in Primary care (family doctor) (code 207Q00000X)',
    );
    expect(care).toHaveTextContent('Other specialtiesDentist, in Dentist (code 122300000X)');
    expect(care).toHaveTextContent('Humana');
    expect(screen.getByRole('img', { name: 'Office photo 1 of 1 (opens full size)' })).toHaveAttribute(
      'src',
      '/uploads/provider-photos/office-photos/one.png',
    );
    const history = within(screen.getByRole('list', { name: 'Application history' })).getAllByRole(
      'listitem',
    );
    expect(history[0]).toHaveTextContent('Start review');
    expect(history[0]).toHaveTextContent('By Ada Admin on Mar 2, 2026, 11:30 AM');
    expect(history[0]).toHaveTextContent('Internal notes: Checking the license.');
    expect(history[1]).toHaveTextContent('Application submitted');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Schedule photoshoot',
      'Reject application',
    ]);
  });

  it('checks the photoshoot form with the shared messages, then sends it and says so', async () => {
    const calls = detailApi(() => ({
      status: 200,
      body: detail({
        status: 'photoshoot_scheduled',
        updatedAt: '2026-03-03T15:00:00.000Z',
        allowedActions: [
          'reschedule_photoshoot',
          'send_reminder',
          'complete_photoshoot',
          'cancel_photoshoot',
          'reject',
        ],
        photoshoot: {
          at: '2026-03-20T14:30:00.000Z',
          date: '2026-03-20',
          time: '10:30',
          location: 'At the office',
          photographerName: 'Sam Lens',
          photographerEmail: 'sam@example.test',
        },
      }),
    }));
    show('/admin/applications/a1');
    const form = await screen.findByRole('region', { name: 'Schedule photoshoot' });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule photoshoot' }));
    expect(await within(form).findByText(PIPELINE_MESSAGES.date)).toBeVisible();
    expect(within(form).getByLabelText("Photographer's email")).toHaveAccessibleDescription(
      PIPELINE_MESSAGES.photographerEmail,
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Photoshoot date'), '2026-03-01');
    await userEvent.type(within(form).getByLabelText('Photoshoot time (Eastern)'), '10:30');
    await userEvent.type(within(form).getByLabelText('Location'), 'At the office');
    await userEvent.type(within(form).getByLabelText("Photographer's name"), 'Sam Lens');
    await userEvent.type(within(form).getByLabelText("Photographer's email"), 'sam@example.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule photoshoot' }));
    expect(await within(form).findByText(PIPELINE_MESSAGES.future)).toBeVisible();

    await userEvent.clear(within(form).getByLabelText('Photoshoot date'));
    await userEvent.type(within(form).getByLabelText('Photoshoot date'), '2026-03-20');
    await userEvent.type(within(form).getByLabelText('Internal notes (optional)'), 'Booked by phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule photoshoot' }));
    expect(
      await screen.findAllByText('Photoshoot scheduled. The provider and the photographer have been told.'),
    ).not.toHaveLength(0);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      action: 'schedule_photoshoot',
      date: '2026-03-20',
      time: '10:30',
      location: 'At the office',
      photographerName: 'Sam Lens',
      photographerEmail: 'sam@example.test',
      internalNotes: 'Booked by phone',
    });
    // The screen now offers the next steps, the reschedule form starting from the planned photoshoot.
    const reschedule = await screen.findByRole('region', { name: 'Reschedule photoshoot' });
    expect(within(reschedule).getByLabelText('Location')).toHaveValue('At the office');
    expect(screen.getByRole('region', { name: 'Photoshoot' })).toHaveTextContent(
      'Friday, March 20, 2026 at 10:30 AM',
    );
  });

  it('asks before rejecting, and sends nothing when the admin goes back', async () => {
    const calls = detailApi(() => ({
      status: 200,
      body: detail({
        status: 'rejected',
        allowedActions: [],
        decisionNotes: 'No license',
      }),
    }));
    show('/admin/applications/a1');
    const form = await screen.findByRole('region', { name: 'Reject application' });
    await userEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    expect(await within(form).findByText(PIPELINE_MESSAGES.rejectNotes)).toBeVisible();
    // The limit comes from the schema's bound, filled into the field's own message.
    await userEvent.click(within(form).getByLabelText('Explanation for the provider'));
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    expect(await within(form).findByText('The explanation must be 1000 characters or less')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Explanation for the provider'));
    await userEvent.type(within(form).getByLabelText('Explanation for the provider'), 'No license');
    await userEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent('Elena Morales will be emailed your explanation.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Reject application' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, reject the application' }),
    );
    expect(
      await screen.findByText('This application is "Not approved". There is nothing more to do.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      action: 'reject',
      notes: 'No license',
      internalNotes: '',
    });
    expect(screen.getByRole('region', { name: 'Last note sent to the provider' })).toHaveTextContent(
      'No license',
    );
  });

  it('shows a refusal in words and reloads the application as it is now', async () => {
    const refusal = 'This application is rejected: "Schedule photoshoot" is not possible now.';
    const calls = detailApi(() => ({ status: 409, body: { detail: refusal } }));
    show('/admin/applications/a1');
    const form = await screen.findByRole('region', { name: 'Schedule photoshoot' });
    await userEvent.type(within(form).getByLabelText('Photoshoot date'), '2026-03-20');
    await userEvent.type(within(form).getByLabelText('Photoshoot time (Eastern)'), '10:30');
    await userEvent.type(within(form).getByLabelText('Location'), 'Office');
    await userEvent.type(within(form).getByLabelText("Photographer's name"), 'Sam');
    await userEvent.type(within(form).getByLabelText("Photographer's email"), 'sam@example.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule photoshoot' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/a1'))).toHaveLength(2),
    );
  });

  it('says when the application does not exist', async () => {
    fakeApi({});
    show('/admin/applications/a1');
    expect(await screen.findByText(PIPELINE_MESSAGES.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Applications' })).toHaveAttribute(
      'href',
      '/admin/applications',
    );
  });
});

describe('in Spanish', () => {
  const { t } = spanish;

  it('lists the applications with their states, counts and filters in Spanish', async () => {
    fakeApi({
      'GET /api/admin/provider-applications': () => ({ status: 200, body: listOf() }),
    });
    show('/admin/applications?status=under_review', { translator: spanish });
    const rows = await screen.findByRole('list', { name: t('onboarding.review.applications') });
    expect(within(rows).getAllByRole('article')[1]).toHaveTextContent(
      t('onboarding.pipeline.statusUnderReview'),
    );
    // 'Enviada el 2 mar 2026 · …': the date in Spanish, in one message with the address.
    expect(within(rows).getAllByRole('article')[0]).toHaveTextContent(
      /Enviada el 2 mar 2026 · elena@example.test/,
    );
    expect(
      screen.getByRole('heading', {
        name: t('onboarding.review.countWithStatus', {
          count: 25,
          status: t('onboarding.pipeline.statusUnderReview'),
        }),
      }),
    ).toHaveTextContent('25 solicitudes: En revisión');
    const statuses = screen.getByRole('navigation', { name: t('onboarding.review.filterByStatus') });
    expect(
      within(statuses).getByRole('button', { name: `${t('onboarding.pipeline.statusRejected')} 1` }),
    ).toBeVisible();
    expect(screen.getByLabelText(t('onboarding.review.searchField'))).toBeVisible();
    expect(screen.getByRole('button', { name: t('onboarding.review.next') })).toBeVisible();

    await userEvent.type(screen.getByLabelText(t('onboarding.review.submittedFrom')), '2026-03-05');
    await userEvent.type(screen.getByLabelText(t('onboarding.review.submittedTo')), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: t('onboarding.review.search') }));
    expect(await screen.findByText(t('onboarding.pipeline.listDateRange'))).toBeVisible();
  });

  it('shows one application, its choices, history and actions in Spanish', async () => {
    detailApi(() => ({ status: 500 }), {
      ...detail(),
      languages: ['English', 'Spanish', 'Mandarin'],
      events: [
        ...detail().events,
        {
          id: 'e3',
          fromStatus: 'under_review',
          toStatus: 'partially_approved',
          action: 'partially_approve',
          actorName: null,
          notes: null,
          data: { date: '2026-03-20', time: '13:00', reason: 'Lluvia' },
          createdAt: '2026-03-03T12:00:00.000Z',
        },
      ],
    });
    show('/admin/applications/a1', { translator: spanish });
    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Morales' })).toBeVisible();
    const care = screen.getByRole('region', { name: t('onboarding.review.sectionCare') });
    // NUCC names its codes in English only; the kind of care is in the reader's language.
    expect(care).toHaveTextContent(
      `${t('onboarding.review.mainSpecialty')}Family Medicine Physician, en Atención primaria (médico de familia) (código 207Q00000X)`,
    );
    expect(care).toHaveTextContent(`${t('onboarding.review.languages')}Inglés, Español, Mandarín`);
    expect(care).toHaveTextContent(`${t('onboarding.review.acceptingNewPatients')}Sí`);
    expect(screen.getByRole('region', { name: t('onboarding.review.sectionContact') })).toHaveTextContent(
      `${t('onboarding.review.preferredContact')}Correo electrónico`,
    );
    expect(screen.getByTestId('application-status')).toHaveTextContent(
      t('onboarding.pipeline.statusPartiallyApproved'),
    );
    expect(
      screen.getByRole('img', { name: t('onboarding.review.photoAlt', { number: 1, count: 1 }) }),
    ).toBeVisible();
    const history = within(
      screen.getByRole('list', { name: t('onboarding.review.historyLabel') }),
    ).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent(t('onboarding.pipeline.labelPartiallyApprove'));
    expect(history[0]).toHaveTextContent(/Por una cuenta eliminada el 3 mar 2026/);
    expect(history[0]).toHaveTextContent(
      `${t('onboarding.review.when')}: viernes, 20 de marzo de 2026 a la 1:00 p.m.`,
    );
    expect(history[0]).toHaveTextContent(`${t('onboarding.review.fieldReason')}: Lluvia`);
    expect(history[2]).toHaveTextContent(t('onboarding.review.eventSubmitted'));
    const form = screen.getByRole('region', { name: t('onboarding.pipeline.labelSchedulePhotoshoot') });
    expect(form).toHaveTextContent(t('onboarding.pipeline.hintSchedulePhotoshoot'));
    await userEvent.click(
      within(form).getByRole('button', { name: t('onboarding.pipeline.labelSchedulePhotoshoot') }),
    );
    expect(await within(form).findByText(t('onboarding.pipeline.date'))).toBeVisible();
    expect(within(form).getByLabelText(t('onboarding.review.fieldTime'))).toBeVisible();

    const reject = screen.getByRole('region', { name: t('onboarding.pipeline.labelReject') });
    await userEvent.type(within(reject).getByLabelText(t('onboarding.review.fieldNotes')), 'Sin licencia');
    await userEvent.click(within(reject).getByRole('button', { name: t('onboarding.pipeline.labelReject') }));
    const dialog = await screen.findByRole('dialog', { name: t('onboarding.review.confirmRejectTitle') });
    expect(dialog).toHaveTextContent(t('onboarding.review.confirmRejectBody', { name: 'Elena Morales' }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('onboarding.review.goBack') }));
  });

  it('says in Spanish that a final application has nothing more to do', async () => {
    detailApi(() => ({ status: 500 }), detail({ status: 'rejected', allowedActions: [] }));
    show('/admin/applications/a1', { translator: spanish });
    expect(
      await screen.findByText('Esta solicitud está en el estado «No aprobada». No hay nada más que hacer.'),
    ).toBeVisible();
  });
});
