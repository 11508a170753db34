import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaregiversDto } from '#shared/caregivers/caregiver-schemas.ts';
import { CAREGIVER_MESSAGES } from '#shared/caregivers/caregiver-messages.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { CaregiverInvitationPage } from './caregiver-invitation-page.tsx';
import { FamilyAndCaregivers } from './family-and-caregivers.tsx';

const M = englishWords(CAREGIVER_MESSAGES);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const EMPTY: CaregiversDto = { caregivers: [], caringFor: [], invitations: [], requests: [] };
const me = { 'GET /api/me': () => ({ status: 200, body: { user: PATIENT } }) };
const TOKEN = 'a'.repeat(43);

describe('Family and caregivers', () => {
  it('refuses an invitation without an address or a permission, sending nothing', async () => {
    const calls = fakeApi({ ...me, 'GET /api/caregivers': () => ({ status: 200, body: EMPTY }) });
    renderAt(<FamilyAndCaregivers />);
    const form = await screen.findByRole('form', { name: 'Invite someone to help you' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form).getByText(M.email)).toBeVisible();
    expect(within(form).getByText(M.choosePermission)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('invites with the chosen permissions; booking ticks seeing the appointments too', async () => {
    const calls = fakeApi({
      ...me,
      'GET /api/caregivers': () => ({ status: 200, body: EMPTY }),
      'POST /api/caregivers/invitations': () => ({ status: 201, body: {} }),
    });
    renderAt(<FamilyAndCaregivers />);
    const form = await screen.findByRole('form', { name: 'Invite someone to help you' });
    await userEvent.type(within(form).getByLabelText('Their email address'), 'Ana@Example.test');
    await userEvent.click(within(form).getByLabelText('Book, reschedule and cancel appointments'));
    const see = within(form).getByLabelText(/^See appointments/);
    expect(see).toBeChecked();
    expect(see).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText('We sent an invitation to ana@example.test. The link in it works for 7 days.'),
    ).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ana@example.test',
      permissions: ['manage_appointments'],
    });
  });

  it('shows who helps, whom the patient helps and who asks; stopping an access asks first', async () => {
    const data: CaregiversDto = {
      caregivers: [
        {
          id: 'acc-1',
          caregiver: { name: 'Ana Delgado', email: 'ana@example.test' },
          permissions: ['view_appointments', 'message_providers'],
          since: '2026-11-20T15:00:00.000Z',
          recentActions: [
            {
              kind: 'booked',
              providerName: 'Dr. Elena Morales, MD',
              visitDate: '2026-12-07',
              at: '2026-11-22T15:00:00.000Z',
            },
            {
              kind: 'messaged',
              providerName: 'Dr. Elena Morales, MD',
              visitDate: null,
              at: '2026-11-21T15:00:00.000Z',
            },
          ],
        },
      ],
      caringFor: [
        {
          id: 'acc-2',
          patient: { id: 'p-2', name: 'Luis Delgado' },
          permissions: ['manage_saved'],
          since: '2026-11-21T15:00:00.000Z',
        },
      ],
      invitations: [],
      requests: [
        {
          id: 'req-1',
          from: { name: 'Ben Ruiz', email: 'ben@example.test' },
          sentAt: '2026-11-25T15:00:00.000Z',
        },
      ],
    };
    const calls = fakeApi({
      ...me,
      'GET /api/caregivers': () => ({ status: 200, body: data }),
      'DELETE /api/caregivers/access/acc-1': () => ({ status: 204 }),
      'POST /api/caregivers/requests/req-1/approve': () => ({ status: 204 }),
    });
    renderAt(<FamilyAndCaregivers />);
    const ana = await screen.findByRole('article', { name: 'Ana Delgado' });
    expect(within(ana).getByText('Since November 20, 2026')).toBeVisible();
    expect(within(ana).getByText('What Ana Delgado did for you lately')).toBeVisible();
    expect(
      within(ana)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Booked a visit with Dr. Elena Morales, MD for Monday, December 7, 2026 (November 22, 2026)',
      'Wrote to Dr. Elena Morales, MD (November 21, 2026)',
    ]);
    expect(within(ana).getByLabelText('Message providers')).toBeChecked();
    expect(within(ana).getByLabelText('Manage saved providers and searches')).not.toBeChecked();
    const luis = screen.getByRole('article', { name: 'Luis Delgado' });
    expect(within(luis).getByRole('listitem')).toHaveTextContent('Manage saved providers and searches');

    await userEvent.click(within(ana).getByRole('button', { name: 'Stop Their Access' }));
    const dialog = await screen.findByRole('dialog', { name: "Stop Ana Delgado's access?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep It' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(ana).getByRole('button', { name: 'Stop Their Access' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop Their Access' }),
    );
    expect(await screen.findByText('Ana Delgado can no longer act for you.')).toBeVisible();

    // Saying yes needs a choice first.
    const ben = screen.getByRole('article', { name: 'Ben Ruiz asks to help you' });
    await userEvent.click(within(ben).getByRole('button', { name: 'Say Yes' }));
    expect(within(ben).getByText(M.choosePermission)).toBeVisible();
    await userEvent.click(within(ben).getByLabelText(/^See appointments/));
    await userEvent.click(within(ben).getByRole('button', { name: 'Say Yes' }));
    expect(await screen.findByText('Ben Ruiz can now help you.')).toBeVisible();
    expect(calls.find((c) => c.path.endsWith('/approve'))?.body).toEqual({
      permissions: ['view_appointments'],
    });
  });
});

