import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '#shared/applications/application-status.ts';
import {
  SUBSCRIPTION_MESSAGES as M,
  type AdminSubscriptionDto,
  type AdminSubscriptionListDto,
  type MySubscriptionDto,
} from '#shared/subscriptions/subscription.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { providerApplications, providerSubscriptions } from '../../db/schema/index.ts';
import { createVerifiedUser } from '../accounts/service.ts';
import {
  apiClient,
  decodeMail,
  drainJobs,
  readMails,
  testServices,
  uniqueEmail,
} from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

const MINE = '/api/provider/subscription';
const ADMIN_LIST = '/api/admin/subscriptions';

async function applicationFor(userId: string, status: ApplicationStatus) {
  await deps.database.db.insert(providerApplications).values({
    userId,
    fullName: 'Elena Morales',
    titleRole: 'Physician',
    phone: '(305) 555-0142',
    email: 'office@example.test',
    preferredContact: 'Email',
    practiceName: 'Coral Way Family Medicine',
    businessAddress: '100 Biscayne Blvd, Miami, FL 33132',
    practicePhone: '(305) 555-0100',
    taxonomyCode: '207Q00000X',
    medicareParticipation: 'Yes',
    acceptingNewPatients: 'Yes',
    languages: ['English'],
    referralSource: 'Email',
    accurateInformationConfirmed: true,
    prescreenAcknowledged: true,
    applicationStatus: status,
  });
}

/** A provider account whose application has final approval (unless told another status). */
async function approvedProvider(
  names: { firstName?: string; lastName?: string } = {},
  status: ApplicationStatus = 'approved',
) {
  const who = await signedInUser(app, deps, 'provider', {
    firstName: 'Elena',
    lastName: `Morales${randomUUID().slice(0, 6)}`,
    ...names,
  });
  await applicationFor(who.id, status);
  return who;
}

const rowsFor = (userId: string) =>
  deps.database.db.select().from(providerSubscriptions).where(eq(providerSubscriptions.userId, userId));

async function mailsTo(email: string) {
  await drainJobs(deps);
  return readMails(deps.config.DATA_DIR)
    .filter((m) => m.raw.includes(`To: ${email}`) && m.raw.includes('subscription'))
    .map((m) => decodeMail(m.raw));
}

const mine = (res: { body: unknown }) => res.body as MySubscriptionDto;

