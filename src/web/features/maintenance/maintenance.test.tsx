import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, Outlet, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/dto.ts';
import { MAINTENANCE_CONTENT_DEFAULTS } from '#shared/maintenance/maintenance.ts';
import { COMING_SOON_MESSAGES as COMING_SOON_KEYS } from '#shared/maintenance/coming-soon-messages.ts';
import type { MaintenanceStatus } from '#shared/maintenance/maintenance-schemas.ts';
import { WAITING_LIST_MESSAGES as WAITING_LIST_KEYS } from '#shared/waiting-list/waiting-list.ts';
import { fakeApi, type Answer } from '../../test/fake-api.ts';
import { PATIENT } from '../../test/users.ts';
import { englishWords, spanish } from '../../test/i18n.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { MaintenanceGate } from './maintenance-gate.tsx';

const WAITING_LIST_MESSAGES = englishWords(WAITING_LIST_KEYS);
const COMING_SOON_MESSAGES = englishWords(COMING_SOON_KEYS);

const ADMIN: CurrentUser = { ...PATIENT, id: 'admin', firstName: 'Ada', role: 'super_admin' };

const status = (over: Partial<MaintenanceStatus> = {}): MaintenanceStatus => ({
  enabled: true,
  locked: true,
  access: null,
  content: MAINTENANCE_CONTENT_DEFAULTS,
  ...over,
});

let me: CurrentUser | null;
let current: Answer;
let unlockAnswer: (body: { password: string }) => Answer;
let joinAnswer: () => Answer | Promise<Answer>;

function setup() {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: me } }),
    'GET /api/maintenance': () => current,
    'POST /api/maintenance/unlock': (_url, body) => unlockAnswer(body as { password: string }),
    'POST /api/waiting-list': () => joinAnswer(),
  });
}

