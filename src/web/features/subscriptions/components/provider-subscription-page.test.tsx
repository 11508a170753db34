import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLAN,
  type MySubscriptionDto,
  type SubscriptionDto,
} from '#shared/subscriptions/subscription.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { PROVIDER_USER } from '../../../test/users.ts';
import { ProviderSubscriptionPage } from './provider-subscription-page.tsx';

const M = englishWords(SUBSCRIPTION_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const subscription = (over: Partial<SubscriptionDto> = {}): SubscriptionDto => ({
  id: 's1',
  tier: 'Provider',
  amountCents: 9000,
  amountLabel: '$90',
  interval: 'month',
  status: 'pending',
  startedAt: '2026-03-01T15:00:00.000Z',
  activatedAt: null,
  cancelledAt: null,
  ...over,
});

const view = (sub: SubscriptionDto | null, eligible = true): MySubscriptionDto => ({
  plan: SUBSCRIPTION_PLAN,
  subscription: sub,
  eligible,
});

const me = () => ({ status: 200, body: { user: PROVIDER_USER } });

describe('the provider subscription page', () => {
  it('shows the plan and says plainly there is no online payment; starting makes it pending', async () => {
    let current = view(null);
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: current }),
      'POST /api/provider/subscription': () => {
        current = view(subscription());
        return { status: 201, body: current };
      },
    });
    renderAt(<ProviderSubscriptionPage />);
    const plan = await screen.findByRole('region', { name: 'Provider plan' });
    expect(plan).toHaveTextContent('$90 a month');
    expect(plan).toHaveTextContent('Monthly, no long-term contract. Cancel at any time.');
    for (const item of [
      'Your practice listed in CareConnect search',
      'Patients book appointments with you online',
      'Messages with your patients',
      'Patient reviews on your profile',
    ])
      expect(within(plan).getByText(item)).toBeVisible();
    expect(within(plan).getByText(M.noPayment)).toBeVisible();
    // No card form of any kind.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByLabelText(/card/i)).toBeNull();

    const mine = screen.getByRole('region', { name: 'Your subscription' });
    expect(mine).toHaveTextContent('You have not subscribed yet.');
    await userEvent.click(within(mine).getByRole('button', { name: 'Start subscription' }));
    expect(await screen.findByText(M.started)).toBeVisible();
    expect(within(mine).getByText('Pending: billing to be arranged')).toBeVisible();
    expect(mine).toHaveTextContent('StartedMarch 1, 2026');
    expect(mine).toHaveTextContent('Our team will contact you to arrange billing.');
    expect(within(mine).queryByRole('button', { name: 'Start subscription' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('tells a provider without final approval when they can subscribe, with no button', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: view(null, false) }),
    });
    renderAt(<ProviderSubscriptionPage />);
    expect(await screen.findByText(M.notEligible)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start subscription' })).toBeNull();
  });

  it('shows the refusal when the server says the provider is not eligible after all', async () => {
    let eligible = true;
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: view(null, eligible) }),
      'POST /api/provider/subscription': () => {
        eligible = false;
        return { status: 403, body: { detail: M.notEligible } };
      },
    });
    renderAt(<ProviderSubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start subscription' }));
    expect(await screen.findByText(M.notEligible)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Start subscription' })).toBeNull());
  });

  it('asks before cancelling; keeping changes nothing, confirming cancels and offers to start again', async () => {
    let current = view(subscription({ status: 'active', activatedAt: '2026-03-04T15:00:00.000Z' }));
    const calls = fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: current }),
      'DELETE /api/provider/subscription': () => {
        current = view(
          subscription({
            status: 'cancelled',
            activatedAt: '2026-03-04T15:00:00.000Z',
            cancelledAt: '2026-04-02T15:00:00.000Z',
          }),
        );
        return { status: 200, body: current };
      },
    });
    renderAt(<ProviderSubscriptionPage />);
    const mine = await screen.findByRole('region', { name: 'Your subscription' });
    expect(within(mine).getByText('Active')).toBeVisible();
    expect(mine).toHaveTextContent('Billing arrangedMarch 4, 2026');

    await userEvent.click(within(mine).getByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog', { name: M.cancelConfirmTitle });
    expect(dialog).toHaveTextContent(M.cancelConfirmText);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(within(mine).getByRole('button', { name: 'Cancel subscription' }));
    dialog = await screen.findByRole('dialog', { name: M.cancelConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await screen.findByText(M.cancelled)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(mine).getByText('Cancelled', { selector: 'span' })).toBeVisible();
    expect(mine).toHaveTextContent('CancelledApril 2, 2026');
    expect(mine).toHaveTextContent('You can subscribe again at any time.');
    expect(within(mine).getByRole('button', { name: 'Start subscription' })).toBeEnabled();
  });

  it('keeps the dialog open with the reason when cancelling fails', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: view(subscription()) }),
      'DELETE /api/provider/subscription': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderAt(<ProviderSubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: M.cancelConfirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await within(dialog).findByText(M.cancelFailed)).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it("shows the server's refusal to an account that is not a provider", async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 403, body: { detail: M.onlyProviders } }),
    });
    renderAt(<ProviderSubscriptionPage />);
    expect(await screen.findByText(M.onlyProviders)).toBeVisible();
  });

  it('speaks Spanish: the plan, the status, the dates and the buttons', async () => {
    fakeApi({
      'GET /api/me': me,
      'GET /api/provider/subscription': () => ({ status: 200, body: view(subscription()) }),
    });
    renderAt(<ProviderSubscriptionPage />, '/here', undefined, { translator: spanish });
    // The plan's name stays the product's own, set apart as a name in the Spanish sentence.
    const plan = await screen.findByRole('region', { name: 'Plan «Provider»' });
    expect(plan).toHaveTextContent('$90 al mes');
    expect(plan).toHaveTextContent(spanish.t('practice.subscriptionPlan.contract'));
    expect(within(plan).getByText(spanish.t('practice.subscriptionPlan.reviews'))).toBeVisible();
    expect(within(plan).getByText(spanish.t(SUBSCRIPTION_MESSAGES.noPayment))).toBeVisible();
    const mine = screen.getByRole('region', { name: spanish.t('practice.subscriptionPage.yours') });
    expect(within(mine).getByText(spanish.t('practice.subscriptionStatus.pending'))).toBeVisible();
    expect(mine).toHaveTextContent(`${spanish.t('practice.subscriptionDetails.started')}1 de marzo de 2026`);
    expect(mine).toHaveTextContent('«Provider», $90 al mes');
    await userEvent.click(
      within(mine).getByRole('button', { name: spanish.t('practice.subscriptionPage.cancel') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: spanish.t(SUBSCRIPTION_MESSAGES.cancelConfirmTitle),
    });
    expect(
      within(dialog).getByRole('button', { name: spanish.t('practice.subscriptionPage.keep') }),
    ).toBeVisible();
    expect(document.title).toContain(spanish.t('practice.subscriptionPage.title'));
  });
});
