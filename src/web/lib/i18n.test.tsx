import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '#shared/i18n/locales.ts';
import { T, TranslatorProvider, loadTranslator } from './i18n.tsx';

const spanish = await loadTranslator('es', NAMESPACES);

describe('a message with a link in it', () => {
  it("puts the link where the language's sentence has it, around the words it names", () => {
    render(
      <TranslatorProvider translator={spanish}>
        <p>
          <T
            k="common.footer.emailUs"
            values={{ email: 'ayuda@example.test' }}
            components={[<a href="mailto:ayuda@example.test" />]}
          />
        </p>
      </TranslatorProvider>,
    );
    expect(screen.getByText(/Escríbanos a/)).toHaveTextContent('Escríbanos a ayuda@example.test');
    expect(screen.getByRole('link', { name: 'ayuda@example.test' })).toHaveAttribute(
      'href',
      'mailto:ayuda@example.test',
    );
  });

  it('shows a value as text, never as markup', () => {
    render(
      <TranslatorProvider translator={spanish}>
        <p data-testid="out">
          <T k="common.footer.emailUs" values={{ email: '<b>x</b>' }} components={[<a href="mailto:x" />]} />
        </p>
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('out').querySelector('b')).toBeNull();
    expect(screen.getByRole('link')).toHaveTextContent('<b>x</b>');
  });
});
