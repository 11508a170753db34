import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SUBSCRIPTION_MESSAGES,
  type AdminSubscriptionDto,
  type AdminSubscriptionListDto,
} from '#shared/subscriptions/subscription.ts';
import type { CurrentUser } from '#shared/dto.ts';
import { fakeApi, type Answer } from '../../../test/fake-api.ts';
import { englishWords, spanish } from '../../../test/i18n.ts';
import { renderAt } from '../../../test/render.tsx';
import { AdminSubscriptionsPage } from './admin-subscriptions-page.tsx';

const M = englishWords(SUBSCRIPTION_MESSAGES);

afterEach(() => vi.unstubAllGlobals());

const ADMIN: CurrentUser = {
  id: 'a1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'super_admin',
  avatarUrl: null,
  practiceName: null,
};

const row = (over: Partial<AdminSubscriptionDto> = {}): AdminSubscriptionDto => ({
  id: 's1',
  userId: 'u1',
  providerName: 'Elena Morales',
  practiceName: 'Coral Way Family Medicine',
  email: 'elena@example.test',
  phone: '(305) 555-0142',
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

const page = (subscriptions: AdminSubscriptionDto[], over: Partial<AdminSubscriptionListDto> = {}) => ({
  subscriptions,
  total: subscriptions.length,
  page: 1,
  pageSize: 20,
  counts: { pending: 1, active: 1, cancelled: 0 },
  ...over,
});

function setUp(patch: (id: string, body: unknown) => Answer = () => ({ status: 200, body: row() })) {
  let rows = [
    row(),
    row({
      id: 's2',
      providerName: 'Luis Bennett',
      practiceName: null,
      email: 'luis@example.test',
      phone: null,
      status: 'active',
      activatedAt: '2026-03-04T15:00:00.000Z',
    }),
  ];
  return fakeApi({
    'GET /api/me': () => ({ status: 200, body: { user: ADMIN } }),
    'GET /api/admin/subscriptions': (url) =>
      url.searchParams.get('page') === '2'
        ? { status: 200, body: page([row({ id: 's21', providerName: 'Zoe Page' })], { total: 21, page: 2 }) }
        : { status: 200, body: page(rows) },
    'PATCH /api/admin/subscriptions/s1': (_url, body) => {
      const answer = patch('s1', body);
      if (answer.status === 200) {
        const { status } = body as { status: 'active' | 'cancelled' };
        rows = rows.map((r) => (r.id === 's1' ? { ...r, status } : r));
      }
      return answer;
    },
  });
}

describe('the admin subscriptions page', () => {
  it('lists each provider with how to reach them, their plan and status, and filters and searches', async () => {
    const calls = setUp();
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions');
    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    const [elena, luis] = within(list).getAllByRole('article');
    expect(elena).toHaveAccessibleName('Elena Morales');
    expect(elena).toHaveTextContent('Coral Way Family Medicine');
    expect(within(elena).getByRole('link', { name: 'elena@example.test' })).toHaveAttribute(
      'href',
      'mailto:elena@example.test',
    );
    expect(within(elena).getByRole('link', { name: '(305) 555-0142' })).toBeVisible();
    expect(elena).toHaveTextContent('PlanProvider, $90 a month');
    expect(elena).toHaveTextContent('StartedMarch 1, 2026');
    expect(within(elena).getByText('Pending: billing to be arranged')).toBeVisible();
    expect(luis).toHaveTextContent('Billing arrangedMarch 4, 2026');
    // Only a pending one can be marked active; both can be cancelled.
    expect(within(luis).queryByRole('button', { name: 'Mark active' })).toBeNull();
    expect(within(luis).getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    expect(screen.getByText('Showing 1–2 of 2')).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Active (1)');
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?status=active'));
    await userEvent.type(screen.getByLabelText('Provider name or email'), ' Morales ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.search).toBe('?status=active&q=Morales'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the whole list (already fetched once, so from the cache).
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Provider name or email')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('marks a pending subscription active', async () => {
    const calls = setUp();
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions');
    const elena = await screen.findByRole('article', { name: 'Elena Morales' });
    await userEvent.click(within(elena).getByRole('button', { name: 'Mark active' }));
    expect(await screen.findByText('Subscription marked active')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/subscriptions/s1',
      body: { status: 'active' },
    });
    expect(await within(elena).findByText('Active')).toBeVisible();
  });

  it('asks before cancelling, and shows why when it fails', async () => {
    let fail = true;
    const calls = setUp(() =>
      fail ? { status: 409, body: { detail: M.alreadyCancelled } } : { status: 200, body: row() },
    );
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions');
    const elena = await screen.findByRole('article', { name: 'Elena Morales' });
    await userEvent.click(within(elena).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Elena Morales's subscription?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(dialog).findByText(M.alreadyCancelled)).toBeVisible();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Subscription cancelled')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { status: 'cancelled' },
      { status: 'cancelled' },
    ]);
  });

  it('pages through a long list', async () => {
    const calls = fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ADMIN } }),
      'GET /api/admin/subscriptions': (url) =>
        url.searchParams.get('page') === '2'
          ? { status: 200, body: page([row({ id: 's21' })], { total: 21, page: 2 }) }
          : {
              status: 200,
              body: page(
                Array.from({ length: 20 }, (_, i) => row({ id: `s${i}`, providerName: `Provider ${i}` })),
                { total: 21 },
              ),
            },
    });
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions');
    expect(await screen.findByText('Showing 1–20 of 21')).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 21–21 of 21')).toBeVisible();
    expect(calls.at(-1)!.search).toBe('?page=2');
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when the list cannot be loaded', async () => {
    fakeApi({
      'GET /api/me': () => ({ status: 200, body: { user: ADMIN } }),
      'GET /api/admin/subscriptions': () => ({ status: 500, body: { detail: 'boom' } }),
    });
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions');
    expect(await screen.findByText(M.listFailed, {}, { timeout: 5000 })).toBeVisible();
  });

  it('speaks Spanish: statuses, dates, the count and the actions', async () => {
    setUp();
    renderAt(<AdminSubscriptionsPage />, '/admin/subscriptions', undefined, { translator: spanish });
    const list = await screen.findByRole('list', { name: spanish.t('practice.subscriptionAdmin.title') });
    const [elena, luis] = within(list).getAllByRole('article');
    expect(within(elena!).getByText(spanish.t('practice.subscriptionStatus.pending'))).toBeVisible();
    expect(elena).toHaveTextContent(`${spanish.t('practice.subscriptionDetails.started')}1 de marzo de 2026`);
    expect(elena).toHaveTextContent('«Provider», $90 al mes');
    expect(luis).toHaveTextContent(
      `${spanish.t('practice.subscriptionDetails.billingArranged')}4 de marzo de 2026`,
    );
    expect(screen.getByText('Mostrando 1–2 de 2')).toBeVisible();
    expect(
      within(screen.getByLabelText(spanish.t('practice.subscriptionDetails.status'))).getByRole('option', {
        name: `${spanish.t('practice.subscriptionStatus.active')} (1)`,
      }),
    ).toBeInTheDocument();
    expect(
      within(elena!).getByRole('group', {
        name: spanish.t('practice.subscriptionAdmin.changeGroup', { name: 'Elena Morales' }),
      }),
    ).toBeVisible();
    await userEvent.click(
      within(elena!).getByRole('button', { name: spanish.t('practice.subscriptionAdmin.cancel') }),
    );
    expect(
      await screen.findByRole('dialog', {
        name: spanish.t('practice.subscriptionAdmin.cancelTitle', { name: 'Elena Morales' }),
      }),
    ).toHaveTextContent(spanish.t('practice.subscriptionAdmin.cancelText'));
  });
});
