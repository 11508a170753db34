import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderCardDto } from '#shared/search/search-params.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { ProviderCard } from './provider-card.tsx';
import { QuickViewDialog } from './quick-view-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A listing that gives no specialty, place or plans: the API's English defaults (search-service.ts). */
const bare = (over: Partial<ProviderCardDto> = {}): ProviderCardDto => ({
  id: 'p1',
  firstName: 'Ana',
  lastName: 'Pérez',
  initials: 'AP',
  title: 'Dr.',
  professionalTitle: null,
  specialty: 'General Practice Physician',
  taxonomyCode: '208D00000X',
  category: 'primary-care',
  listingKind: 'clinician' as const,
  practiceName: null,
  gender: null,
  imageUrl: null,
  rating: 0,
  reviewCount: 0,
  acceptingNewPatients: false,
  telehealthAvailable: false,
  featured: false,
  location: 'Location not specified',
  city: 'Unknown',
  state: 'Unknown',
  zipCode: null,
  distanceMiles: null,
  insurances: ['Various Insurance Plans'],
  languages: [],
  phone: null,
  ...over,
});

function show(provider: ProviderCardDto, translator?: typeof spanish) {
  fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
  renderAt(
    <ProviderCard provider={provider} saved={false} onQuickView={() => {}} />,
    '/providers',
    undefined,
    translator && { translator },
  );
  return screen.getByRole('article', { name: 'Dr. Ana Pérez' });
}

describe('a result card of a listing that leaves things out', () => {
  it('shows the API’s words in English as they come', () => {
    const card = show(bare());
    expect(within(card).getByText('Primary care (family doctor)')).toBeVisible();
    expect(within(card).getByText('Location not specified')).toBeVisible();
    expect(within(card).getByRole('list', { name: 'Insurance accepted' })).toHaveTextContent(
      'Various Insurance Plans',
    );
  });

  it('words them in Spanish on a Spanish page', () => {
    const card = show(bare(), spanish);
    expect(within(card).getByText('Atención primaria (médico de familia)')).toBeVisible();
    expect(within(card).getByText(spanish.t('search.defaults.noLocation'))).toBeVisible();
    expect(within(card).getByRole('listitem')).toHaveTextContent(
      spanish.t('search.defaults.variousInsurances'),
    );
    expect(
      within(card).queryByText(
        /Location not specified|Various Insurance Plans|General Practice|Primary care/,
      ),
    ).toBeNull();
  });

  it('words an unknown state beside a known city', () => {
    const card = show(bare({ location: 'Pierre, Unknown', city: 'Pierre' }), spanish);
    expect(within(card).getByText(`Pierre, ${spanish.t('search.defaults.unknownPlace')}`)).toBeVisible();
  });

  it('keeps a real address and plan names as written', () => {
    const card = show(bare({ location: '1450 Coral Way, Miami, FL', insurances: ['Medicare'] }), spanish);
    expect(within(card).getByText('1450 Coral Way, Miami, FL')).toBeVisible();
    expect(within(card).getByText('Medicare')).toBeVisible();
  });

  it('calls a woman doctor "Dra." on a Spanish page and "Dr." on an English one', () => {
    const woman = bare({ gender: 'female', professionalTitle: 'md' });
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(
      <ProviderCard provider={woman} saved={false} onQuickView={() => {}} />,
      '/providers',
      undefined,
      { translator: spanish },
    );
    expect(screen.getByRole('article', { name: 'Dra. Ana Pérez, MD' })).toBeVisible();
    cleanup();
    renderAt(<ProviderCard provider={woman} saved={false} onQuickView={() => {}} />, '/providers');
    expect(screen.getByRole('article', { name: 'Dr. Ana Pérez, MD' })).toBeVisible();
  });

  it('Quick View names her "Dra." on a Spanish page', () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(
      <QuickViewDialog provider={bare({ gender: 'female' })} onClose={() => {}} />,
      '/providers',
      undefined,
      { translator: spanish },
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Dra. Ana Pérez' })).toBeVisible();
    fireEvent.keyDown(dialog, { key: 'Escape' });
  });

  it('Quick View words them in Spanish too', () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(<QuickViewDialog provider={bare()} onClose={() => {}} />, '/providers', undefined, {
      translator: spanish,
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(spanish.t('search.defaults.noLocation'))).toBeVisible();
    expect(within(dialog).getByText(spanish.t('search.defaults.variousInsurances'))).toBeVisible();
    fireEvent.keyDown(dialog, { key: 'Escape' });
  });
});

describe('a result card names the kind of care and the listing as people know them (ADR 23)', () => {
  it('an organisation by its practice name alone, with no Dr. and no repeated name', () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(
      <ProviderCard
        provider={bare({
          listingKind: 'organization',
          firstName: '',
          lastName: '',
          title: '',
          practiceName: 'Sunshine Home Health',
          taxonomyCode: '251E00000X',
          specialty: 'Home Health Agency',
          category: 'home-health-care',
        })}
        saved={false}
        onQuickView={() => {}}
      />,
      '/providers',
    );
    const card = screen.getByRole('article', { name: 'Sunshine Home Health' });
    expect(within(card).getAllByText('Sunshine Home Health')).toHaveLength(1);
    expect(within(card).getByText('Home health care')).toBeVisible();
    expect(card).not.toHaveTextContent(/Dr\./);
  });

  it('a listing without a category by its NUCC name, marked as English on a Spanish page', () => {
    const card = show(
      bare({
        category: null,
        taxonomyCode: '207ZP0102X',
        specialty: 'Anatomic Pathology & Clinical Pathology Physician',
      }),
      spanish,
    );
    expect(within(card).getByText('Anatomic Pathology & Clinical Pathology Physician')).toHaveAttribute(
      'lang',
      'en',
    );
  });
});
