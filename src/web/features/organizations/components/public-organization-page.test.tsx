import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationProviderCardDto } from '#shared/organizations/organization-schemas.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { spanish } from '../../../test/i18n.ts';
import type { Translator } from '#shared/i18n/translate.ts';
import { ORG_ID, organization } from '../test/fixtures.ts';
import { PublicOrganizationPage } from './public-organization-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(id: string, translator?: Translator) {
  const router = createMemoryRouter(
    [
      { path: '/organization/:id', element: <PublicOrganizationPage /> },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [`/organization/${id}`] },
  );
  renderWithApp(router, { translator });
}

const card = (n: number): OrganizationProviderCardDto => ({
  id: `p${n}`,
  name: `Dr. Provider ${n}`,
  specialty: 'Cardiovascular Disease Physician',
  category: 'heart',
  imageUrl: null,
  city: 'Miami',
  state: 'FL',
  rating: 4.5,
  reviewCount: n,
  affiliationRole: n === 1 ? 'Medical Director' : null,
  locationName: n === 1 ? 'Coral Gables Clinic' : null,
});

describe('the public organization page', () => {
  it('shows the organization, its contact links and locations, and its providers a page at a time', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      [`GET /api/organizations/${ORG_ID}`]: () => ({
        status: 200,
        body: organization({ logoUrl: '/uploads/organization-logos/logos/x.png' }),
      }),
      [`GET /api/organizations/${ORG_ID}/providers`]: (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return {
          status: 200,
          body: { providers: page === 1 ? [card(1), card(2)] : [card(13)], total: 13, page, pageSize: 12 },
        };
      },
    });
    renderPage(ORG_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coral Way Health Partners' })).toBeVisible();
    expect(screen.getByText('A family practice group in Miami.')).toBeVisible();
    const website = screen.getByRole('link', { name: /coralway\.example\.com/ });
    expect(website).toHaveAttribute('href', 'https://coralway.example.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:3055550142');
    expect(screen.getByText('1450 Coral Way, Miami, FL 33145')).toBeVisible();
    const locations = screen.getByRole('region', { name: 'Locations' });
    expect(locations).toHaveTextContent('Coral Gables Clinic200 Ponce de Leon Blvd, Coral Gables, FL 33134');

    const providers = screen.getByRole('region', { name: 'Our providers' });
    const first = await within(providers).findByRole('link', { name: /Dr. Provider 1/ });
    expect(first).toHaveAttribute('href', '/providers/p1');
    expect(first).toHaveTextContent('Medical Director, Coral Gables Clinic');
    expect(first).toHaveTextContent('4.5 (1 review)');
    expect(providers).toHaveTextContent('13 providers');
    await userEvent.click(within(providers).getByRole('button', { name: 'Next page' }));
    expect(await within(providers).findByRole('link', { name: /Dr. Provider 13/ })).toBeVisible();
    expect(calls.at(-1)!.search).toBe('?page=2');
    expect(document.title).toBe('Coral Way Health Partners | CareConnect');
  });

  it('says when no providers are listed yet and leaves out missing details', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      [`GET /api/organizations/${ORG_ID}`]: () => ({
        status: 200,
        body: organization({ website: null, phone: null, description: null, locations: [] }),
      }),
      [`GET /api/organizations/${ORG_ID}/providers`]: () => ({
        status: 200,
        body: { providers: [], total: 0, page: 1, pageSize: 12 },
      }),
    });
    renderPage(ORG_ID);
    expect(
      await screen.findByText('No providers are listed with Coral Way Health Partners yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Locations' })).toBeNull();
    expect(screen.queryByRole('link', { name: /tel:/ })).toBeNull();
  });

  it('shows the page-not-found page for an unknown organization', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/organizations/nope': () => ({
        status: 404,
        body: { detail: 'We could not find this organization.' },
      }),
    });
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('speaks Spanish on a Spanish page; what the organization wrote stays as written', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      [`GET /api/organizations/${ORG_ID}`]: () => ({ status: 200, body: organization() }),
      [`GET /api/organizations/${ORG_ID}/providers`]: () => ({
        status: 200,
        body: { providers: [card(1), card(2)], total: 2, page: 1, pageSize: 12 },
      }),
    });
    renderPage(ORG_ID, spanish);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coral Way Health Partners' })).toBeVisible();
    expect(screen.getByText('A family practice group in Miami.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Contacto' })).toBeVisible();
    expect(screen.getByText('Oficina principal:', { exact: false })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sedes' })).toBeVisible();
    const providers = screen.getByRole('region', { name: 'Nuestros proveedores' });
    const first = await within(providers).findByRole('link', { name: /Dr. Provider 1/ });
    expect(first).toHaveTextContent('Corazón (cardiología)');
    expect(first).toHaveTextContent('4.5 (1 reseña)');
    expect(providers).toHaveTextContent('2 proveedores');
  });
});
