import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_MESSAGES } from '#shared/feature-suggestions/feature-suggestion.ts';
import { fakeApi, type Answer, type Call } from '../../test/fake-api.ts';
import { englishWords, spanish } from '../../test/i18n.ts';
import { renderAt } from '../../test/render.tsx';
import { SuggestFeatureDialog } from './suggest-feature-dialog.tsx';

const M = englishWords(SUGGESTION_MESSAGES);
/** The server's words for a title over its 100 characters. */
const TITLE_TOO_LONG = 'Title must be 100 characters or less';

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <SuggestFeatureDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function setup(answer: () => Answer = () => ({ status: 201, body: { id: 'new-id' } })) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'POST /api/feature-suggestions': () => answer(),
  });
  renderAt(<Harness />);
  return { calls, dialog: screen.getByRole('dialog', { name: 'Suggest a Feature' }) };
}

const title = () => screen.getByRole('textbox', { name: 'Title (required)' });
const description = () => screen.getByRole('textbox', { name: 'Description (required)' });
const submit = () => screen.getByRole('button', { name: 'Submit Suggestion' });
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

afterEach(() => {
  // Toasts live in a store of their own, which outlasts each test's screen.
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('SuggestFeatureDialog', () => {
  it('starts on category General and priority Medium, marks the required fields and counts to 100 and 500', async () => {
    setup();
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('General');
    expect(screen.getByLabelText('How important is it?')).toHaveDisplayValue('Medium');
    expect(title()).toHaveAttribute('aria-required', 'true');
    expect(description()).toHaveAttribute('aria-required', 'true');
    expect(title()).toHaveAccessibleDescription('0/100 characters');
    expect(description()).toHaveAccessibleDescription('0/500 characters');
    const user = userEvent.setup();
    await user.type(title(), 'Bigger text');
    await user.type(description(), 'Please.');
    expect(title()).toHaveAccessibleDescription('11/100 characters');
    expect(description()).toHaveAccessibleDescription('7/500 characters');
    // The limits hold the fields to 100 and 500 characters (docs/product.md#content).
    expect(title()).toHaveAttribute('maxLength', '100');
    expect(description()).toHaveAttribute('maxLength', '500');
  });

  it('speaks Spanish on a Spanish page', async () => {
    fakeApi({ 'GET /api/me': () => ({ status: 200, body: { user: null } }) });
    renderAt(<Harness />, '/here', undefined, { translator: spanish });
    expect(screen.getByRole('dialog', { name: 'Sugerir una mejora' })).toBeVisible();
    expect(screen.getByLabelText('Categoría')).toHaveDisplayValue('En general');
    expect(screen.getByLabelText('¿Qué tan importante es?')).toHaveDisplayValue('Media');
    expect(screen.getByRole('textbox', { name: 'Título (obligatorio)' })).toHaveAccessibleDescription(
      '0/100 caracteres',
    );
    expect(screen.getByRole('button', { name: 'Enviar sugerencia' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  });

  it("refuses empty and blank fields with the spec's words and sends nothing", async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.click(submit());
    expect(title()).toHaveAccessibleDescription(`0/100 characters ${M.required}`);
    expect(description()).toHaveAccessibleDescription(`0/500 characters ${M.required}`);
    await user.type(title(), '   ');
    await user.type(description(), 'Something real');
    await user.click(submit());
    expect(screen.getAllByText(M.required)).toHaveLength(1);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the trimmed suggestion with its category and priority, thanks the person and closes', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    await user.type(title(), '  Bigger text  ');
    await user.type(description(), 'The booking page is hard to read.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Accessibility');
    await user.selectOptions(screen.getByLabelText('How important is it?'), 'High');
    await user.click(submit());
    expect(await screen.findByText(M.success)).toBeInTheDocument();
    expect(screen.getByText(M.successDetail)).toBeInTheDocument();
    expect(screen.getByText('Dialog closed')).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      title: 'Bigger text',
      description: 'The booking page is hard to read.',
      category: 'accessibility',
      priority: 'high',
    });
  });

  it('tells a signed-out person to sign in, and keeps what they typed', async () => {
    setup(() => ({ status: 401, body: { detail: M.signIn } }));
    const user = userEvent.setup();
    await user.type(title(), 'Bigger text');
    await user.type(description(), 'Please.');
    await user.click(submit());
    expect(await screen.findByText(M.signIn)).toBeInTheDocument();
    expect(title()).toHaveValue('Bigger text');
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });

  it("says the spec's failure words when saving fails, and keeps what was typed", async () => {
    setup(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    const user = userEvent.setup();
    await user.type(title(), 'Bigger text');
    await user.type(description(), 'Please.');
    await user.click(submit());
    expect(await screen.findByText(M.failure)).toBeInTheDocument();
    expect(description()).toHaveValue('Please.');
  });

  it("shows the server's message on the field it refused", async () => {
    const { dialog } = setup(() => ({
      status: 400,
      body: { detail: TITLE_TOO_LONG, errors: { title: TITLE_TOO_LONG } },
    }));
    const user = userEvent.setup();
    await user.type(title(), 'Bigger text');
    await user.type(description(), 'Please.');
    await user.click(submit());
    expect(await within(dialog).findByText(TITLE_TOO_LONG)).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(M.failure)).not.toBeInTheDocument();
  });
});