describe('starting a subscription', () => {
  it('refuses a provider whose application has no final approval yet, and one who never applied', async () => {
    for (const status of ['submitted', 'partially_approved', 'photoshoot_completed', 'rejected'] as const) {
      const who = await approvedProvider({}, status);
      const before = await who.client.get(MINE);
      expect(before.status).toBe(200);
      expect(mine(before)).toMatchObject({ subscription: null, eligible: false });
      const res = await who.client.post(MINE);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(M.notEligible));
      expect(await rowsFor(who.id)).toHaveLength(0);
    }
    // A profile that is not approved yet does not count either.
    const drafted = await signedInUser(app, deps, 'provider');
    await addProvider(deps, { userId: drafted.id, profileStatus: 'review', status: 'inactive' });
    const res = await drafted.client.post(MINE);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe(inEnglish(M.notEligible));
    expect(await rowsFor(drafted.id)).toHaveLength(0);
  });

  it("refuses in the page's language: the words in Spanish, the code the same", async () => {
    const who = await approvedProvider({}, 'submitted');
    const res = await who.client.speaking('es').post(MINE);
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Podrá suscribirse cuando su solicitud tenga la aprobación final.');
    expect(res.body.code).toBe(M.notEligible);
    const nothing = await (await approvedProvider()).client.speaking('es').delete(MINE);
    expect(nothing.status).toBe(404);
    expect(nothing.body.detail).toBe('No tiene ninguna suscripción que cancelar.');
    expect(nothing.body.code).toBe(M.nothingToCancel);
  });

  it('starts as pending after final approval, with the plan, and mails $90 and Provider', async () => {
    const who = await approvedProvider({ firstName: 'Elena', lastName: 'Morales' });
    const before = mine(await who.client.get(MINE));
    expect(before).toMatchObject({ subscription: null, eligible: true });
    expect(before.plan).toMatchObject({ tier: 'Provider', priceCents: 9000, interval: 'month' });
    // Codes and amounts only: the screen says the plan's terms and the status in its own language.
    expect(before.plan).toEqual({
      tier: 'Provider',
      priceCents: 9000,
      currency: 'USD',
      interval: 'month',
      priceLabel: '$90',
    });

    const res = await who.client.post(MINE);
    expect(res.status).toBe(201);
    const sub = mine(res).subscription!;
    expect(sub).toMatchObject({
      tier: 'Provider',
      amountCents: 9000,
      amountLabel: '$90',
      interval: 'month',
      status: 'pending',
      activatedAt: null,
      cancelledAt: null,
    });
    expect(sub).not.toHaveProperty('statusLabel');
    expect(Date.parse(sub.startedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(mine(await who.client.get(MINE)).subscription).toEqual(sub);
    const rows = await rowsFor(who.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', amountCents: 9000, currency: 'USD' });

    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Your CareConnect subscription');
    expect(mails[0]).toContain('Thank you, Elena Morales!');
    expect(mails[0]).toContain('$90');
    expect(mails[0]).toContain('Provider');
    // It is pending: the mail must not call it active, and says who arranges billing.
    expect(mails[0]).not.toMatch(/subscription is active/i);
    expect(mails[0]).toContain('Our team will contact you to arrange billing');
  });

  it('lets a provider whose profile is already approved subscribe without an application', async () => {
    const who = await signedInUser(app, deps, 'provider');
    await addProvider(deps, { userId: who.id });
    expect(mine(await who.client.get(MINE)).eligible).toBe(true);
    const res = await who.client.post(MINE);
    expect(res.status).toBe(201);
    expect(mine(res).subscription?.status).toBe('pending');
  });

  it('answers a second start, in turn or at the same moment, with the one subscription and one mail', async () => {
    const who = await approvedProvider();
    const first = await who.client.post(MINE);
    const again = await who.client.post(MINE);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(mine(again).subscription?.id).toBe(mine(first).subscription?.id);

    const racer = await approvedProvider();
    const both = await Promise.all([racer.client.post(MINE), racer.client.post(MINE)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(mine(both[0]).subscription?.id).toBe(mine(both[1]).subscription?.id);
    expect(await rowsFor(racer.id)).toHaveLength(1);
    expect(await mailsTo(who.email)).toHaveLength(1);
    expect(await mailsTo(racer.email)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('cancels at any time, then lets the provider subscribe again', async () => {
    const who = await approvedProvider();
    const first = mine(await who.client.post(MINE)).subscription!;

    const cancelled = await who.client.delete(MINE);
    expect(cancelled.status).toBe(200);
    expect(mine(cancelled).subscription).toMatchObject({
      id: first.id,
      status: 'cancelled',
    });
    expect(Date.parse(mine(cancelled).subscription!.cancelledAt!)).toBeGreaterThan(Date.now() - 60_000);

    const twice = await who.client.delete(MINE);
    expect(twice.status).toBe(404);
    expect(twice.body.detail).toBe(inEnglish(M.nothingToCancel));

    const restarted = await who.client.post(MINE);
    expect(restarted.status).toBe(201);
    const second = mine(restarted).subscription!;
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('pending');
    // The screen shows the open one, not the older cancelled one.
    expect(mine(await who.client.get(MINE)).subscription?.id).toBe(second.id);
    expect((await rowsFor(who.id)).map((r) => r.status).sort()).toEqual(['cancelled', 'pending']);
    expect(await mailsTo(who.email)).toHaveLength(2);
  });

  it('tells a provider with no subscription there is nothing to cancel', async () => {
    const who = await approvedProvider();
    const res = await who.client.delete(MINE);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe(inEnglish(M.nothingToCancel));
  });
});

describe('the admin list and its two actions', () => {
  it('marks a pending subscription active, then cancelled; a cancelled one stays cancelled', async () => {
    const who = await approvedProvider();
    const id = mine(await who.client.post(MINE)).subscription!.id;

    const activated = await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' });
    expect(activated.status).toBe(200);
    const active = activated.body as unknown as AdminSubscriptionDto;
    expect(active).toMatchObject({ id, status: 'active', email: who.email });
    expect(active).not.toHaveProperty('statusLabel');
    expect(active.activatedAt).not.toBeNull();
    expect(mine(await who.client.get(MINE)).subscription).toMatchObject({
      status: 'active',
      activatedAt: active.activatedAt,
    });
    // Activating again keeps the first date.
    const again = (await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' }))
      .body as unknown as AdminSubscriptionDto;
    expect(again.activatedAt).toBe(active.activatedAt);

    const cancelled = await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', activatedAt: active.activatedAt });
    expect(cancelled.body.cancelledAt).not.toBeNull();

    const revived = await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' });
    expect(revived.status).toBe(409);
    expect(revived.body.detail).toBe(inEnglish(M.alreadyCancelled));
    expect((await rowsFor(who.id))[0]!.status).toBe('cancelled');
  });

  it('refuses a bad status, an unknown id and a malformed id, changing nothing', async () => {
    const who = await approvedProvider();
    const id = mine(await who.client.post(MINE)).subscription!.id;
    for (const body of [{ status: 'pending' }, { status: 'paid' }, {}]) {
      const res = await admin.client.patch(`${ADMIN_LIST}/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({ status: 'Choose active or cancelled' });
      expect(res.body.codes).toMatchObject({ status: M.badStatus });
    }
    const inSpanish = await admin.client.speaking('es').patch(`${ADMIN_LIST}/${id}`, { status: 'paid' });
    expect(inSpanish.status).toBe(400);
    expect(inSpanish.body.errors).toMatchObject({ status: 'Elija activa o cancelada' });
    expect((await rowsFor(who.id))[0]!.status).toBe('pending');
    for (const bad of [randomUUID(), 'not-an-id']) {
      const res = await admin.client.patch(`${ADMIN_LIST}/${bad}`, { status: 'active' });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(inEnglish(M.notFound));
    }
  });

  it('writes each change to the audit log with the fields it changed; a refused one writes nothing', async () => {
    const who = await approvedProvider();
    const id = mine(await who.client.post(MINE)).subscription!.id;
    expect((await who.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' })).status).toBe(403);
    expect((await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'paid' })).status).toBe(400);
    expect(await auditCount(deps, { targetId: id })).toBe(0);
    const active = (await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' }))
      .body as unknown as AdminSubscriptionDto;
    await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'cancelled' });
    // Cancelled is final: the refused revival leaves no entry.
    expect((await admin.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' })).status).toBe(409);
    const entries = await auditEntries(deps, { action: 'subscription.update', targetId: id });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'provider_subscription',
      before: { status: 'pending', activatedAt: null },
      after: { status: 'active', activatedAt: active.activatedAt },
    });
    expect(entries[1]!.before).toEqual({ status: 'active', cancelledAt: null });
    expect(entries[1]!.after).toMatchObject({ status: 'cancelled' });
  });

  it('filters by status, searches by name and e-mail, and pages', async () => {
    const tag = `Zq${randomUUID().slice(0, 6)}`;
    const ana = await approvedProvider({ firstName: 'Ana', lastName: `Ruiz${tag}` });
    const bo = await approvedProvider({ firstName: 'Bo', lastName: `Chen${tag}` });
    await ana.client.post(MINE);
    const boSub = mine(await bo.client.post(MINE)).subscription!;
    await admin.client.patch(`${ADMIN_LIST}/${boSub.id}`, { status: 'active' });

    const list = async (query: string) => {
      const res = await admin.client.get(`${ADMIN_LIST}?${query}`);
      expect(res.status).toBe(200);
      return res.body as unknown as AdminSubscriptionListDto;
    };
    const byTag = await list(`q=${tag}`);
    expect(byTag.subscriptions.map((s) => s.providerName)).toEqual([`Bo Chen${tag}`, `Ana Ruiz${tag}`]);
    expect(byTag.counts).toEqual({ pending: 1, active: 1, cancelled: 0 });
    expect(byTag.total).toBe(2);

    const pending = await list(`q=${tag}&status=pending`);
    expect(pending.subscriptions.map((s) => s.email)).toEqual([ana.email]);
    expect(pending.total).toBe(1);
    expect(pending.counts).toEqual({ pending: 1, active: 1, cancelled: 0 });

    const byEmail = await list(`q=${encodeURIComponent(bo.email.toUpperCase())}`);
    expect(byEmail.subscriptions.map((s) => s.id)).toEqual([boSub.id]);
    // LIKE's wildcards are searched for as themselves.
    expect((await list('q=%25')).total).toBe(0);

    // Paging: 22 subscriptions under one name, 20 to a page.
    const pageTag = `Pg${randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 22; i++) {
      const { id } = await createVerifiedUser(deps.database.db, {
        email: uniqueEmail('paged'),
        password: 'long-enough-1',
        role: 'provider',
        firstName: 'Paged',
        lastName: `${pageTag}${String(i).padStart(2, '0')}`,
      });
      await deps.database.db.insert(providerSubscriptions).values({ userId: id });
    }
    const one = await list(`q=${pageTag}`);
    const two = await list(`q=${pageTag}&page=2`);
    expect([one.subscriptions.length, two.subscriptions.length]).toEqual([20, 2]);
    expect([one.total, two.total, one.pageSize, two.page]).toEqual([22, 22, 20, 2]);
    const ids = [...one.subscriptions, ...two.subscriptions].map((s) => s.id);
    expect(new Set(ids).size).toBe(22);

    for (const bad of ['page=0', 'page=x', 'status=paid']) {
      expect((await admin.client.get(`${ADMIN_LIST}?${bad}`)).status).toBe(400);
    }
  });
});

describe('who may do what', () => {
  it('answers guests 401 everywhere', async () => {
    const guest = apiClient(app);
    const id = randomUUID();
    for (const res of [
      await guest.get(MINE),
      await guest.post(MINE),
      await guest.delete(MINE),
      await guest.get(ADMIN_LIST),
      await guest.patch(`${ADMIN_LIST}/${id}`, { status: 'active' }),
    ])
      expect(res.status).toBe(401);
    expect((await guest.get(MINE)).body.detail).toBe(inEnglish(M.notAuthenticated));
  });

  it('lets only providers use their own subscription, and only super admins the admin list', async () => {
    const who = await approvedProvider();
    const id = mine(await who.client.post(MINE)).subscription!.id;
    for (const role of ['patient', 'organization_admin', 'super_admin'] as const) {
      const other = role === 'super_admin' ? admin : await signedInUser(app, deps, role);
      for (const res of [
        await other.client.get(MINE),
        await other.client.post(MINE),
        await other.client.delete(MINE),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.detail).toBe(inEnglish(M.onlyProviders));
      }
    }
    for (const role of ['patient', 'provider', 'organization_admin'] as const) {
      const other = role === 'provider' ? who : await signedInUser(app, deps, role);
      expect((await other.client.get(ADMIN_LIST)).status).toBe(403);
      expect((await other.client.patch(`${ADMIN_LIST}/${id}`, { status: 'active' })).status).toBe(403);
    }
    expect((await rowsFor(who.id))[0]!.status).toBe('pending');
  });

  it("never shows or cancels another provider's subscription", async () => {
    const owner = await approvedProvider();
    await owner.client.post(MINE);
    const other = await approvedProvider();
    const seen = mine(await other.client.get(MINE));
    expect(seen.subscription).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(owner.email);
    expect((await other.client.delete(MINE)).status).toBe(404);
    expect((await rowsFor(owner.id))[0]!.status).toBe('pending');
  });
});
