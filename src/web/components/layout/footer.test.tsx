import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

/** display-mode: standalone is what a browser reports for an app opened from the home screen. */
function runAs(mode: 'browser' | 'standalone') {
  window.matchMedia = ((query: string) => ({
    matches: query === '(display-mode: standalone)' && mode === 'standalone',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
});

describe('Footer (hidden in native or installed app)', () => {
  it('shows in a browser tab', async () => {
    runAs('browser');
    renderAt(<Footer />);
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      'Care starts with the right connection.',
    );
  });

  it('is hidden in the installed app, on every page including /auth', async () => {
    runAs('standalone');
    renderAt(
      <>
        <h1>Sign in</h1>
        <Footer />
      </>,
      '/auth',
    );
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('is hidden in an app added to the home screen on an iPhone (navigator.standalone)', async () => {
    runAs('browser');
    (navigator as Navigator & { standalone?: boolean }).standalone = true;
    renderAt(
      <>
        <h1>Find Providers</h1>
        <Footer />
      </>,
    );
    await screen.findByRole('heading', { name: 'Find Providers' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
