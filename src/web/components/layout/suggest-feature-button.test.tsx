import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_NAMESPACES } from '#shared/i18n/locales.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { startPageTranslator } from '../../lib/i18n.tsx';
import { SuggestFeatureButton } from './suggest-feature-button.tsx';

describe('SuggestFeatureButton', () => {
  it('loads the form’s words with the form, on a page that loaded only every page’s', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    // As in the browser: the page's translator holds only the layout's namespaces.
    const translator = await startPageTranslator('es', APP_NAMESPACES);
    renderAt(<SuggestFeatureButton />, '/here', undefined, { translator });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sugerir una mejora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sugerir una mejora' });
    expect(dialog).toHaveTextContent(spanish.t('suggestions.feature.intro'));
  });
});
