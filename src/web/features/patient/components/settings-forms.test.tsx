import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATIENT_MESSAGES } from '#shared/patient/patient.ts';
import type { PatientProfileDto } from '#shared/patient/patient-schemas.ts';
import { AUTH_MESSAGES } from '#shared/auth/auth.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { english, englishWords } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { DeleteAccountSection } from './delete-account.tsx';
import { PASSWORD_CHANGED, PasswordForm, WRONG_CURRENT_PASSWORD } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const M = englishWords(PATIENT_MESSAGES);
const AUTH = englishWords(AUTH_MESSAGES);

const me = () => ({ status: 200, body: { user: PATIENT } });

const profile = (over: Partial<PatientProfileDto> = {}): PatientProfileDto => ({
  email: 'rosa@example.test',
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '',
  streetAddress: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  avatarUrl: null,
  located: false,
  home: { location: null, label: null },
  ...over,
});

describe('the profile form', () => {
  it('checks the fields here first and sends nothing while one is wrong', async () => {
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/patient/profile': () => ({ status: 200, body: profile() }),
    });
    renderAt(<ProfileForm />);
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(screen.getByLabelText(/^Phone/), '305555');
    await userEvent.type(screen.getByLabelText('Street address'), '1450 Coral Way');
    await userEvent.type(screen.getByLabelText('ZIP code'), '331');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(M.firstName)).toBeVisible();
    expect(screen.getByText(M.phone)).toBeVisible();
    expect(screen.getByText(M.zip)).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('saves, shows where searches now start, and formats the phone as it is typed', async () => {
    let current = profile();
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/patient/profile': () => ({ status: 200, body: current }),
      'PUT /api/patient/profile': (_url, body) => {
        const b = body as Record<string, string>;
        current = profile({
          ...b,
          state: 'FL',
          located: true,
          home: { location: '33145', label: 'Miami, FL 33145' },
        });
        return { status: 200, body: { profile: current, addressNote: null } };
      },
    });
    renderAt(<ProfileForm />);
    const phone = await screen.findByLabelText(/^Phone/);
    await userEvent.type(phone, '3055550142');
    expect(phone).toHaveValue('(305) 555-0142');
    await userEvent.type(screen.getByLabelText('Street address'), '1450 Coral Way');
    await userEvent.type(screen.getByLabelText('City'), 'Miami');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'FL');
    await userEvent.type(screen.getByLabelText('ZIP code'), '33145');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(M.profileSaved)).toBeVisible();
    expect(screen.getByText('Searches for providers now start from Miami, FL 33145.')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({
      firstName: 'Rosa',
      phone: '(305) 555-0142',
      city: 'Miami',
      state: 'FL',
      zipCode: '33145',
    });
    // No photo was chosen: the saved one is left alone.
    expect(put.body).not.toHaveProperty('avatarUploadId');
  });

  it("says plainly when the address could not be placed, and shows the server's field messages", async () => {
    let attempt = 0;
    fakeApi({
      'GET /api/me': me,
      'GET /api/patient/profile': () => ({ status: 200, body: profile({ city: 'Nowhere', state: 'FL' }) }),
      'PUT /api/patient/profile': () => {
        attempt++;
        if (attempt === 1) return { status: 400, body: { detail: M.state, errors: { state: M.state } } };
        return {
          status: 200,
          body: { profile: profile({ city: 'Nowhere', state: 'FL' }), addressNote: M.addressNotPlaced },
        };
      },
    });
    renderAt(<ProfileForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(M.state).length).toBeGreaterThan(0);
    // What was typed stays.
    expect(screen.getByLabelText('City')).toHaveValue('Nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(M.addressNotPlaced)).toBeVisible();
  });

  it('uploads a chosen photo, shows it, and sends its id with the profile', async () => {
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/patient/profile': () => ({ status: 200, body: profile() }),
      'POST /api/uploads/profile-images': () => ({
        status: 201,
        body: {
          id: 'up1',
          area: 'profile-images',
          key: 'k',
          url: '/uploads/me.png',
          contentType: 'image/png',
          size: 9,
        },
      }),
      'PUT /api/patient/profile': () => ({
        status: 200,
        body: { profile: profile({ avatarUrl: '/uploads/me.png' }), addressNote: null },
      }),
    });
    renderAt(<ProfileForm />);
    const chooser = await screen.findByLabelText('Choose a Photo');
    await userEvent.upload(
      chooser,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/uploads/me.png');
    const upload = calls.find((c) => c.path === '/api/uploads/profile-images')!;
    expect((upload.body as FormData).get('folder')).toBe('patient-avatars');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText(M.profileSaved);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ avatarUploadId: 'up1' });
  });

  it('refuses a file that is not an image before sending it', async () => {
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/patient/profile': () => ({ status: 200, body: profile() }),
    });
    renderAt(<ProfileForm />);
    const chooser = await screen.findByLabelText('Choose a Photo');
    await userEvent.upload(chooser, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText(/Failed to upload patient avatar: Please select a valid image file/),
    ).toBeVisible();
    expect(calls.some((c) => c.path.startsWith('/api/uploads'))).toBe(false);
  });
});

describe('the password form', () => {
  it("checks length and confirmation here, with the spec's words", async () => {
    const calls = fakeApi({ 'GET /api/me': me });
    renderAt(<PasswordForm />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(AUTH.password8)).toBeVisible();
    expect(screen.getByText(AUTH.mismatch)).toBeVisible();
    expect(calls.some((c) => c.path === '/api/auth/change-password')).toBe(false);
  });

  it('says when the current password is wrong, and confirms a change', async () => {
    let wrong = true;
    const calls = fakeApi({
      'GET /api/me': me,
      'POST /api/auth/change-password': () =>
        wrong
          ? { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }
          : { status: 200, body: { token: null } },
    });
    renderAt(<PasswordForm />);
    await userEvent.type(await screen.findByLabelText('Current password'), 'not-it');
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(english.t(WRONG_CURRENT_PASSWORD))).toBeVisible();
    wrong = false;
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(english.t(PASSWORD_CHANGED))).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(calls.at(-1)!.body).toEqual({
      currentPassword: 'not-it',
      newPassword: 'brand-new-pass-1',
      revokeOtherSessions: true,
    });
  });
});

describe('deleting the account', () => {
  it('explains what goes and what stays, asks for the password, and refuses a wrong one', async () => {
    fakeApi({
      'GET /api/me': me,
      'DELETE /api/patient/account': () => ({
        status: 400,
        body: { detail: M.wrongPassword, errors: { password: M.wrongPassword } },
      }),
    });
    renderAt(<DeleteAccountSection />);
    expect(await screen.findByText(/shown as/)).toHaveTextContent('anonymous');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(M.passwordRequired)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByText(M.wrongPassword)).toBeVisible();
  });

  it('on success signs out and goes home with a message', async () => {
    let signedIn = true;
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: signedIn ? PATIENT : null } }),
      'DELETE /api/patient/account': () => {
        signedIn = false;
        return { status: 204 };
      },
      'POST /api/auth/sign-out': () => ({ status: 200, body: { success: true } }),
    });
    const { router } = renderAt(<DeleteAccountSection />, '/patient-dashboard/settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText(M.accountDeleted)).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ password: 'long-enough-1' });
  });
});