describe('Family and caregivers in Spanish', () => {
  it('names the sections, the choices and a refusal in Spanish', async () => {
    fakeApi({ ...me, 'GET /api/caregivers': () => ({ status: 200, body: EMPTY }) });
    renderAt(<FamilyAndCaregivers />, '/here', undefined, { translator: spanish });
    const form = await screen.findByRole('form', { name: 'Invite a alguien a ayudarle' });
    expect(screen.getByText('Todavía nadie puede actuar en su nombre.')).toBeVisible();
    expect(within(form).getByLabelText('Reservar, cambiar y cancelar citas')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar la invitación' }));
    expect(within(form).getByText(spanish.t(CAREGIVER_MESSAGES.choosePermission))).toBeVisible();
  });
});

describe('the caregiver invitation page', () => {
  const preview = {
    'POST /api/caregivers/invitations/preview': () => ({
      status: 200,
      body: {
        patientName: 'Rosa Delgado',
        email: 'ana@example.test',
        permissions: ['view_appointments', 'message_providers'],
        expiresAt: '2026-12-03T15:00:00.000Z',
      },
    }),
  };

  it('a guest sees who asks and for what, and goes to sign in, coming back here after', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }), ...preview });
    renderAt(<CaregiverInvitationPage />, `/caregiver-invitation?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rosa Delgado would like your help' }),
    ).toBeVisible();
    expect(screen.getByText('Message providers')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In to Accept' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeVisible();
    expect(localStorage.getItem('careconnect_intended_route')).toContain(
      `/caregiver-invitation?token=${TOKEN}`,
    );
  });

  it('a signed-in patient accepts; a refusal is said in the server’s words', async () => {
    let refuse = true;
    fakeApi({
      ...me,
      ...preview,
      'POST /api/caregivers/invitations/accept': () =>
        refuse ? { status: 403, body: { detail: M.invitationOtherEmail } } : { status: 204 },
    });
    renderAt(<CaregiverInvitationPage />, `/caregiver-invitation?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText(M.invitationOtherEmail)).toBeVisible();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You can now help Rosa Delgado' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Settings' })).toHaveAttribute(
      'href',
      '/patient-dashboard/settings',
    );
  });

  it('speaks Spanish on a Spanish page, with the date in Spanish', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }), ...preview });
    renderAt(<CaregiverInvitationPage />, `/caregiver-invitation?token=${TOKEN}`, undefined, {
      translator: spanish,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rosa Delgado quisiera su ayuda' }),
    ).toBeVisible();
    expect(screen.getByText('Enviar mensajes a los proveedores')).toBeVisible();
    expect(screen.getByText(/funciona hasta el 3 de diciembre de 2026\./)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Iniciar sesión para aceptar' })).toBeVisible();
  });

  it('a used, expired or broken link says it no longer works', async () => {
    fakeApi({
      ...me,
      'POST /api/caregivers/invitations/preview': () => ({
        status: 404,
        body: { detail: M.invitationInvalid },
      }),
    });
    renderAt(<CaregiverInvitationPage />, `/caregiver-invitation?token=${TOKEN}`);
    expect(await screen.findByText(M.invitationInvalid)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull());
  });
});
