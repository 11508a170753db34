import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../lib/i18n.tsx';
import { english, spanish } from '../test/i18n.ts';
import { AdminListResults, AdminPager, AdminSearchForm, ClearFiltersButton } from './list-filters.tsx';

const idle = { isPending: false, isError: false, isFetching: false, error: null };

function show(element: ReactNode, translator: Translator = english) {
  render(<TranslatorProvider translator={translator}>{element}</TranslatorProvider>);
}

function Parts({ noun, total, filtered }: { noun: string; total: number; filtered: boolean }) {
  const items = Array.from({ length: Math.min(total, 20) }, (_, i) => `row ${i + 1}`);
  return (
    <>
      <AdminSearchForm name="Accounts" label="Name or email" value="" onChange={vi.fn()} onSearch={vi.fn()} />
      <ClearFiltersButton shown onClear={vi.fn()} />
      <AdminListResults
        label="Accounts"
        noun={noun}
        loadingLabel="Loading"
        failedWords="Failed"
        query={idle}
        result={{ items, total, pageSize: 20 }}
        page={1}
        filtered={filtered}
        itemKey={(item) => item}
        renderItem={(item) => item}
        onPage={vi.fn()}
      />
    </>
  );
}

describe('the list filters', () => {
  it('speak English', () => {
    show(<Parts noun="accounts" total={45} filtered={false} />);
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–20 of 45');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Previous pagePage 1 of 3Next page');
  });

  it('say when nothing matches or nothing is there yet', () => {
    show(<Parts noun="accounts" total={0} filtered />);
    expect(screen.getByRole('status')).toHaveTextContent('No accounts match.');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speak Spanish on a Spanish page', () => {
    show(<Parts noun="cuentas" total={45} filtered={false} />, spanish);
    expect(screen.getByRole('button', { name: spanish.t('common.listFilters.search') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 1–20 de 45');
    const pager = screen.getByRole('navigation', { name: 'Páginas' });
    expect(pager).toHaveTextContent('Página anteriorPágina 1 de 3Página siguiente');
  });

  it('say in Spanish when nothing matches or nothing is there yet', () => {
    show(<Parts noun="cuentas" total={0} filtered />, spanish);
    expect(screen.getByRole('status')).toHaveTextContent('No hay cuentas que coincidan.');
  });

  it('name a pager as its page asks', () => {
    show(<AdminPager page={2} pages={2} onPage={vi.fn()} label="Páginas de reseñas" />, spanish);
    expect(screen.getByRole('navigation', { name: 'Páginas de reseñas' })).toHaveTextContent('Página 2 de 2');
  });
});
