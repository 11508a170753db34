import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { users } from '../../db/schema/index.ts';
import { apiClient, testServices, uniqueEmail } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { recipientLocale } from './recipient-locale.ts';

/**
 * Which language a mail is queued in (ADR 19): the recipient's account setting when the address is
 * an account's, else the language of the request that caused it.
 */

let deps: AppDeps;
let app: App;
beforeAll(async () => {
  ({ deps, app } = await testServices());
});

const payloads = async (to: string) =>
  (
    await deps.database.db.execute<{ template: string; locale: string; data: Record<string, string> }>(sql`
      select payload->>'template' as template, payload->>'locale' as locale, payload->'data' as data
      from jobs where type = 'mail.send' and payload->>'to' = ${to} order by id`)
  ).rows;

describe("a recipient's language", () => {
  it("is an account's setting, found by its id or its address in any case, else the fallback", async () => {
    const db = deps.database.db;
    const ana = await signedInUser(app, deps, 'patient');
    expect(await recipientLocale(db, { userId: ana.id }, 'es')).toBe('en');
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, ana.id));
    expect(await recipientLocale(db, { userId: ana.id })).toBe('es');
    expect(await recipientLocale(db, { email: ana.email.toUpperCase() })).toBe('es');
    expect(await recipientLocale(db, { email: uniqueEmail('nobody') })).toBe('en');
    expect(await recipientLocale(db, { email: uniqueEmail('nobody') }, 'es')).toBe('es');
    // A language the product does not know reads as the fallback.
    await db.update(users).set({ locale: 'xx' }).where(eq(users.id, ana.id));
    expect(await recipientLocale(db, { userId: ana.id }, 'es')).toBe('es');
  });

  it("writes a contact receipt to an address without an account in the page's language; support reads English", async () => {
    const email = uniqueEmail('contact');
    const res = await apiClient(app).speaking('es').post('/api/contact', {
      firstName: 'Rosa',
      lastName: 'Delgado',
      email,
      specialty: 'podiatry',
      message: '¿Tienen podólogos en Naples que acepten Medicare?',
    });
    expect(res.status).toBe(200);
    expect((await payloads(email)).map((m) => [m.template, m.locale])).toEqual([
      ['contact-confirmation', 'es'],
    ]);
    expect((await payloads(deps.config.SUPPORT_EMAIL)).at(-1)).toMatchObject({
      template: 'contact-form',
      locale: 'en',
    });
  });

  it("sends a Spanish account's password reset in Spanish, to the Spanish page", async () => {
    const rosa = await signedInUser(app, deps, 'patient');
    await deps.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, rosa.id));
    // Asked from an English page: the account's setting still decides.
    const res = await apiClient(app).post('/api/auth/request-password-reset', { email: rosa.email });
    expect(res.status).toBe(200);
    const [mail] = await payloads(rosa.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'es' });
    expect(mail!.data.resetUrl).toMatch(new RegExp(`^${deps.config.publicUrl}/es/reset-password\\?token=`));
  });

  it("keeps an English account's password reset link as it was", async () => {
    const bo = await signedInUser(app, deps, 'patient');
    const res = await apiClient(app)
      .speaking('es')
      .post('/api/auth/request-password-reset', { email: bo.email });
    expect(res.status).toBe(200);
    const [mail] = await payloads(bo.email);
    expect(mail).toMatchObject({ template: 'password-reset', locale: 'en' });
    expect(mail!.data.resetUrl).toMatch(new RegExp(`^${deps.config.publicUrl}/reset-password\\?token=`));
  });

  it("invites a caregiver by address in the inviting page's language, unless the address is an account", async () => {
    const rosa = await signedInUser(app, deps, 'patient', { firstName: 'Rosa', lastName: 'Delgado' });
    const stranger = uniqueEmail('helper');
    const sent = await rosa.client
      .speaking('es')
      .post('/api/caregivers/invitations', { email: stranger, permissions: ['view_appointments'] });
    expect(sent.status).toBe(201);
    const [invitation] = await payloads(stranger);
    expect(invitation).toMatchObject({ template: 'caregiver-invitation', locale: 'es' });
    expect(invitation!.data).toMatchObject({ permissions: ['view_appointments'] });
    const member = await signedInUser(app, deps, 'patient');
    const again = await rosa.client
      .speaking('es')
      .post('/api/caregivers/invitations', { email: member.email, permissions: ['view_appointments'] });
    expect(again.status).toBe(201);
    expect((await payloads(member.email))[0]).toMatchObject({
      template: 'caregiver-invitation',
      locale: 'en',
    });
  });

  it('verifies an account made on a Spanish page in Spanish, returning to the Spanish page', async () => {
    const email = uniqueEmail('nueva');
    const res = await apiClient(app).speaking('es').post('/api/auth/sign-up/email', {
      email,
      password: 'correct-horse-1',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(305) 555-0100',
      role: 'patient',
      callbackURL: '/auth?verified=1',
    });
    expect(res.status).toBe(200);
    const [mail] = await payloads(email);
    expect(mail).toMatchObject({ template: 'account-verification', locale: 'es' });
    const link = new URL(mail!.data.verificationUrl!);
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/es/auth?verified=1');
    expect(link.searchParams.get('token')).toBeTruthy();
  });
});
