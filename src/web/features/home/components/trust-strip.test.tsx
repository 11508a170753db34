import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../test-motion.ts';
import { TRUST_COUNT_MS } from '../trust.ts';
import { TrustStrip } from './trust-strip.tsx';

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
    render(<TrustStrip />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Trusted Healthcare Platform');
    expect(screen.getByText('Secure, certified, and patient-focused')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    // Screen readers hear each final figure once, with what it counts.
    expect(screen.getByText('67 Florida counties covered')).toHaveClass('sr-only');
  });

  it('counts each figure up from 0 and reaches it after 1500 ms', () => {
    prefersReducedMotion(false);
    render(<TrustStrip />);
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
    render(<TrustStrip />);
    expect(figures()).toEqual(['67', '100%', '50+', '24 hours']);
  });
});
