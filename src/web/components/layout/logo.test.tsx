import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { Logo } from './logo.tsx';

const MOBILE = 'https://media.example.test/logo-small.png';
const DESKTOP = 'https://media.example.test/logo-wide.png';

function showLogo(settings: { status: number; body?: unknown }) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/app-settings': () => settings,
  });
  renderAt(<Logo />, '/');
  return calls;
}

describe('logo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the phone logo below md and the desktop logo from md', async () => {
    showLogo({ status: 200, body: { logo_mobile: MOBILE, logo_desktop: DESKTOP } });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/');
    await vi.waitFor(() => expect(document.querySelectorAll('img')).toHaveLength(2));
    const images = document.querySelectorAll('img');
    expect([...images].map((i) => [i.getAttribute('src'), i.alt, i.parentElement!.className])).toEqual([
      [MOBILE, 'CareConnect', 'contents md:hidden'],
      [DESKTOP, 'CareConnect', 'hidden md:contents'],
    ]);
    expect(screen.queryByText('CareConnect')).toBeNull();
  });

  it('shows the built-in logo where no picture is set, and when one will not load', async () => {
    const calls = showLogo({ status: 200, body: { logo_mobile: '', logo_desktop: DESKTOP } });
    await vi.waitFor(() => expect(document.querySelector(`img[src="${DESKTOP}"]`)).not.toBeNull());
    expect(calls.filter((c) => c.path === '/api/app-settings')).toHaveLength(1);
    // On a phone: the built-in name.
    expect(screen.getAllByText('CareConnect')).toHaveLength(1);
    fireEvent.error(document.querySelector(`img[src="${DESKTOP}"]`)!);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByText('CareConnect')).toHaveLength(2);
  });

  it('keeps the built-in logo when the settings cannot be read', async () => {
    const calls = showLogo({ status: 500, body: { detail: 'Database unavailable' } });
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/app-settings')).toBe(true));
    expect(screen.getAllByText('CareConnect')).toHaveLength(2);
    expect(document.querySelector('img')).toBeNull();
  });
});
