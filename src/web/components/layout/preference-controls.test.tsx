import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '../../lib/preferences.tsx';
import { fakeApi } from '../../test/fake-api.ts';
import { spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { TextSizeControl, ThemeToggle } from './preference-controls.tsx';

const controls = (
  <PreferencesProvider>
    <TextSizeControl />
    <ThemeToggle />
  </PreferencesProvider>
);
const signedOut = () => fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });

describe('the preference controls', () => {
  it('name the text sizes and themes in English', () => {
    signedOut();
    renderAt(controls, '/patient-dashboard');
    const sizes = screen.getByRole('group', { name: 'Text size' });
    expect(sizes).toBeInTheDocument();
    for (const name of ['Normal text size', 'Large text size', 'Larger text size']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Colour theme' })).toHaveTextContent('LightDarkSystem');
  });

  it('name them in Spanish on a Spanish page', () => {
    signedOut();
    renderAt(controls, '/patient-dashboard', undefined, { translator: spanish });
    expect(screen.getByRole('group', { name: 'Tamaño del texto' })).toBeInTheDocument();
    for (const name of ['Texto de tamaño normal', 'Texto grande', 'Texto más grande']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Colores de la pantalla' })).toHaveTextContent(
      'ClaroOscuroSegún su dispositivo',
    );
  });
});
