import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderCardDto, ProviderSearchResult } from '#shared/search/search-params.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ProviderSearchPage } from './search-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const card: ProviderCardDto = {
  id: 'p1',
  firstName: 'Ana',
  lastName: 'Pérez',
  initials: 'AP',
  title: 'Dr.',
  professionalTitle: 'MD',
  specialty: 'Cardiovascular Disease Physician',
  taxonomyCode: '207RC0000X',
  category: 'heart',
  listingKind: 'clinician' as const,
  practiceName: 'Corazón Sano',
  gender: null,
  imageUrl: null,
  rating: 4.5,
  reviewCount: 1,
  acceptingNewPatients: true,
  telehealthAvailable: false,
  featured: false,
  location: 'Miami, FL',
  city: 'Miami',
  state: 'FL',
  zipCode: '33145',
  distanceMiles: 2.3,
  insurances: ['Medicare', 'Humana', 'Aetna', 'Cigna'],
  languages: ['English', 'Spanish'],
  phone: null,
};

const result = (providers: ProviderCardDto[]): ProviderSearchResult => ({
  providers,
  total: providers.length,
  totalCapped: false,
  wordsCategory: null,
  page: 1,
  pageSize: 12,
  location: { label: 'Miami, FL', lat: 25.76, lng: -80.19, radiusMiles: 25 },
});

function showSearch(path: string, providers: ProviderCardDto[], options?: { translator: typeof spanish }) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/providers/search': () => ({ status: 200, body: result(providers) }),
  });
  const rendered = renderAt(<ProviderSearchPage />, path, undefined, options);
  return { calls, ...rendered };
}

describe('the search page', () => {
  it('says what it searched, in English as before', async () => {
    showSearch('/providers?location=Miami%2C%20FL&specialty=cardiology&languages=Spanish', [card]);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Healthcare Providers in Miami, FL',
    );
    expect(screen.getByText('Cardiology Providers in Miami, FL (3 filters applied)')).toBeVisible();
    expect(await screen.findByText('Showing 1 provider matching your search criteria')).toBeInTheDocument();
    const result = screen.getByRole('article', { name: 'Dr. Ana Pérez, MD' });
    expect(within(result).getByText('4.5 (1 review)')).toBeVisible();
    expect(within(result).getByText('+1 more')).toBeVisible();
    expect(within(result).getByRole('button', { name: 'Quick View of Dr. Ana Pérez, MD' })).toBeVisible();
  });

  it('speaks Spanish: heading, filters and their lists, result cards; the address keeps its values', async () => {
    const { router } = showSearch(
      '/providers?location=Miami%2C%20FL&specialty=cardiology&languages=Spanish',
      [card],
      { translator: spanish },
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Proveedores de salud en Miami, FL',
    );
    expect(
      screen.getByText('Cardiología: proveedores de salud en Miami, FL (3 filtros aplicados)'),
    ).toBeVisible();
    expect(await screen.findByText('Mostrando 1 proveedor que coincide con su búsqueda')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Proveedores de salud en Miami, FL'));

    const filters = screen.getAllByRole('region', { name: 'Filtros' })[0]!;
    const specialty = within(filters).getByRole('combobox', { name: 'Especialidad' });
    // An old address's specialty shows the kind of care it now belongs to (ADR 23).
    expect(specialty).toHaveValue('Corazón (cardiología)');
    // Plan names are official names.
    expect(within(filters).getByRole('option', { name: 'Medicare' })).toBeInTheDocument();
    const languages = within(filters).getByRole('group', { name: 'Idiomas que habla' });
    const spanishBox = within(languages).getByRole('checkbox', { name: 'Español' });
    expect(spanishBox).toBeChecked();
    fireEvent.click(within(languages).getByRole('checkbox', { name: 'Criollo haitiano' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('languages')).toBe(
        'Spanish,Haitian Creole',
      ),
    );
    expect(within(filters).getByRole('checkbox', { name: 'Acceso para sillas de ruedas' })).not.toBeChecked();

    const result = await screen.findByRole('article', { name: 'Dr. Ana Pérez, MD' });
    expect(within(result).getByText('Corazón (cardiología)')).toBeVisible();
    expect(within(result).getByText('Acepta pacientes nuevos')).toBeVisible();
    expect(within(result).getByText('4.5 (1 reseña)')).toBeVisible();
    expect(within(result).getByRole('img', { name: 'Calificación: 4.5 de 5' })).toBeInTheDocument();
    expect(within(result).getByText('+1 más')).toBeVisible();
    expect(within(result).getByRole('button', { name: 'Guardar a Dr. Ana Pérez, MD' })).toBeVisible();
    fireEvent.click(within(result).getByRole('button', { name: 'Vista rápida de Dr. Ana Pérez, MD' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Inicie sesión para reservar una cita')).toBeVisible();
  });

  it('says so in Spanish when nothing matches', async () => {
    showSearch('/providers?location=Miami%2C%20FL', [], { translator: spanish });
    expect(await screen.findByRole('heading', { name: 'No se encontraron proveedores' })).toBeVisible();
    expect(screen.getByText('Use «Cerca de mí» para encontrar proveedores a su alrededor')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Filtros, 1 aplicado' })).toBeInTheDocument();
  });
});
