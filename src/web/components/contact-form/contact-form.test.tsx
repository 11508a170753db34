import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, CONTACT_THANKS_MS } from '#shared/contact/contact.ts';
import { fakeApi, type Answer } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { englishWords } from '../../test/i18n.ts';

const M = englishWords(CONTACT_MESSAGES);
import { ContactForm, type ContactFormVariant } from './contact-form.tsx';

const OK: Answer = { status: 200, body: { message: M.success } };

function setup(answer: () => Answer | Promise<Answer> = () => OK, variant: ContactFormVariant = 'contact') {
  const calls = fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: null } }),
    'POST /api/contact': () => answer(),
  });
  renderAt(<ContactForm variant={variant} />);
  return calls;
}

const field = {
  first: () => screen.getByLabelText('First Name'),
  last: () => screen.getByLabelText('Last Name'),
  email: () => screen.getByLabelText('Email'),
  specialty: () => screen.getByLabelText('Specialty Interest'),
  message: () => screen.getByLabelText('Message'),
};
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });
const counter = () => screen.getByTestId('message-counter');

/** Types a long text at once, as a paste (typing 450 keys one by one would be slow). */
const setMessage = (text: string) => fireEvent.input(field.message(), { target: { value: text } });

async function fillIn(user = userEvent.setup()) {
  await user.type(field.first(), 'Rosa');
  await user.type(field.last(), 'Delgado');
  await user.type(field.email(), 'rosa@example.test');
  await user.selectOptions(field.specialty(), 'Foot care (podiatrist)');
  await user.type(field.message(), 'Do you list podiatrists in Naples?');
}

