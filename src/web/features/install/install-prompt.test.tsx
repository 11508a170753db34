import { act, fireEvent, render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslatorProvider } from '../../lib/i18n.tsx';
import { NOW } from '../../test/clock.ts';
import { english, spanish } from '../../test/i18n.ts';
import { captureInstallOffer } from './install-event.ts';
import {
  INSTALL_PROMPT_DELAY_MS,
  INSTALL_TEXT,
  InstallPrompt,
  LATER_DAYS,
  LATER_KEY,
} from './install-prompt.tsx';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Renders in English unless told another language's translator. */
const render = (ui: ReactNode, translator = english) =>
  renderBare(ui, {
    wrapper: ({ children }) => <TranslatorProvider translator={translator}>{children}</TranslatorProvider>,
  });

/** The screen and mode the tests pretend: a phone in a browser tab unless told otherwise. */
let screenIs: { phone: boolean; standalone: boolean };

function pretend(options: Partial<typeof screenIs> & { userAgent?: string } = {}) {
  screenIs = { phone: options.phone ?? true, standalone: options.standalone ?? false };
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(options.userAgent ?? ANDROID_UA);
}

/** What the browser's install offer looks like, and what the person picks in its dialog. */
function browserOffersInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const waitPast = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const prompt = () => screen.queryByRole('region', { name: english.t(INSTALL_TEXT.title) });

beforeAll(() => captureInstallOffer());

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  pretend();
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width')
      ? screenIs.phone
      : query.includes('standalone') && screenIs.standalone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  // The browser forgets its offer once the app is installed: no offer leaks into the next test.
  act(() => {
    window.dispatchEvent(new Event('appinstalled'));
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  delete (navigator as Navigator & { standalone?: boolean }).standalone;
});

describe('install-app prompt', () => {
  it('appears 5 s after load on a phone when the browser offers to install, without taking focus', () => {
    const event = browserOffersInstall();
    render(
      <>
        <button type="button">Search</button>
        <InstallPrompt />
      </>,
    );
    screen.getByRole('button', { name: 'Search' }).focus();
    // The browser's own banner stays away: ours waits its turn.
    expect(event.defaultPrevented).toBe(true);

    waitPast(INSTALL_PROMPT_DELAY_MS - 1);
    expect(prompt()).toBeNull();
    waitPast(1);

    expect(prompt()).toBeInTheDocument();
    expect(screen.getByText(english.t(INSTALL_TEXT.offer))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it("Install opens the browser's install dialog once, and the prompt goes away", async () => {
    const event = browserOffersInstall('accepted');
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });

    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
    // Installed: nothing to remember, the installed app never shows the prompt.
    expect(localStorage.getItem(LATER_KEY)).toBeNull();
  });

  it("declining in the browser's dialog counts as Later", async () => {
    browserOffersInstall('dismissed');
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(prompt()).toBeNull();
    // Chosen 5 s after NOW, when the prompt showed.
    expect(Number(localStorage.getItem(LATER_KEY))).toBe(
      NOW.getTime() + INSTALL_PROMPT_DELAY_MS + LATER_DAYS * DAY_MS,
    );
  });

  it(`Later hides it and keeps it away for ${LATER_DAYS} days, across visits`, () => {
    browserOffersInstall();
    const first = render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();
    first.unmount();

    // The next visit, a day later: still away.
    vi.setSystemTime(NOW.getTime() + DAY_MS);
    const second = render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeNull();
    second.unmount();

    // After those days it may ask again.
    vi.setSystemTime(NOW.getTime() + (LATER_DAYS + 1) * DAY_MS);
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeInTheDocument();
  });

  it('on an iPhone (no install offer) explains Add to Home Screen from the Share button, with Later only', () => {
    pretend({ userAgent: IPHONE_UA });
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);

    expect(prompt()).toBeInTheDocument();
    expect(screen.getByText(english.t(INSTALL_TEXT.iosIntro))).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(steps).toEqual([
      'Tap the Share button at the bottom of the screen (at the top on an iPad).',
      'Scroll down and tap Add to Home Screen.',
      'Tap Add.',
    ]);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(prompt()).toBeNull();
    expect(localStorage.getItem(LATER_KEY)).not.toBeNull();
  });

  it('explains it in Spanish on a Spanish page', () => {
    pretend({ userAgent: IPHONE_UA });
    render(<InstallPrompt />, spanish);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    expect(screen.getByRole('region', { name: 'Instale la aplicación de CareConnect' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(steps).toEqual([
      'Toque el botón Compartir en la parte de abajo de la pantalla (arriba en un iPad).',
      'Baje y toque Agregar a pantalla de inicio.',
      'Toque Agregar.',
    ]);
    expect(screen.getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
  });

  it('shows when the offer comes after the 5 s', () => {
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS);
    expect(prompt()).toBeNull();
    browserOffersInstall();
    expect(prompt()).toBeInTheDocument();
  });

  it('shows nothing in the installed app (display-mode standalone, or standalone on iOS)', () => {
    pretend({ standalone: true });
    browserOffersInstall();
    const android = render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS * 2);
    expect(prompt()).toBeNull();
    android.unmount();

    pretend({ userAgent: IPHONE_UA });
    (navigator as Navigator & { standalone?: boolean }).standalone = true;
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS * 2);
    expect(prompt()).toBeNull();
  });

  it('shows nothing on a computer-sized screen (768 px and wider)', () => {
    pretend({ phone: false });
    browserOffersInstall();
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS * 2);
    expect(prompt()).toBeNull();
  });

  it('shows nothing on a phone whose browser cannot install the site and that is no iPhone', () => {
    render(<InstallPrompt />);
    waitPast(INSTALL_PROMPT_DELAY_MS * 2);
    expect(prompt()).toBeNull();
  });
});
