import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Translator } from '#shared/i18n/translate.ts';
import { TranslatorProvider } from '../../lib/i18n.tsx';
import { english, spanish } from '../../test/i18n.ts';
import { PasswordField } from './field.tsx';

const renderIn = (translator: Translator, label: string) =>
  render(
    <TranslatorProvider translator={translator}>
      <PasswordField label={label} />
    </TranslatorProvider>,
  );

describe('the password field', () => {
  it('names its toggle in a whole sentence, and says which field it shows by its label', async () => {
    renderIn(spanish, 'Confirme la contraseña');
    const toggle = screen.getByRole('button', { name: 'Mostrar la contraseña' });
    // Not 'Mostrar confirme la contraseña': the label is its description, not glued to the verb.
    expect(toggle).toHaveAccessibleDescription('Confirme la contraseña');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar la contraseña' })).toBeInTheDocument();
  });

  it('says the same in English', () => {
    renderIn(english, 'New Password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAccessibleDescription('New Password');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
  });
});
