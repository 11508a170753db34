import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LastVerified } from './last-verified.tsx';

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
});
