import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAREGIVER_MESSAGES as M } from '#shared/caregivers/caregiver-messages.ts';
import { CAREGIVER_PERMISSIONS } from '#shared/caregivers/caregivers.ts';
import type { App } from '../../app.ts';
import type { AppDeps, SessionUser } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import { adminAuditLog, caregiverAccess, caregiverInvitations, jobs } from '../../db/schema/index.ts';
import { apiClient, decodeMail, drainJobs, readMails, testServices, type Json } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { CAREGIVER_REQUEST_JOB, mayActFor } from './service.ts';

let app: App;
let deps: AppDeps;
beforeAll(async () => {
  ({ app, deps } = await testServices());
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
/** How many caregiver-request jobs have ever been queued. */
const requestJobs = async () =>
  (await deps.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.type, CAREGIVER_REQUEST_JOB)))
    .length;

const patient = (firstName: string, lastName = 'Delgado') =>
  signedInUser(app, deps, 'patient', { firstName, lastName });

/** The invitation link's secret from the last mail to `to`, read from the .eml the outbox wrote. */
async function tokenMailedTo(to: string): Promise<string> {
  await drainJobs(deps);
  const mail = readMails(deps.config.DATA_DIR)
    .map((m) => decodeMail(m.raw))
    .filter((raw) => raw.includes(`To: ${to}`))
    .at(-1);
  const token = mail?.match(/\/caregiver-invitation\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mail to ${to}`);
  return token;
}

const mailsTo = async (to: string) => {
  await drainJobs(deps);
  return readMails(deps.config.DATA_DIR).filter((m) => decodeMail(m.raw).includes(`To: ${to}`));
};

const auditOf = async (targetId: string) =>
  (
    await deps.database.db
      .select({ action: adminAuditLog.action, actorEmail: adminAuditLog.actorEmail })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, targetId))
  ).map((r) => `${r.action} by ${r.actorEmail}`);

/** Rosa invites Ana with the permissions given; Ana accepts. Returns the access id. */
async function grant(rosa: Person, ana: Person, permissions: string[]): Promise<string> {
  const sent = await rosa.client.post('/api/caregivers/invitations', { email: ana.email, permissions });
  expect(sent.status).toBe(201);
  const token = await tokenMailedTo(ana.email);
  expect((await ana.client.post('/api/caregivers/invitations/accept', { token })).status).toBe(204);
  const { caringFor } = (await ana.client.get('/api/caregivers')).body as { caringFor: { id: string }[] };
  return caringFor.at(-1)!.id;
}

const asUser = (p: Person) => ({ id: p.id }) as Pick<SessionUser, 'id'>;

describe('caregiver invitations', () => {
  it('a patient invites by email; the invitee previews the link, accepts it signed in, and both sides see it', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const sent = await rosa.client.post('/api/caregivers/invitations', {
      email: ` ${ana.email.toUpperCase()} `,
      permissions: ['manage_appointments', 'message_providers'],
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      email: ana.email,
      permissions: ['view_appointments', 'manage_appointments', 'message_providers'],
    });
    const days =
      (Date.parse(sent.body.expiresAt as string) - Date.parse(sent.body.sentAt as string)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const [mail] = await mailsTo(ana.email);
    const text = decodeMail(mail!.raw);
    expect(text).toContain('Subject: You are invited to help a family member on CareConnect');
    expect(text).toContain('Rosa Delgado would like your help');
    expect(text).toContain('Book, reschedule and cancel appointments');
    const token = await tokenMailedTo(ana.email);

    // The link can be read before signing in; it names who asks and for what.
    const preview = await apiClient(app).post('/api/caregivers/invitations/preview', { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ patientName: 'Rosa Delgado', email: ana.email });

    expect((await ana.client.post('/api/caregivers/invitations/accept', { token })).status).toBe(204);
    const mine = (await rosa.client.get('/api/caregivers')).body as Json;
    expect(mine.caregivers).toEqual([
      expect.objectContaining({
        caregiver: { name: 'Ana Delgado', email: ana.email },
        permissions: ['view_appointments', 'manage_appointments', 'message_providers'],
      }),
    ]);
    expect(mine.invitations).toEqual([]);
    const hers = (await ana.client.get('/api/caregivers')).body as Json;
    expect(hers.caringFor).toEqual([
      expect.objectContaining({ patient: { id: rosa.id, name: 'Rosa Delgado' } }),
    ]);
    // The caregiver never sees the patient's sign-in address.
    expect(JSON.stringify(hers)).not.toContain(rosa.email);
    const accessId = (hers.caringFor as { id: string }[])[0]!.id;
    expect(await auditOf(accessId)).toEqual([`caregiver.grant by ${ana.email}`]);
    expect(await auditOf(sent.body.id as string)).toEqual([`caregiver.invite by ${rosa.email}`]);
  });

  it('a link works once, and not after 7 days', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const ben = await patient('Ben');
    await rosa.client.post('/api/caregivers/invitations', {
      email: ana.email,
      permissions: ['manage_saved'],
    });
    const token = await tokenMailedTo(ana.email);
    expect((await ana.client.post('/api/caregivers/invitations/accept', { token })).status).toBe(204);
    const again = await ana.client.post('/api/caregivers/invitations/accept', { token });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe(inEnglish(M.invitationInvalid));
    expect((await ana.client.post('/api/caregivers/invitations/preview', { token })).status).toBe(404);

    await rosa.client.post('/api/caregivers/invitations', {
      email: ben.email,
      permissions: ['manage_saved'],
    });
    const late = await tokenMailedTo(ben.email);
    await deps.database.db
      .update(caregiverInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(caregiverInvitations.patientId, rosa.id), eq(caregiverInvitations.email, ben.email)));
    expect((await ben.client.post('/api/caregivers/invitations/preview', { token: late })).status).toBe(404);
    expect((await ben.client.post('/api/caregivers/invitations/accept', { token: late })).status).toBe(404);
    expect(await mayActFor(deps.database.db, asUser(ben), rosa.id, 'manage_saved')).toBe(false);
    // A lapsed invitation does not stand in the way of a new one to the same address.
    expect(
      (
        await rosa.client.post('/api/caregivers/invitations', {
          email: ben.email,
          permissions: ['manage_saved'],
        })
      ).status,
    ).toBe(201);
  });

  it('only the invited address may accept; the patient cannot accept her own; other roles are refused', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const stranger = await patient('Sam', 'Stranger');
    const provider = await signedInUser(app, deps, 'provider');
    const admin = await signedInUser(app, deps, 'super_admin');
    await rosa.client.post('/api/caregivers/invitations', {
      email: ana.email,
      permissions: ['message_providers'],
    });
    const token = await tokenMailedTo(ana.email);

    const other = await stranger.client.post('/api/caregivers/invitations/accept', { token });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe(inEnglish(M.invitationOtherEmail));
    const own = await rosa.client.post('/api/caregivers/invitations/accept', { token });
    expect(own.status).toBe(403);
    expect(own.body.detail).toBe(inEnglish(M.ownInvitation));
    for (const who of [provider, admin]) {
      const res = await who.client.post('/api/caregivers/invitations/accept', { token });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(inEnglish(M.patientsOnly));
      expect(
        (
          await who.client.post('/api/caregivers/invitations', {
            email: ana.email,
            permissions: ['manage_saved'],
          })
        ).status,
      ).toBe(403);
      expect((await who.client.get('/api/caregivers')).status).toBe(403);
    }
    const guest = apiClient(app);
    expect((await guest.post('/api/caregivers/invitations/accept', { token })).status).toBe(401);
    // None of that used the link: the invited person still can.
    expect((await ana.client.post('/api/caregivers/invitations/accept', { token })).status).toBe(204);
    expect(await mayActFor(deps.database.db, asUser(stranger), rosa.id, 'message_providers')).toBe(false);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    const rosa = await patient('Rosa');
    const before = await rosa.client.get('/api/caregivers');
    const cases: [Json, string, string][] = [
      [{ email: 'not-an-address', permissions: ['manage_saved'] }, 'email', inEnglish(M.email)],
      [{ email: 'ana@example.test', permissions: [] }, 'permissions', inEnglish(M.choosePermission)],
      [
        { email: 'ana@example.test', permissions: ['delete_account'] },
        'permissions.0',
        inEnglish(M.choosePermission),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await rosa.client.post('/api/caregivers/invitations', body);
      expect(res.status).toBe(400);
      expect((res.body.errors as Json)[field]).toBe(message);
    }
    const self = await rosa.client.post('/api/caregivers/invitations', {
      email: rosa.email,
      permissions: ['manage_saved'],
    });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe(inEnglish(M.notYourself));
    expect((await rosa.client.post('/api/caregivers/invitations/accept', { token: 'short' })).status).toBe(
      400,
    );
    // An id that is not one names nothing: the same 404 as an unknown one.
    expect((await rosa.client.delete('/api/caregivers/access/not-an-id')).status).toBe(404);
    expect(
      (await rosa.client.patch('/api/caregivers/access/1', { permissions: ['manage_saved'] })).status,
    ).toBe(404);
    expect((await rosa.client.delete('/api/caregivers/invitations/x')).status).toBe(404);
    expect(
      (await rosa.client.post('/api/caregivers/requests/x/approve', { permissions: ['manage_saved'] }))
        .status,
    ).toBe(404);
    expect((await rosa.client.post('/api/caregivers/requests/x/decline')).status).toBe(404);
    expect((await rosa.client.get('/api/caregivers')).body).toEqual(before.body);
    expect(await mailsTo(rosa.email)).toEqual([]);
  });

  it("answers in the page's language: the words in Spanish, the codes the same", async () => {
    const rosa = await patient('Rosa');
    const spanish = rosa.client.speaking('es');
    const bad = await spanish.post('/api/caregivers/invitations', {
      email: 'ana@example.test',
      permissions: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      permissions: 'Por favor, elija al menos una cosa que esta persona puede hacer por usted',
    });
    expect(bad.body.codes).toEqual({ permissions: M.choosePermission });
    const self = await spanish.post('/api/caregivers/invitations', {
      email: rosa.email,
      permissions: ['manage_saved'],
    });
    expect(self.body).toMatchObject({
      detail:
        'No puede invitar a su propio correo electrónico. Por favor, escriba el correo electrónico de la persona que le ayuda.',
      code: M.notYourself,
    });
    const ana = await patient('Ana');
    const asked = await ana.client
      .speaking('es')
      .post('/api/caregivers/requests', { patientEmail: rosa.email });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({
      message:
        'Gracias. Si hay una cuenta de paciente con ese correo electrónico, le hemos preguntado. Aquí verá su respuesta.',
    });
  });

  it('one waiting invitation per address; an existing caregiver is not invited again; a patient takes one back', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const ben = await patient('Ben');
    await grant(rosa, ana, ['manage_saved']);
    const twice = await rosa.client.post('/api/caregivers/invitations', {
      email: ana.email,
      permissions: ['manage_saved'],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(inEnglish(M.alreadyCaregiver));

    const sent = await rosa.client.post('/api/caregivers/invitations', {
      email: ben.email,
      permissions: ['manage_saved'],
    });
    const dup = await rosa.client.post('/api/caregivers/invitations', {
      email: ben.email,
      permissions: ['manage_saved'],
    });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe(inEnglish(M.alreadyInvited));
    const token = await tokenMailedTo(ben.email);
    // Only the patient who sent it may take it back.
    expect((await ana.client.delete(`/api/caregivers/invitations/${sent.body.id}`)).status).toBe(404);
    expect((await rosa.client.delete(`/api/caregivers/invitations/${sent.body.id}`)).status).toBe(204);
    expect((await ben.client.post('/api/caregivers/invitations/accept', { token })).status).toBe(404);
    expect(((await rosa.client.get('/api/caregivers')).body as Json).invitations).toEqual([]);
  });
});

describe('caregiver requests', () => {
  it('does the same work for an address with a patient account and for one without: one queued job, the same answer', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    await drainJobs(deps);
    const queuedBy = async (patientEmail: string) => {
      const before = await requestJobs();
      const res = await ana.client.post('/api/caregivers/requests', { patientEmail });
      const after = await requestJobs();
      return { status: res.status, body: res.body, queued: after - before };
    };
    const existing = await queuedBy(rosa.email);
    const none = await queuedBy(`nobody-${Date.now()}@example.test`);
    expect(none).toEqual(existing);
    expect(existing.queued).toBe(1);
    // Nothing about Rosa was read or written before answering: her request waits for the job.
    expect((await rosa.client.get('/api/caregivers')).body).toMatchObject({ requests: [] });
    await drainJobs(deps);
    expect((await rosa.client.get('/api/caregivers')).body).toMatchObject({
      requests: [{ from: { name: 'Ana Delgado' } }],
    });
  });

  it('someone asks a patient; the patient approves with chosen permissions, or declines', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const ben = await patient('Ben');
    const asked = await ana.client.post('/api/caregivers/requests', { patientEmail: rosa.email });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: inEnglish(M.requestSent) });
    const [mail] = await mailsTo(rosa.email);
    expect(decodeMail(mail!.raw)).toContain('Ana Delgado has asked to help you on CareConnect');
    // Asking for an address with no account answers the same and sends nothing.
    const nobody = `nobody-${Date.now()}@example.test`;
    expect((await ana.client.post('/api/caregivers/requests', { patientEmail: nobody })).body).toEqual(
      asked.body,
    );
    expect(await mailsTo(nobody)).toEqual([]);

    await ben.client.post('/api/caregivers/requests', { patientEmail: rosa.email });
    await drainJobs(deps);
    const { requests } = (await rosa.client.get('/api/caregivers')).body as {
      requests: { id: string; from: { name: string } }[];
    };
    expect(requests.map((r) => r.from.name).sort()).toEqual(['Ana Delgado', 'Ben Delgado']);
    const fromAna = requests.find((r) => r.from.name === 'Ana Delgado')!;
    const fromBen = requests.find((r) => r.from.name === 'Ben Delgado')!;

    // The person who asked cannot answer for the patient.
    expect(
      (
        await ana.client.post(`/api/caregivers/requests/${fromAna.id}/approve`, {
          permissions: ['manage_saved'],
        })
      ).status,
    ).toBe(404);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'manage_saved')).toBe(false);

    expect(
      (
        await rosa.client.post(`/api/caregivers/requests/${fromAna.id}/approve`, {
          permissions: ['view_appointments'],
        })
      ).status,
    ).toBe(204);
    expect((await rosa.client.post(`/api/caregivers/requests/${fromBen.id}/decline`)).status).toBe(204);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'view_appointments')).toBe(true);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'manage_appointments')).toBe(false);
    expect(await mayActFor(deps.database.db, asUser(ben), rosa.id, 'view_appointments')).toBe(false);
    const after = (await rosa.client.get('/api/caregivers')).body as Json;
    expect(after.requests).toEqual([]);
    expect((after.caregivers as unknown[]).length).toBe(1);
    // Answered once: a second answer finds nothing waiting.
    expect((await rosa.client.post(`/api/caregivers/requests/${fromBen.id}/decline`)).status).toBe(404);
  });
});

describe('changing and ending caregiver access', () => {
  it('the patient changes what a caregiver may do; it holds from the next request', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const id = await grant(rosa, ana, ['view_appointments']);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'message_providers')).toBe(false);
    expect(
      (await rosa.client.patch(`/api/caregivers/access/${id}`, { permissions: ['message_providers'] }))
        .status,
    ).toBe(204);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'message_providers')).toBe(true);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'view_appointments')).toBe(false);
    // The caregiver cannot widen their own access.
    expect(
      (await ana.client.patch(`/api/caregivers/access/${id}`, { permissions: [...CAREGIVER_PERMISSIONS] }))
        .status,
    ).toBe(404);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'manage_appointments')).toBe(false);
    expect(await auditOf(id)).toContain(`caregiver.permissions_change by ${rosa.email}`);
  });

  it('either side ends it at once; a stranger cannot; an ended access can be granted anew', async () => {
    const rosa = await patient('Rosa');
    const ana = await patient('Ana');
    const stranger = await patient('Sam', 'Stranger');
    const first = await grant(rosa, ana, ['manage_appointments']);
    expect((await stranger.client.delete(`/api/caregivers/access/${first}`)).status).toBe(404);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'manage_appointments')).toBe(true);
    expect((await rosa.client.delete(`/api/caregivers/access/${first}`)).status).toBe(204);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'view_appointments')).toBe(false);
    expect(((await ana.client.get('/api/caregivers')).body as Json).caringFor).toEqual([]);
    expect((await rosa.client.delete(`/api/caregivers/access/${first}`)).status).toBe(404);

    const second = await grant(rosa, ana, ['manage_saved']);
    expect((await ana.client.delete(`/api/caregivers/access/${second}`)).status).toBe(204);
    expect(await mayActFor(deps.database.db, asUser(ana), rosa.id, 'manage_saved')).toBe(false);
    const rows = await deps.database.db
      .select({ endedBy: caregiverAccess.endedBy })
      .from(caregiverAccess)
      .where(eq(caregiverAccess.id, second));
    expect(rows).toEqual([{ endedBy: ana.id }]);
    expect(await auditOf(first)).toContain(`caregiver.end by ${rosa.email}`);
    expect(await auditOf(second)).toContain(`caregiver.end by ${ana.email}`);
  });

  it('the rule, for each permission granted alone: what it allows and what it does not', async () => {
    const rosa = await patient('Rosa');
    const unrelated = await patient('Una', 'Related');
    for (const granted of CAREGIVER_PERMISSIONS) {
      const helper = await patient('Helper', granted);
      await grant(rosa, helper, [granted]);
      for (const wanted of CAREGIVER_PERMISSIONS) {
        const expected =
          wanted === granted || (granted === 'manage_appointments' && wanted === 'view_appointments');
        expect(
          await mayActFor(deps.database.db, asUser(helper), rosa.id, wanted),
          `${granted} → ${wanted}`,
        ).toBe(expected);
        expect(await mayActFor(deps.database.db, asUser(unrelated), rosa.id, wanted)).toBe(false);
      }
    }
    // A patient always acts for herself.
    for (const wanted of CAREGIVER_PERMISSIONS)
      expect(await mayActFor(deps.database.db, asUser(rosa), rosa.id, wanted)).toBe(true);
  });
});
