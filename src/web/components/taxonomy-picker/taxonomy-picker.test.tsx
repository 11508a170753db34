import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { taxonomyEndpoint } from '../../test/taxonomy.ts';
import { TaxonomyCodesField, type TaxonomyCodes } from './taxonomy-codes-field.tsx';
import { TaxonomyFilter, type TaxonomyChoice } from './taxonomy-picker.tsx';

function setup(start: TaxonomyChoice = { category: '', specialty: '' }) {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'GET /api/taxonomy/specialties': taxonomyEndpoint,
  });
  const seen: TaxonomyChoice[] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <TaxonomyFilter
        label="Specialty"
        anyLabel="All Specialties"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderAt(<Harness />);
  return { calls, seen };
}

afterEach(() => vi.unstubAllGlobals());

const combobox = () => screen.getByRole('combobox', { name: 'Specialty' });

describe('the taxonomy picker', () => {
  it('finds a category by lay words and chooses it, then an exact specialty, with the keyboard alone', async () => {
    const user = userEvent.setup();
    const { seen } = setup();
    await user.click(combobox());
    await user.keyboard('foot doctor');
    const list = screen.getByRole('listbox', { name: 'Specialty' });
    // The matcher is fetched when the field is focused; the list narrows once it is here.
    const first = (await within(list).findAllByRole('option'))[0]!;
    expect(first).toHaveTextContent('Foot care (podiatrist)');
    expect(first).toHaveTextContent('Also called: foot doctor');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toEqual({ category: 'foot-care', specialty: '' });
    expect(combobox()).toHaveValue('Foot care (podiatrist)');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    const exact = screen.getByLabelText('Exact specialty (optional)');
    await waitFor(() =>
      expect(within(exact).getByRole('option', { name: 'Podiatrist' })).toBeInTheDocument(),
    );
    expect(within(exact).getAllByRole('option')[0]).toHaveTextContent(
      'Any specialty in Foot care (podiatrist)',
    );
    await user.selectOptions(exact, 'Podiatrist');
    expect(seen.at(-1)).toEqual({ category: 'foot-care', specialty: '213E00000X' });
  });

  it('chooses the best match for words typed and entered before the matcher has arrived', async () => {
    const { seen } = setup();
    // All at once, so Enter comes before the matcher fetched on focus (fireEvent does not wait).
    fireEvent.focus(combobox());
    fireEvent.change(combobox(), { target: { value: 'dentist' } });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen.at(-1)).toEqual({ category: 'dentist', specialty: '' }));
    expect(combobox()).toHaveValue('Dentist');
  });

  it('moves through the list with the arrows, and Escape closes it without choosing', async () => {
    const user = userEvent.setup();
    const { seen } = setup();
    await user.click(combobox());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('All Specialties');
    expect(options).toHaveLength(63);
    // Each category with its one-line description.
    expect(options[1]).toHaveTextContent('Your main doctor for check-ups');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(seen).toEqual([]);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(combobox(), 'zzzz');
    expect(within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Nothing matches. Try another word.');
  });

  it('forgets the exact specialty when another category is chosen', async () => {
    const user = userEvent.setup();
    const { seen } = setup({ category: 'foot-care', specialty: '213E00000X' });
    await user.clear(combobox());
    await user.type(combobox(), 'heart');
    await user.keyboard('{Enter}');
    expect(seen.at(-1)).toEqual({ category: 'heart', specialty: '' });
  });

  it("shows an old address's specialty ('cardiology') as its category, and a bare code's category", async () => {
    setup({ category: '', specialty: 'cardiology' });
    expect(combobox()).toHaveValue('Heart (cardiology)');
    vi.unstubAllGlobals();
  });

  it("finds a bare code's category through the endpoint", async () => {
    const { calls } = setup({ category: '', specialty: '207RC0000X' });
    await waitFor(() => expect(combobox()).toHaveValue('Heart (cardiology)'));
    expect(calls.some((c) => c.search === '?codes=207RC0000X')).toBe(true);
  });

  it('keeps the plain select, named, in the page for a form sent without JavaScript', () => {
    setup({ category: 'heart', specialty: '' });
    const plain = document.querySelector('select[name="category"]') as HTMLSelectElement;
    expect(plain.value).toBe('heart');
    expect(plain).toHaveClass('hidden');
  });
});

describe('the listing codes field', () => {
  function setupCodes(start: TaxonomyCodes) {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'GET /api/taxonomy/specialties': taxonomyEndpoint,
    });
    const seen: TaxonomyCodes[] = [];
    function Harness() {
      const [value, setValue] = useState(start);
      return (
        <TaxonomyCodesField
          legend="Your specialties"
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    renderAt(<Harness />);
    return seen;
  }

  it('shows the saved main code under its category, and requires an exact specialty', async () => {
    setupCodes({ taxonomyCode: '213E00000X', secondaryTaxonomyCodes: [] });
    const main = screen.getByRole('combobox', { name: 'Main specialty' });
    await waitFor(() => expect(main).toHaveValue('Foot care (podiatrist)'));
    const exact = await screen.findByLabelText('Exact specialty');
    await waitFor(() => expect(exact).toHaveValue('213E00000X'));
    expect(exact).toBeRequired();
  });

  it('adds another specialty through the picker, and removes it', async () => {
    const user = userEvent.setup();
    const seen = setupCodes({ taxonomyCode: '213E00000X', secondaryTaxonomyCodes: [] });
    await user.click(screen.getByRole('button', { name: 'Add another specialty' }));
    const other = screen.getByRole('combobox', { name: 'Other specialty 1' });
    await user.type(other, 'heart');
    await user.keyboard('{Enter}');
    const selects = await screen.findAllByLabelText('Exact specialty');
    const second = selects[1]!;
    await waitFor(() =>
      expect(
        within(second).getByRole('option', { name: 'Cardiovascular Disease Physician' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(second, 'Cardiovascular Disease Physician');
    expect(seen.at(-1)).toEqual({ taxonomyCode: '213E00000X', secondaryTaxonomyCodes: ['207RC0000X'] });
    await user.click(screen.getByRole('button', { name: 'Remove this specialty' }));
    expect(seen.at(-1)).toEqual({ taxonomyCode: '213E00000X', secondaryTaxonomyCodes: [] });
  });
});