/**
 * Fakes setTimeout only, so the 5 seconds can be stepped through. Testing Library steps fake timers
 * through a global `jest` it looks for, given here; TanStack Query hands its updates over with
 * setTimeout(0): meanwhile they go by microtask instead.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  notifyManager.setScheduler(queueMicrotask);
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  notifyManager.setScheduler(defaultScheduler);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('says what is wrong with each field as the person types, tied to the field', async () => {
    setup();
    const user = userEvent.setup();
    await user.type(field.first(), 'R');
    expect(await screen.findByText(M.firstName)).toBeInTheDocument();
    expect(field.first()).toHaveAttribute('aria-invalid', 'true');
    expect(field.first()).toHaveAccessibleDescription(M.firstName);
    await user.type(field.first(), 'o');
    expect(screen.queryByText(M.firstName)).not.toBeInTheDocument();

    await user.type(field.last(), 'D');
    expect(await screen.findByText(M.lastName)).toBeInTheDocument();
    await user.type(field.email(), 'rosa@');
    expect(await screen.findByText(M.email)).toBeInTheDocument();
    await user.selectOptions(field.specialty(), 'Dentist');
    await user.selectOptions(field.specialty(), 'Select a specialty');
    expect(await screen.findByText(M.specialty)).toBeInTheDocument();
    expect(field.specialty()).toHaveAccessibleDescription(M.specialty);

    await user.type(field.message(), 'Too short');
    expect(await screen.findByText(M.messageShort)).toBeInTheDocument();
    setMessage('x'.repeat(501));
    expect(await screen.findByText(M.messageLong)).toBeInTheDocument();
    expect(field.message()).toHaveAccessibleDescription(`501/500 characters ${M.messageLong}`);
    // Nothing typed is cut short: the whole text stays for the person to shorten.
    expect(field.message()).toHaveValue('x'.repeat(501));
  });

  it('sends nothing while the form is wrong, and shows every message at once', async () => {
    const calls = setup();
    await userEvent.click(sendButton());
    for (const message of [M.firstName, M.lastName, M.email, M.specialty, M.messageShort])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('counts the message out of 500 and turns to the warning colour above 450', async () => {
    setup();
    expect(counter()).toHaveTextContent('0/500 characters');
    setMessage('x'.repeat(450));
    expect(counter()).toHaveTextContent('450/500');
    expect(counter()).not.toHaveClass('text-warning');
    expect(screen.getByTestId('message-counter-announcement')).toBeEmptyDOMElement();
    setMessage('x'.repeat(451));
    expect(counter()).toHaveTextContent('451/500');
    expect(counter()).toHaveClass('text-warning');
    // Screen readers hear the room left, politely, once per ten characters.
    const announcement = screen.getByTestId('message-counter-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    expect(announcement).toHaveTextContent('49 characters left.');
    setMessage('x'.repeat(452));
    expect(announcement).toHaveTextContent('49 characters left.');
    setMessage('x'.repeat(461));
    expect(announcement).toHaveTextContent('39 characters left.');
    setMessage('x'.repeat(503));
    expect(announcement).toHaveTextContent('Your message is 3 characters over the limit of 500.');
    setMessage('x'.repeat(20));
    expect(counter()).not.toHaveClass('text-warning');
    expect(announcement).toBeEmptyDOMElement();
  });

  it("shows 'Sending...' while it goes, then thanks the person, and 'Send Another Message' brings back an empty form", async () => {
    let release!: (a: Answer) => void;
    const calls = setup(() => new Promise<Answer>((r) => (release = r)));
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(sendButton());
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rosa@example.test',
      specialty: 'foot-care',
      message: 'Do you list podiatrists in Naples?',
      source: 'contact',
    });

    await act(async () => release(OK));
    const panel = await screen.findByRole('group', { name: 'Message sent' });
    expect(panel).toHaveTextContent(M.success);
    expect(panel).toHaveAccessibleDescription(M.success);
    // The Send button is gone: the focus is on the panel, so the thanks is read out.
    expect(panel).toHaveFocus();
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(field.first()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.specialty()).toHaveValue('');
    expect(counter()).toHaveTextContent('0/500');
    expect(field.first()).toHaveFocus();
    expect(screen.queryByText(M.firstName)).not.toBeInTheDocument();
  });

  it('goes back to the form by itself after 5 seconds', async () => {
    const user = fakeTimeouts();
    let release!: (a: Answer) => void;
    setup(() => new Promise<Answer>((r) => (release = r)));
    await fillIn(user);
    await user.click(sendButton());
    await act(async () => release(OK));
    const panel = await screen.findByRole('group', { name: 'Message sent' });
    expect(panel).toHaveFocus();
    act(() => vi.advanceTimersByTime(CONTACT_THANKS_MS - 1));
    expect(panel).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('group', { name: 'Message sent' })).not.toBeInTheDocument();
    expect(field.first()).toHaveValue('');
    // The focus was in the panel that vanished: it moves to the form's first field.
    expect(field.first()).toHaveFocus();
  });

  it('does not pull the focus back when the person has moved on before the form returns', async () => {
    const user = fakeTimeouts();
    let release!: (a: Answer) => void;
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: null } }),
      'POST /api/contact': () => new Promise<Answer>((r) => (release = r)),
    });
    renderAt(
      <>
        <ContactForm variant="contact" />
        <a href="/elsewhere">Another link</a>
      </>,
    );
    await fillIn(user);
    await user.click(sendButton());
    await act(async () => release(OK));
    await screen.findByRole('group', { name: 'Message sent' });
    screen.getByRole('link', { name: 'Another link' }).focus();
    act(() => vi.advanceTimersByTime(CONTACT_THANKS_MS));
    expect(field.first()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Another link' })).toHaveFocus();
  });

  it("says the spec's failure message and keeps everything typed when sending fails", async () => {
    const calls = setup(() => ({ status: 500, body: { detail: 'Internal Server Error' } }));
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failure);
    expect(field.first()).toHaveValue('Rosa');
    expect(field.message()).toHaveValue('Do you list podiatrists in Naples?');
    expect(sendButton()).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("gives the server's words when too many messages were sent", async () => {
    setup(() => ({ status: 429, body: { detail: M.tooMany } }));
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.tooMany);
  });

  it("puts the server's field messages on the fields it refused", async () => {
    setup(() => ({ status: 400, body: { detail: M.email, errors: { email: M.email } } }));
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(sendButton());
    expect(await screen.findByText(M.email)).toBeInTheDocument();
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(M.failure)).not.toBeInTheDocument();
  });

  it("tells our team the coming-soon page's form sent the message", async () => {
    const calls = setup(() => OK, 'coming-soon');
    expect(screen.getByRole('heading', { name: 'Questions Before We Launch?' })).toBeInTheDocument();
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(sendButton());
    await screen.findByRole('group', { name: 'Message sent' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ source: 'coming-soon' });
  });
});