/** The gate as the root layout uses it, over a home page, the search page and sign-in. */
function renderSite(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <Suspense fallback={<p>Suspended</p>}>
            <MaintenanceGate>
              <Outlet />
            </MaintenanceGate>
          </Suspense>
        ),
        children: [
          {
            path: '/',
            element: (
              <>
                <h1>The site</h1>
                <Link to="/providers">Find providers</Link>
              </>
            ),
          },
          { path: '/providers', element: <h1>Provider search</h1> },
          { path: '/auth', element: <h1>Sign in page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithApp(router);
  return router;
}

beforeEach(() => {
  me = null;
  current = { status: 200, body: status() };
  unlockAnswer = () => ({ status: 400, body: { detail: COMING_SOON_MESSAGES.wrongPassword } });
  joinAnswer = () => ({ status: 200, body: { message: WAITING_LIST_MESSAGES.success } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MaintenanceGate', () => {
  it('shows a spinner until the status is known, then the site when maintenance is off', async () => {
    let answer!: (a: Answer) => void;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/maintenance': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    renderSite();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();
    act(() => answer({ status: 200, body: status({ enabled: false, locked: false }) }));
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(screen.queryByText(/Maintenance mode is on/)).not.toBeInTheDocument();
  });

  it('shows the site when the status cannot be read', async () => {
    setup();
    current = { status: 500, body: { detail: 'down' } };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite();
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
  });

  it('shows the coming-soon page on every page of a locked site, but not on sign-in', async () => {
    setup();
    const router = renderSite('/providers');
    expect(
      await screen.findByRole('heading', { level: 1, name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Provider search' })).not.toBeInTheDocument();
    await act(() => router.navigate('/auth'));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('re-checks the status when the page changes', async () => {
    const calls = setup();
    current = { status: 200, body: status({ enabled: false, locked: false }) };
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const router = renderSite();
    await userEvent.click(await screen.findByRole('link', { name: 'Find providers' }));
    expect(await screen.findByRole('heading', { name: 'Provider search' })).toBeInTheDocument();
    // Within the stale time a page change does not ask again.
    expect(calls.filter((c) => c.path === '/api/maintenance')).toHaveLength(1);
    current = { status: 200, body: status() };
    act(() => vi.advanceTimersByTime(11_000));
    await act(() => router.navigate('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_title }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/maintenance')).toHaveLength(2);
  });

  it('shows the site with a notice to a super admin while maintenance is on', async () => {
    setup();
    me = ADMIN;
    current = { status: 200, body: status({ locked: false, access: 'super_admin' }) };
    renderSite();
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(await screen.findByText(/Maintenance mode is on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maintenance settings' })).toHaveAttribute(
      'href',
      '/admin/maintenance',
    );
  });

  it('shows the site without the notice to a visitor unlocked by the password', async () => {
    setup();
    current = { status: 200, body: status({ locked: false, access: 'password' }) };
    renderSite();
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(screen.queryByText(/Maintenance mode is on/)).not.toBeInTheDocument();
  });
});

describe('the password gate', () => {
  it('clears a wrong password and says so, then lets the right one in', async () => {
    const calls = setup();
    renderSite();
    const field = await screen.findByLabelText('Preview password');
    await userEvent.type(field, 'guess-again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(COMING_SOON_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'The site' })).not.toBeInTheDocument();

    unlockAnswer = (body) => {
      const open = status({ locked: false, access: 'password' });
      current = { status: 200, body: open };
      return body.password === 'Sunshine2026' ? { status: 200, body: open } : { status: 400 };
    };
    await userEvent.type(field, 'Sunshine2026');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'The site' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/maintenance/unlock').map((c) => c.body)).toEqual([
      { password: 'guess-again' },
      { password: 'Sunshine2026' },
    ]);
  });

  it('shows the wait message after too many tries', async () => {
    setup();
    unlockAnswer = () => ({ status: 429, body: { detail: COMING_SOON_MESSAGES.tooManyTries } });
    renderSite();
    await userEvent.type(await screen.findByLabelText('Preview password'), 'again');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(COMING_SOON_MESSAGES.tooManyTries)).toBeInTheDocument();
  });
});

describe('the coming-soon page', () => {
  const renderPage = (translator?: typeof spanish) => {
    renderWithApp(createMemoryRouter([{ path: '/', element: <ComingSoonPage /> }]), { translator });
  };

  it('names itself in the tab in the page’s language', async () => {
    setup();
    renderPage();
    await screen.findByRole('button', { name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text });
    expect(document.title).toBe('Coming Soon | CareConnect');
  });

  it('names itself in the tab in Spanish on a Spanish page', async () => {
    setup();
    renderPage(spanish);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(`${spanish.t('public.comingSoon.title')} | CareConnect`);
    expect(document.title).not.toMatch(/Coming Soon/);
  });

  it('says Loading... in the banner until the words arrive, then shows them with the badge', async () => {
    let answer!: (a: Answer) => void;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/maintenance': () => new Promise<Answer>((resolve) => (answer = resolve)),
    });
    renderPage();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    act(() =>
      answer({
        status: 200,
        body: status({
          content: {
            ...MAINTENANCE_CONTENT_DEFAULTS,
            video_banner_title: 'Opening this spring',
            video_banner_button_text: 'Tell me first',
            video_banner_background_image: '/uploads/content-images/beach.jpg',
          },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Opening this spring' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tell me first' })).toBeInTheDocument();
    expect(screen.getByTestId('banner-image')).toHaveAttribute('src', '/uploads/content-images/beach.jpg');
    expect(screen.queryByTestId('banner-video')).not.toBeInTheDocument();
    expect(screen.getByText('Secure Preview')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For authorized access only' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find care by specialty' })).toBeInTheDocument();
  });

  it('plays a looping muted video when one is set, unless the visitor asks for less motion', async () => {
    setup();
    current = {
      status: 200,
      body: status({
        content: {
          ...MAINTENANCE_CONTENT_DEFAULTS,
          video_banner_video_url: 'https://videos.example.test/clinic.mp4',
          video_banner_background_image: '/uploads/content-images/beach.jpg',
        },
      }),
    };
    renderPage();
    const video = await screen.findByTestId('banner-video');
    expect(video).toHaveAttribute('src', 'https://videos.example.test/clinic.mp4');
    expect(video).toHaveAttribute('poster', '/uploads/content-images/beach.jpg');
    expect(video).toHaveAttribute('loop');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect((video as HTMLVideoElement).autoplay).toBe(true);
  });

  it('shows the picture instead of the video when the visitor asks for less motion', async () => {
    setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    current = {
      status: 200,
      body: status({
        content: {
          ...MAINTENANCE_CONTENT_DEFAULTS,
          video_banner_video_url: 'https://videos.example.test/clinic.mp4',
          video_banner_background_image: '/uploads/content-images/beach.jpg',
        },
      }),
    };
    renderPage();
    expect(await screen.findByTestId('banner-image')).toBeInTheDocument();
    expect(screen.queryByTestId('banner-video')).not.toBeInTheDocument();
  });

  it('asks for an email before joining from the banner, and sends nothing', async () => {
    const calls = setup();
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text }),
    );
    expect(await screen.findByText(WAITING_LIST_MESSAGES.emailRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(WAITING_LIST_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/waiting-list')).toBe(false);
  });

  it('joins from the banner: Adding... while sending, then Success! and an empty field', async () => {
    const calls = setup();
    let answer!: (a: Answer) => void;
    joinAnswer = () => new Promise<Answer>((resolve) => (answer = resolve));
    renderPage();
    const buttonName = MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text;
    await screen.findByRole('button', { name: buttonName });
    const input = screen.getAllByLabelText('Email address')[0];
    await userEvent.type(input, 'june@example.test');
    await userEvent.click(screen.getByRole('button', { name: buttonName }));
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    act(() => answer({ status: 200, body: { message: WAITING_LIST_MESSAGES.success } }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.successTitle)).toBeInTheDocument();
    expect(screen.getByText(WAITING_LIST_MESSAGES.success)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(calls.find((c) => c.path === '/api/waiting-list')?.body).toEqual({
      email: 'june@example.test',
      source: 'banner',
    });
  });

  it('says Error when joining from the banner fails, and keeps the address', async () => {
    setup();
    joinAnswer = () => ({ status: 500, body: { detail: 'down' } });
    renderPage();
    const buttonName = MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text;
    await screen.findByRole('button', { name: buttonName });
    const input = screen.getAllByLabelText('Email address')[0];
    await userEvent.type(input, 'june@example.test');
    await userEvent.click(screen.getByRole('button', { name: buttonName }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(WAITING_LIST_MESSAGES.error)).toBeInTheDocument();
    expect(input).toHaveValue('june@example.test');
  });

  it('joins from the preview card and shows the green confirmation for 5 seconds', async () => {
    const calls = setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    await screen.findByRole('button', { name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text });
    const input = screen.getAllByLabelText('Email address')[1];
    await userEvent.type(input, 'walter@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.previewSuccess)).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(calls.find((c) => c.path === '/api/waiting-list')?.body).toEqual({
      email: 'walter@example.test',
      source: 'preview',
    });
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(WAITING_LIST_MESSAGES.previewSuccess)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(WAITING_LIST_MESSAGES.previewSuccess)).not.toBeInTheDocument();
  });

  it('shows the failure in the preview card', async () => {
    setup();
    joinAnswer = () => ({ status: 500, body: { detail: 'down' } });
    renderPage();
    await screen.findByRole('button', { name: MAINTENANCE_CONTENT_DEFAULTS.video_banner_button_text });
    await userEvent.type(screen.getAllByLabelText('Email address')[1], 'walter@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Join Waiting List' }));
    expect(await screen.findByText(WAITING_LIST_MESSAGES.error)).toBeInTheDocument();
    expect(screen.queryByText(WAITING_LIST_MESSAGES.previewSuccess)).not.toBeInTheDocument();
  });
});
