import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_CONTENT_DEFAULTS, maintenanceDefaults } from '#shared/maintenance/maintenance.ts';
import { builtInMaintenanceContent as MAINTENANCE_SPANISH_DEFAULTS } from '#shared/i18n/locales/es/built-in-maintenance-content.ts';
import { MAINTENANCE_MESSAGES as MAINTENANCE_KEYS } from '#shared/maintenance/maintenance-messages.ts';
import type { MaintenanceSettings } from '#shared/maintenance/maintenance-schemas.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { english, englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PATIENT } from '../../../test/users.ts';
import { MaintenanceSettingsPage } from './maintenance-settings-page.tsx';

const MAINTENANCE_MESSAGES = englishWords(MAINTENANCE_KEYS);

let settings: MaintenanceSettings;
let putAnswer: (body: Record<string, unknown>) => Answer;

function setup() {
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: { ...PATIENT, role: 'super_admin' } } }),
    'GET /api/admin/maintenance': () => ({ status: 200, body: settings }),
    'PUT /api/admin/maintenance': (_url, body) => putAnswer(body as Record<string, unknown>),
  });
}

const saved = (body: Record<string, unknown>): Answer => {
  settings = {
    ...settings,
    ...(typeof body.enabled === 'boolean' ? { enabled: body.enabled } : {}),
    ...(body.password ? { passwordSet: true } : {}),
    ...(body.locale === 'es'
      ? {
          spanishContent: { ...settings.spanishContent, ...(body.content as object) },
          withoutSpanish: settings.withoutSpanish.filter((k) => !(k in (body.content as object))),
        }
      : { content: { ...settings.content, ...(body.content as object) } }),
  };
  return { status: 200, body: settings };
};

beforeEach(() => {
  settings = {
    enabled: false,
    passwordSet: true,
    content: MAINTENANCE_CONTENT_DEFAULTS,
    spanishContent: maintenanceDefaults('es'),
    withoutSpanish: Object.keys(MAINTENANCE_SPANISH_DEFAULTS),
    updatedAt: null,
  };
  putAnswer = saved;
});
afterEach(() => vi.unstubAllGlobals());

