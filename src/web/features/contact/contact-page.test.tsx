import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { spanish } from '../../test/i18n.ts';
import { ContactPage } from './contact-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ContactPage', () => {
  it('offers the form and, for those who would rather write directly, our e-mail and when we reply', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@careconnect.test' })).toHaveAttribute(
      'href',
      'mailto:support@careconnect.test',
    );
    expect(screen.getByText('We get back to you within 24 hours, by e-mail.')).toBeInTheDocument();
    expect(document.title).toBe('Contact Us | CareConnect');
  });

  it('speaks Spanish on a Spanish page: the page, the form and its specialties', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(<ContactPage />, '/contact', undefined, { translator: spanish });
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Envíenos un mensaje' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Atención primaria (médico de familia)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    expect(
      screen.getByText('Le respondemos en un plazo de 24 horas, por correo electrónico.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Contáctenos | CareConnect');
  });
});
