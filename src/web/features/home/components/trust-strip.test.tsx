import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../../lib/i18n.tsx';
import { english, spanish } from '../../../test/i18n.ts';
import { prefersReducedMotion } from '../test-motion.ts';
import { TRUST_COUNT_MS } from '../trust.ts';
import { TrustStrip } from './trust-strip.tsx';

/** Drawn alone, without a router: only the words are needed (fake timers drive the rest). */
const show = (element: ReactNode, translator: Translator = english) =>
  render(<TranslatorProvider translator={translator}>{element}</TranslatorProvider>);

/** The figures as drawn on screen (hidden from screen readers, which hear the final ones). */
const drawn = () => [/^\d+$/, /^\d+%$/, /^\d+\+$/, /^\d+ hours$/];
const figures = () =>
  screen
    .getAllByText(
      (_, el) =>
        el?.tagName === 'P' && el.getAttribute('aria-hidden') === 'true' && /^\d/.test(el.textContent ?? ''),
    )
    .map((el) => el.textContent);

describe('trust strip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the platform and what it stands for', () => {
    prefersReducedMotion(false);
    show(<TrustStrip />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Trusted Healthcare Platform');
    expect(screen.getByText('Secure, certified, and patient-focused')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // Screen readers hear each final figure once, with what it counts.
    expect(screen.getByText('67 Florida counties covered')).toHaveClass('sr-only');
  });

  it('counts each figure up from 0 and reaches it after 1500 ms', () => {
    prefersReducedMotion(false);
    show(<TrustStrip />);
    expect(figures()).toEqual(['0', '0%', '0+', '0 hours']);
    act(() => vi.advanceTimersByTime(TRUST_COUNT_MS / 2));
    const halfway = figures();
    halfway.forEach((f, i) => expect(f).toMatch(drawn()[i]!));
    expect(halfway).not.toEqual(['67', '100%', '50+', '24 hours']);
    expect(halfway).not.toEqual(['0', '0%', '0+', '0 hours']);
    act(() => vi.advanceTimersByTime(TRUST_COUNT_MS / 2 + 50));
    expect(figures()).toEqual(['67', '100%', '50+', '24 hours']);
  });

  it('shows the final figures at once when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    show(<TrustStrip />);
    expect(figures()).toEqual(['67', '100%', '50+', '24 hours']);
  });

  it('speaks Spanish, figures and all', () => {
    prefersReducedMotion(true);
    show(<TrustStrip />, spanish);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Una plataforma de salud de confianza',
    );
    expect(figures()).toEqual(['67', '100 %', '24 horas']);
    expect(screen.getByText('+50')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('67 condados de Florida cubiertos')).toHaveClass('sr-only');
  });
});