const puts = (calls: ReturnType<typeof setup>) => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('MaintenanceSettingsPage', () => {
  it('turns maintenance mode on only after confirming, and off at once', async () => {
    const calls = setup();
    renderAt(<MaintenanceSettingsPage />);
    expect(await screen.findByTestId('maintenance-state')).toHaveTextContent('Maintenance mode is off');
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts(calls)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, turn it on' }));
    expect(await screen.findByText('Maintenance mode is on')).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-state')).toHaveTextContent('Visitors see the coming-soon page.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode off' }));
    expect(await screen.findByRole('button', { name: 'Turn maintenance mode on' })).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ enabled: true }, { enabled: false }]);
  });

  it("shows the server's message when maintenance cannot be turned on", async () => {
    setup();
    settings = { ...settings, passwordSet: false };
    putAnswer = () => ({ status: 400, body: { detail: MAINTENANCE_MESSAGES.needsPassword } });
    renderAt(<MaintenanceSettingsPage />);
    expect(await screen.findByTestId('password-state')).toHaveTextContent('No password is set yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, turn it on' }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.needsPassword)).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-state')).toHaveTextContent('Maintenance mode is off');
  });

  it("says a server failure in its own words, in the page's language", async () => {
    setup();
    putAnswer = () => ({ status: 500 });
    renderAt(<MaintenanceSettingsPage />, '/here', undefined, { translator: spanish });
    await userEvent.click(await screen.findByRole('button', { name: spanish.t('admin.maintenance.turnOn') }));
    await userEvent.click(
      await screen.findByRole('button', { name: spanish.t('admin.maintenance.confirmYes') }),
    );
    expect(await screen.findByText('Algo salió mal. Por favor, inténtelo de nuevo.')).toBeInTheDocument();
  });

  it('sets a new preview password, never showing the old one, and refuses a short one', async () => {
    const calls = setup();
    settings = { ...settings, passwordSet: false };
    renderAt(<MaintenanceSettingsPage />);
    const field = await screen.findByLabelText('New preview password');
    expect(field).toHaveValue('');
    await userEvent.type(field, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Sunshine2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Preview password saved')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(screen.getByTestId('password-state')).toHaveTextContent('A password is set.');
    expect(puts(calls)).toEqual([{ password: 'Sunshine2026' }]);
  });

  it('saves the words and banner, and checks the addresses first', async () => {
    const calls = setup();
    renderAt(<MaintenanceSettingsPage />);
    const title = await screen.findByLabelText('Banner title');
    expect(title).toHaveValue(MAINTENANCE_CONTENT_DEFAULTS.video_banner_title);
    await userEvent.type(screen.getByLabelText('Banner video address'), 'http://insecure.example.test/v.mp4');
    await userEvent.click(screen.getByRole('button', { name: 'Save words and banner' }));
    expect(await screen.findByText('Use an https:// address.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Banner video address'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Opening this spring');
    await userEvent.click(screen.getByRole('button', { name: 'Save words and banner' }));
    expect(await screen.findByText('Coming-soon page saved')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { content: { ...MAINTENANCE_CONTENT_DEFAULTS, video_banner_title: 'Opening this spring' } },
    ]);
  });

  it('edits the Spanish words apart: marks those with no Spanish, sends only what changed', async () => {
    const calls = setup();
    renderAt(<MaintenanceSettingsPage />);
    await screen.findByLabelText('Banner title');
    await userEvent.click(screen.getByRole('radio', { name: 'Español' }));
    const words = screen.getByTestId('words-es');
    const title = within(words).getByLabelText('Page title');
    expect(title).toHaveValue('Muy pronto');
    expect(title).toHaveAccessibleDescription(english.t('admin.content.noSpanish'));
    expect(within(words).queryByLabelText('Banner video address')).toBeNull();
    expect(within(words).getByTestId('without-spanish')).toHaveTextContent(
      english.t('admin.content.withoutSpanishCount', { count: 5 }),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Abrimos pronto');
    await userEvent.click(within(words).getByRole('button', { name: 'Save words and banner' }));
    expect(await screen.findByText('Coming-soon page saved')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ locale: 'es', content: { title: 'Abrimos pronto' } }]);
    expect(within(words).getByLabelText('Page title')).not.toHaveAccessibleDescription();
    // English is as it was.
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(within(screen.getByTestId('words-en')).getByLabelText('Page title')).toHaveValue('Coming Soon');
  });

  it('speaks Spanish to a Spanish reader in the language choice', async () => {
    setup();
    renderAt(<MaintenanceSettingsPage />, '/here', undefined, { translator: spanish });
    expect(
      await screen.findByRole('group', { name: spanish.t('admin.content.languageLegend') }),
    ).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish reader throughout the page', async () => {
    const calls = setup();
    renderAt(<MaintenanceSettingsPage />, '/here', undefined, { translator: spanish });
    const withoutTags = (text: string) => text.replace(/<\/?0>/g, '');
    expect(
      screen.getByRole('heading', { level: 1, name: spanish.t('dashboard.overview.adminMaintenanceMode') }),
    ).toBeVisible();
    expect(await screen.findByTestId('maintenance-state')).toHaveTextContent(
      withoutTags(spanish.t('admin.maintenance.stateOff')),
    );
    expect(screen.getByTestId('password-state')).toHaveTextContent(
      spanish.t('admin.maintenance.passwordSet'),
    );
    expect(screen.getByLabelText(spanish.t('admin.maintenance.newPassword'))).toHaveAccessibleDescription(
      spanish.t('admin.maintenance.passwordHint'),
    );
    expect(screen.getByLabelText(spanish.t('admin.maintenance.fieldBannerTitle'))).toHaveValue(
      MAINTENANCE_CONTENT_DEFAULTS.video_banner_title,
    );
    expect(
      screen.getByLabelText(spanish.t('admin.maintenance.fieldBannerVideo')),
    ).toHaveAccessibleDescription(spanish.t('admin.maintenance.fieldBannerVideoHint'));
    expect(screen.getByRole('link', { name: spanish.t('admin.maintenance.previewLink') })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: spanish.t('admin.maintenance.turnOn') }));
    const dialog = await screen.findByRole('dialog', { name: spanish.t('admin.maintenance.confirmTitle') });
    expect(dialog).toHaveTextContent(spanish.t('admin.maintenance.confirmText'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: spanish.t('admin.maintenance.confirmYes') }),
    );
    expect(await screen.findByText(spanish.t('admin.maintenance.turnedOn'))).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-state')).toHaveTextContent(
      withoutTags(spanish.t('admin.maintenance.stateOn')),
    );
    expect(puts(calls)).toEqual([{ enabled: true }]);
  });

  it('links to the preview of the coming-soon page', async () => {
    setup();
    renderAt(<MaintenanceSettingsPage />);
    expect(await screen.findByRole('link', { name: 'Preview the coming-soon page' })).toHaveAttribute(
      'href',
      '/admin/maintenance/preview',
    );
  });
});
