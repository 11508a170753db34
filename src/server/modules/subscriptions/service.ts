import {
  ADMIN_SUBSCRIPTIONS_PAGE_SIZE,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLAN,
  SUBSCRIPTION_STATUSES,
  formatCents,
  isSubscriptionStatus,
  type AdminSubscriptionDto,
  type AdminSubscriptionListDto,
  type AdminSubscriptionStatus,
  type MySubscriptionDto,
  type SubscriptionDto,
  type SubscriptionStatus,
} from '#shared/subscriptions/subscription.ts';
import { personName } from '#shared/display-name.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { isUuid } from '../../lib/ids.ts';
import * as repo from './repository.ts';

type Deps = Pick<AppDeps, 'database' | 'outbox'>;

function toDto(row: repo.SubscriptionRow): SubscriptionDto {
  const status: SubscriptionStatus = isSubscriptionStatus(row.status) ? row.status : 'pending';
  return {
    id: row.id,
    tier: row.tier,
    amountCents: row.amount_cents,
    amountLabel: formatCents(row.amount_cents),
    interval: 'month',
    status,
    startedAt: row.started_at,
    activatedAt: row.activated_at,
    cancelledAt: row.cancelled_at,
  };
}

function toAdminDto(row: repo.AdminSubscriptionRow): AdminSubscriptionDto {
  return {
    ...toDto(row),
    userId: row.user_id,
    providerName: `${row.first_name} ${row.last_name}`.trim() || row.practice_name || row.email,
    practiceName: row.practice_name,
    email: row.email,
    phone: row.phone,
  };
}

/**
 * The name the confirmation mail greets (docs/product.md#notifications); every account has one from sign-up.
 */
function nameFor(user: SessionUser) {
  return personName(user) || 'Provider';
}

async function view(db: Db, userId: string): Promise<MySubscriptionDto> {
  const [latest, eligible] = await Promise.all([repo.findLatest(db, userId), repo.isEligible(db, userId)]);
  return { plan: SUBSCRIPTION_PLAN, subscription: latest ? toDto(latest) : null, eligible };
}

/** GET /api/provider/subscription: the plan, the provider's latest subscription and whether they may start one. */
export function mySubscription(deps: Deps, user: SessionUser): Promise<MySubscriptionDto> {
  return view(deps.database.db, user.id);
}

/**
 * Starts a subscription as 'pending' (billing is arranged by our team: there is no payment processor)
 * and queues the confirmation mail in the same transaction. Idempotent: when the provider already has
 * one that is not cancelled (a double click, a second tab), that one comes back and no mail is sent.
 */
export async function startSubscription(
  deps: Deps,
  user: SessionUser,
): Promise<{ created: boolean; view: MySubscriptionDto }> {
  const db = deps.database.db;
  if (!(await repo.isEligible(db, user.id))) throw forbidden(SUBSCRIPTION_MESSAGES.notEligible);
  const userName = nameFor(user);
  try {
    await db.transaction(async (tx) => {
      const row = await repo.insertPending(tx, user.id);
      await deps.outbox.send(
        {
          to: user.email,
          template: 'subscription-confirmation',
          data: {
            userName,
            subscriptionTier: row.tier,
            subscriptionAmount: formatCents(row.amount_cents),
          },
          locale: await recipientLocale(tx, { userId: user.id }),
        },
        tx,
      );
    });
  } catch (err) {
    // Already subscribed, or two requests at once: the one-open-subscription index lets only the
    // first insert through, and the other's transaction (with its mail) is rolled back.
    if (!isUniqueViolation(err)) throw err;
    return { created: false, view: await view(db, user.id) };
  }
  return { created: true, view: await view(db, user.id) };
}

/** The provider ends their subscription (no long-term contract); they may start a new one later. */
export async function cancelMySubscription(deps: Deps, user: SessionUser): Promise<MySubscriptionDto> {
  const db = deps.database.db;
  if (!(await repo.cancelOpen(db, user.id))) throw notFound(SUBSCRIPTION_MESSAGES.nothingToCancel);
  return view(db, user.id);
}

export async function listSubscriptions(
  db: Db,
  query: { status?: SubscriptionStatus; q?: string; page: number },
): Promise<AdminSubscriptionListDto> {
  const pageSize = ADMIN_SUBSCRIPTIONS_PAGE_SIZE;
  const { rows, counts } = await repo.listForAdmin(db, {
    status: query.status,
    q: query.q,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const byStatus = Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, 0])) as Record<
    SubscriptionStatus,
    number
  >;
  for (const c of counts) if (isSubscriptionStatus(c.status)) byStatus[c.status] = c.n;
  const total = query.status
    ? byStatus[query.status]
    : SUBSCRIPTION_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  return { subscriptions: rows.map(toAdminDto), total, page: query.page, pageSize, counts: byStatus };
}

/**
 * A super admin marks a subscription active (billing arranged) or cancelled. Cancelled is final.
 * The change and its audit entry commit together.
 */
export async function changeStatus(
  db: Db,
  admin: SessionUser,
  id: string,
  status: AdminSubscriptionStatus,
): Promise<AdminSubscriptionDto> {
  if (!isUuid(id)) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const before = await repo.lockState(tx, id);
    if (!before) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    if (!(await repo.setStatus(tx, id, status))) throw conflict(SUBSCRIPTION_MESSAGES.alreadyCancelled);
    const after = (await repo.lockState(tx, id))!;
    await recordAdminAction(tx, admin, {
      action: 'subscription.update',
      targetType: 'provider_subscription',
      targetId: id,
      ...changedFields(before, after),
    });
    return toAdminDto((await repo.findForAdmin(tx, id))!);
  });
}
