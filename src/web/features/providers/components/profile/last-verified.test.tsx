import { render as renderWith, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../../../lib/i18n.tsx';
import { english, spanish } from '../../../../test/i18n.ts';
import { LastVerified } from './last-verified.tsx';

/** Renders in the translator's language (English unless told). */
const render = (element: ReactElement, translator: Translator = english) =>
  renderWith(element, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
    ),
  });

describe('Last verified', () => {
  it('names who verified the profile and when, for each source', () => {
    const { rerender } = render(
      <LastVerified
        provider={{ lastVerified: { at: '2026-03-05T15:00:00.000Z', source: 'provider' }, correctedAt: null }}
      />,
    );
    expect(screen.getByText('Last verified March 5, 2026 by the provider')).toBeVisible();
    rerender(
      <LastVerified
        provider={{ lastVerified: { at: '2026-03-05T15:00:00.000Z', source: 'admin' }, correctedAt: null }}
      />,
    );
    expect(screen.getByText('Last verified March 5, 2026 by CareConnect')).toBeVisible();
    rerender(
      <LastVerified
        provider={{ lastVerified: { at: '2026-03-05T15:00:00.000Z', source: 'nppes' }, correctedAt: null }}
      />,
    );
    expect(
      screen.getByText('Last verified March 5, 2026 from the public national provider registry (NPPES)'),
    ).toBeVisible();
    expect(screen.queryByText(/Corrected on/)).toBeNull();
  });

  it('shows a correction made after a report', () => {
    render(
      <LastVerified
        provider={{
          lastVerified: { at: '2026-03-06T02:00:00.000Z', source: 'admin' },
          correctedAt: '2026-03-06T02:00:00.000Z',
        }}
      />,
    );
    // 02:00 UTC is still March 5 in Florida.
    expect(screen.getByText('Corrected on March 5, 2026 after a report of wrong information')).toBeVisible();
  });

  it("says it in the page's language, with the date written in it", () => {
    render(
      <LastVerified
        provider={{
          lastVerified: { at: '2026-03-05T15:00:00.000Z', source: 'provider' },
          correctedAt: '2026-03-06T02:00:00.000Z',
        }}
      />,
      spanish,
    );
    expect(
      screen.getByText('Verificado por última vez el 5 de marzo de 2026 por el proveedor'),
    ).toBeVisible();
    expect(
      screen.getByText('Corregido el 5 de marzo de 2026 después de un reporte de información incorrecta'),
    ).toBeVisible();
  });
});
