import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONSOLE_MESSAGES } from '#shared/admin/console.ts';
import type { MailJobDto } from '#shared/admin/console-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { MailOutboxPage } from './mail-outbox-page.tsx';

const M = englishWords(ADMIN_CONSOLE_MESSAGES);

const mail = (over: Partial<MailJobDto> = {}): MailJobDto => ({
  id: '7',
  to: 'rosa@example.test',
  template: 'password-reset',
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'Email sending failed: refused',
  createdAt: '2026-03-03T15:00:00.000Z',
  runAt: '2026-03-03T16:00:00.000Z',
  completedAt: null,
  failedAt: '2026-03-03T17:00:00.000Z',
  ...over,
});

function setup(retry: { status: number; body?: unknown } = { status: 200 }) {
  let current = [
    mail(),
    mail({
      id: '8',
      status: 'sent',
      failedAt: null,
      lastError: null,
      completedAt: '2026-03-03T15:01:00.000Z',
      template: 'appointment-booked',
    }),
  ];
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/admin/mail': () => ({
      status: 200,
      body: { mails: current, total: current.length, page: 1, pageSize: 25 },
    }),
    'POST /api/admin/mail/7/retry': () => {
      if (retry.status !== 200) return retry;
      current = current.map((m) =>
        m.id === '7' ? { ...m, status: 'queued', attempts: 0, failedAt: null, lastError: null } : m,
      );
      return { status: 200, body: current[0] };
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('MailOutboxPage', () => {
  it('shows who each email is for and its kind, with Send again only on a failed one', async () => {
    const calls = setup();
    renderAt(<MailOutboxPage />);
    const failed = await screen.findByRole('article', { name: 'Password reset to rosa@example.test' });
    expect(within(failed).getByText('Failed', { selector: 'span' })).toBeInTheDocument();
    expect(within(failed).getByText('Email sending failed: refused')).toBeInTheDocument();
    expect(within(failed).getByText('8 of 8')).toBeInTheDocument();
    const sent = screen.getByRole('article', { name: 'Appointment booked to rosa@example.test' });
    expect(within(sent).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(calls.at(-1)?.search).toBe('?status=failed');
  });

  it('sends a failed email again after a confirmation', async () => {
    setup();
    renderAt(<MailOutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Send again/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The email to rosa@example.test is queued again')).toBeInTheDocument();
    expect(await screen.findByText('Queued', { selector: 'span' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    setup({ status: 409, body: { detail: M.mailNotFailed } });
    renderAt(<MailOutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Send again/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send again' }));
    expect(await within(screen.getByRole('dialog')).findByText(M.mailNotFailed)).toBeInTheDocument();
  });
});

describe('MailOutboxPage in Spanish', () => {
  it('names each email, its status and its attempts in Spanish, and sends one again', async () => {
    setup();
    renderAt(<MailOutboxPage />, '/here', undefined, { translator: spanish });
    const failed = await screen.findByRole('article', {
      name: spanish.t('admin.outbox.heading', {
        kind: spanish.t('admin.outbox.template.passwordReset'),
        to: 'rosa@example.test',
      }),
    });
    expect(
      within(failed).getByText(spanish.t('admin.outbox.status.failed'), { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(failed).getByText('8 de 8')).toBeInTheDocument();
    await userEvent.click(
      within(failed).getByRole('button', {
        name: 'Enviar de nuevo el correo electrónico «restablecer la contraseña» a rosa@example.test',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: spanish.t('admin.outbox.sendAgainTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: spanish.t('admin.outbox.sendAgain') }));
    expect(
      await screen.findByText(spanish.t('admin.outbox.requeued', { to: 'rosa@example.test' })),
    ).toBeInTheDocument();
  });

  it('names a photoshoot email in Spanish, and one it does not know by its code', async () => {
    const sent = { status: 'sent', failedAt: null, lastError: null } as const;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/admin/mail': () => ({
        status: 200,
        body: {
          mails: [
            mail({ ...sent, template: 'photoshoot-reminder' }),
            mail({ ...sent, id: '9', template: 'old-notice' }),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        },
      }),
    });
    renderAt(<MailOutboxPage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('article', {
        name: 'Recordatorio de la sesión de fotos para rosa@example.test',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'old-notice para rosa@example.test' })).toBeInTheDocument();
  });
});
