import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATIONS_PER_HOUR, LOCATIONS_MAX } from '#shared/organizations/organizations.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import { ORGANIZATION_QUERY_MESSAGES as Q } from '#shared/organizations/organization-schemas.ts';
import { QUERY_MESSAGES } from '#shared/validation/query-values.ts';
import type {
  AffiliationDto,
  AffiliationListDto,
  AppointmentSummaryDto,
  InvitationDto,
  InvitationListDto,
  ManagedOrganizationDto,
  OrganizationOverviewDto,
  OrganizationProvidersDto,
  ProviderOrganizationsDto,
  PublicOrganizationDto,
} from '#shared/organizations/organization-schemas.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';
import {
  adminAuditLog,
  appointments,
  organizationInvitations,
  organizations,
  providerAffiliations,
  uploads,
} from '../../db/schema/index.ts';
import {
  apiClient,
  decodeMail,
  drainJobs,
  readMails,
  uniqueEmail,
  testServices,
  type Json,
} from '../../test/harness.ts';
import { addProvider, signedInUser } from '../../test/people.ts';

let app: App;
let deps: AppDeps;
type Person = Awaited<ReturnType<typeof signedInUser>>;
let admin: Person;

beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

const orgBody = (over: Json = {}): Json => ({
  name: `Coral Way Health ${randomUUID().slice(0, 6)}`,
  description: 'A family practice group in Miami.',
  website: 'https://coralway.example.com',
  phone: '(305) 555-0142',
  streetAddress: '1450 Coral Way',
  city: 'Miami',
  state: 'fl',
  zipCode: '33145',
  locations: [
    {
      name: 'Coral Gables Clinic',
      streetAddress: '200 Ponce de Leon Blvd',
      city: 'Coral Gables',
      state: 'FL',
      zipCode: '33134',
      phone: '',
    },
  ],
  ...over,
});

/** An organization admin who has created their organization. */
async function orgAdminWithOrganization(over: Json = {}) {
  const person = await signedInUser(app, deps, 'organization_admin', {
    firstName: 'Olivia',
    lastName: 'Organizer',
  });
  const res = await person.client.post('/api/organization-admin/organization', orgBody(over));
  expect(res.status).toBe(201);
  return { ...person, org: res.body as unknown as ManagedOrganizationDto };
}

/** A provider account with its own listed profile. */
async function providerWithProfile(values: Parameters<typeof addProvider>[1] = {}) {
  const person = await signedInUser(app, deps, 'provider', { firstName: 'Elena', lastName: 'Morales' });
  const profileId = await addProvider(deps, { userId: person.id, firstName: 'Elena', ...values });
  return { ...person, profileId };
}

async function affiliationRow(profileId: string, organizationId: string) {
  const [row] = await deps.database.db
    .select()
    .from(providerAffiliations)
    .where(
      and(
        eq(providerAffiliations.providerProfileId, profileId),
        eq(providerAffiliations.organizationId, organizationId),
      ),
    );
  return row ?? null;
}

async function auditEntries(targetId: string) {
  return deps.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
}

const ADMIN_ENDPOINTS: [method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: Json][] = [
  ['get', '/api/organization-admin/organization'],
  ['post', '/api/organization-admin/organization', orgBody()],
  ['patch', '/api/organization-admin/organization', orgBody()],
  ['get', '/api/organization-admin/overview'],
  ['get', '/api/organization-admin/affiliations'],
  ['patch', `/api/organization-admin/affiliations/${randomUUID()}`, { action: 'end' }],
  ['get', '/api/organization-admin/invitations'],
  [
    'post',
    '/api/organization-admin/invitations',
    { email: 'x@example.test', affiliationRole: '', locationName: '' },
  ],
  ['delete', `/api/organization-admin/invitations/${randomUUID()}`],
  ['get', '/api/organization-admin/appointments'],
];

const PROVIDER_ENDPOINTS: [method: 'get' | 'post', path: string, body?: Json][] = [
  ['get', '/api/provider/organizations'],
  ['get', '/api/organizations/search?q=a'],
  ['post', `/api/provider/organization-invitations/${randomUUID()}/accept`],
  ['post', `/api/provider/organization-invitations/${randomUUID()}/decline`],
  ['post', '/api/provider/affiliations', { organizationId: randomUUID() }],
  ['post', `/api/provider/affiliations/${randomUUID()}/end`],
];

const call = (client: ReturnType<typeof apiClient>, method: string, path: string, body?: Json) =>
  method === 'get' || method === 'delete'
    ? client[method](path)
    : (client[method as 'post' | 'patch'] as (p: string, b?: Json) => ReturnType<typeof client.get>)(
        path,
        body,
      );

describe('who may call the organization endpoints', () => {
  it('asks a guest to sign in on every dashboard and provider endpoint, and changes nothing', async () => {
    const before = await deps.database.db.$count(organizations);
    for (const [method, path, body] of [...ADMIN_ENDPOINTS, ...PROVIDER_ENDPOINTS]) {
      const res = await call(apiClient(app), method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const admins = await apiClient(app).get('/api/admin/organizations');
    expect(admins.status).toBe(401);
    expect(await deps.database.db.$count(organizations)).toBe(before);
  });

  it('refuses patients and providers every organization-admin endpoint, and changes nothing', async () => {
    const patient = await signedInUser(app, deps, 'patient');
    const provider = await providerWithProfile();
    const before = await deps.database.db.$count(organizations);
    for (const who of [patient, provider]) {
      for (const [method, path, body] of ADMIN_ENDPOINTS) {
        const res = await call(who.client, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect((await who.client.get('/api/admin/organizations')).status).toBe(403);
    }
    expect(await deps.database.db.$count(organizations)).toBe(before);
  });

  it("refuses patients and organization admins the provider's endpoints", async () => {
    const patient = await signedInUser(app, deps, 'patient');
    const orgAdmin = await signedInUser(app, deps, 'organization_admin');
    for (const who of [patient, orgAdmin]) {
      for (const [method, path, body] of PROVIDER_ENDPOINTS) {
        const res = await call(who.client, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('refuses an organization admin the super admin list of organizations', async () => {
    const { client } = await orgAdminWithOrganization();
    expect((await client.get('/api/admin/organizations')).status).toBe(403);
  });
});

describe('an organization admin and their organization', () => {
  it('starts without one, creates it once, and edits it', async () => {
    const { client, id } = await signedInUser(app, deps, 'organization_admin');
    expect((await client.get('/api/organization-admin/organization')).body).toEqual({ organization: null });
    expect((await client.get('/api/organization-admin/overview')).status).toBe(404);

    const created = await client.post(
      '/api/organization-admin/organization',
      orgBody({ name: '  Palm Medical Group ' }),
    );
    expect(created.status).toBe(201);
    const org = created.body as unknown as ManagedOrganizationDto;
    expect(org).toMatchObject({
      name: 'Palm Medical Group',
      state: 'FL',
      logoUrl: null,
      locations: [{ name: 'Coral Gables Clinic', city: 'Coral Gables', phone: null }],
    });
    const [row] = await deps.database.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.adminUserId).toBe(id);

    // One organization per admin.
    const again = await client.post('/api/organization-admin/organization', orgBody());
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(M.alreadyHasOrganization));

    const edited = await client.patch(
      '/api/organization-admin/organization',
      orgBody({ name: 'Palm Medical Group', description: '', locations: [] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Palm Medical Group', description: null, locations: [] });
    const mine = (await client.get('/api/organization-admin/organization')).body.organization as Json;
    expect(mine.id).toBe(org.id);
    // An organization admin's own changes are not admin actions.
    expect(await auditEntries(org.id)).toHaveLength(0);
  });

  it('answers bad input with a message per field and changes nothing', async () => {
    const { client, org } = await orgAdminWithOrganization({ name: 'Unchanged Name' });
    const bad = await client.patch(
      '/api/organization-admin/organization',
      orgBody({
        name: ' ',
        website: 'not a site',
        phone: '12',
        zipCode: 'abc',
        locations: [
          { name: 'A', streetAddress: '', city: 'Miami', state: 'FL', zipCode: '33145', phone: '' },
          { name: 'a', streetAddress: '1 Main St', city: 'Miami', state: 'FL', zipCode: '33145', phone: '' },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    const errors = bad.body.errors as Record<string, string>;
    expect(errors.name).toBe(inEnglish(M.name));
    expect(errors.website).toBe(inEnglish(M.website));
    expect(errors.phone).toBe(inEnglish(M.phone));
    expect(errors.zipCode).toBe(inEnglish(M.zipCode));
    expect(errors['locations.0.streetAddress']).toBe(inEnglish(M.locationStreet));
    expect(errors.locations).toBe(inEnglish(M.locationsUnique));
    const [row] = await deps.database.db.select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.name).toBe('Unchanged Name');

    const fresh = await signedInUser(app, deps, 'organization_admin');
    const refused = await fresh.client.post('/api/organization-admin/organization', orgBody({ name: '' }));
    expect(refused.status).toBe(400);
    expect((await fresh.client.get('/api/organization-admin/organization')).body).toEqual({
      organization: null,
    });
  });

  it("answers in the page's language, with the limit of locations filled in", async () => {
    const { client } = await orgAdminWithOrganization();
    const location = (n: number) => ({
      name: `Clinic ${n}`,
      streetAddress: '1 Main St',
      city: 'Miami',
      state: 'FL',
      zipCode: '33145',
      phone: '',
    });
    const many = Array.from({ length: LOCATIONS_MAX + 1 }, (_, n) => location(n));
    const english = await client.patch('/api/organization-admin/organization', orgBody({ locations: many }));
    expect(english.status).toBe(400);
    expect(english.body.errors).toEqual({ locations: `You can list up to ${LOCATIONS_MAX} locations` });
    const bad = await client
      .speaking('es')
      .patch('/api/organization-admin/organization', orgBody({ name: ' ', locations: many }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: 'Por favor, escriba el nombre de su organización',
      locations: `Puede agregar hasta ${LOCATIONS_MAX} sedes`,
    });
    expect(bad.body.codes).toEqual({ name: M.name, locations: M.locationsMax });
    const again = await client.speaking('es').post('/api/organization-admin/organization', orgBody());
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Usted ya administra una organización.');
    expect(again.body.code).toBe(M.alreadyHasOrganization);
  });

  it("says a bad query or action in the page's language", async () => {
    const { client } = await orgAdminWithOrganization();
    const spanish = client.speaking('es');
    const status = await spanish.get('/api/organization-admin/affiliations?status=lost&page=0');
    expect(status.status).toBe(400);
    expect(status.body.errors).toEqual({
      status: 'Elija pending, approved o ended',
      page: 'La página debe ser al menos 1',
    });
    expect(status.body.codes).toEqual({ status: Q.affiliationStatus, page: QUERY_MESSAGES.pageAtLeast });
    const action = await spanish.patch(`/api/organization-admin/affiliations/${randomUUID()}`, {
      action: 'keep',
    });
    expect(action.body.errors).toEqual({ action: 'Elija approve, decline, update o end' });
    const scope = await spanish.get('/api/organization-admin/overview?organizationId=nope');
    expect(scope.body.errors).toEqual({ organizationId: 'Por favor, elija una organización' });
    const provider = await providerWithProfile();
    const search = await provider.client.speaking('es').get(`/api/organizations/search?q=${'a'.repeat(101)}`);
    expect(search.body.errors).toEqual({ q: 'La búsqueda debe tener 100 caracteres o menos' });
    const english = await client.get('/api/organization-admin/affiliations?status=lost&page=10001');
    expect(english.body.errors).toEqual({
      status: 'Choose pending, approved or ended',
      page: 'Page must be at most 10000',
    });
  });

  it('takes a logo only from its own upload to the logos folder', async () => {
    const { client, org, id } = await orgAdminWithOrganization();
    const other = await signedInUser(app, deps, 'organization_admin');
    const upload = async (owner: string, key: string) =>
      (
        await deps.database.db
          .insert(uploads)
          .values({ ownerUserId: owner, area: key.split('/')[0]!, key, contentType: 'image/png', size: 10 })
          .returning({ id: uploads.id })
      )[0]!.id;
    const mine = await upload(id, `organization-logos/logos/${randomUUID()}.png`);
    const theirs = await upload(other.id, `organization-logos/logos/${randomUUID()}.png`);
    const wrongPlace = await upload(id, `content-images/${randomUUID()}.png`);
    for (const logoUploadId of [theirs, wrongPlace, randomUUID()]) {
      const res = await client.patch('/api/organization-admin/organization', orgBody({ logoUploadId }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ logoUploadId: inEnglish(M.logoWrongPlace) });
    }
    const set = await client.patch('/api/organization-admin/organization', orgBody({ logoUploadId: mine }));
    expect(set.status).toBe(200);
    expect(set.body.logoUrl).toMatch(/^\/uploads\/organization-logos\/logos\/.+\.png$/);
    // Left out: kept. Null: removed.
    const kept = await client.patch('/api/organization-admin/organization', orgBody());
    expect(kept.body.logoUrl).toBe(set.body.logoUrl);
    const removed = await client.patch(
      '/api/organization-admin/organization',
      orgBody({ logoUploadId: null }),
    );
    expect(removed.body.logoUrl).toBeNull();
    expect((await apiClient(app).get(`/api/organizations/${org.id}`)).body.logoUrl).toBeNull();
  });

  it('never reads or changes another organization, its affiliations or its invitations', async () => {
    const a = await orgAdminWithOrganization({ name: 'Alpha Care' });
    const b = await orgAdminWithOrganization({ name: 'Beta Care' });
    const provider = await providerWithProfile();
    await provider.client.post('/api/provider/affiliations', { organizationId: b.org.id });
    const bAffiliation = (await affiliationRow(provider.profileId, b.org.id))!;
    const invited = await b.client.post('/api/organization-admin/invitations', {
      email: uniqueEmail('invitee'),
      affiliationRole: '',
      locationName: '',
    });
    const bInvitation = invited.body as unknown as InvitationDto;

    const other = `?organizationId=${b.org.id}`;
    // Creating takes no organization id: it makes one's own.
    for (const [method, path, body] of ADMIN_ENDPOINTS.filter(
      ([m, p]) => !(m === 'post' && p.endsWith('/organization')),
    )) {
      const res = await call(a.client, method, `${path}${other}`, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Its records, reached through one's own organization, do not exist.
    const change = await a.client.patch(`/api/organization-admin/affiliations/${bAffiliation.id}`, {
      action: 'approve',
    });
    expect(change.status).toBe(404);
    const revoke = await a.client.delete(`/api/organization-admin/invitations/${bInvitation.id}`);
    expect(revoke.status).toBe(404);
    const list = (await a.client.get('/api/organization-admin/affiliations'))
      .body as unknown as AffiliationListDto;
    expect(list.affiliations).toEqual([]);
    const invitations = (await a.client.get('/api/organization-admin/invitations'))
      .body as unknown as InvitationListDto;
    expect(invitations.invitations).toEqual([]);

    expect((await affiliationRow(provider.profileId, b.org.id))!.status).toBe('pending');
    const [inv] = await deps.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, bInvitation.id));
    expect(inv!.status).toBe('pending');
    const [bRow] = await deps.database.db.select().from(organizations).where(eq(organizations.id, b.org.id));
    expect(bRow!.name).toBe('Beta Care');
  });
});

describe('invitations', () => {
  it('mails the address, lists it as pending, refuses a second one, and can be revoked', async () => {
    const { client, org } = await orgAdminWithOrganization({ name: 'Gulf Coast Clinics' });
    const email = uniqueEmail('newdoc');
    const res = await client.post('/api/organization-admin/invitations', {
      email: `  ${email.toUpperCase()} `,
      affiliationRole: 'Attending Physician',
      locationName: 'Coral Gables Clinic',
    });
    expect(res.status).toBe(201);
    const invitation = res.body as unknown as InvitationDto;
    expect(invitation).toMatchObject({ email, status: 'pending', affiliationRole: 'Attending Physician' });

    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR)
      .map((m) => decodeMail(m.raw))
      .find((raw) => raw.includes(`To: ${email}`));
    expect(mail).toBeDefined();
    expect(mail).toContain('Subject: You are invited to join an organization on CareConnect');
    expect(mail).toContain('Olivia Organizer invites you to join Gulf Coast Clinics');
    expect(mail).toContain('Attending Physician');
    expect(mail).toContain('http://localhost:3000/provider-dashboard/organizations');
    // No provider account with this address: the mail says how to apply.
    expect(mail).toContain('http://localhost:3000/provider-application');

    const again = await client.post('/api/organization-admin/invitations', {
      email,
      affiliationRole: '',
      locationName: '',
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(inEnglish(M.invitationPending));

    const list = (await client.get('/api/organization-admin/invitations'))
      .body as unknown as InvitationListDto;
    expect(list.invitations.map((i) => i.id)).toEqual([invitation.id]);
    expect((await client.get('/api/organization-admin/overview')).body).toMatchObject({
      invitationsPending: 1,
    });

    const revoked = await client.delete(`/api/organization-admin/invitations/${invitation.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect((await client.delete(`/api/organization-admin/invitations/${invitation.id}`)).status).toBe(409);
    expect(
      ((await client.get('/api/organization-admin/invitations')).body as unknown as InvitationListDto).total,
    ).toBe(0);
    expect(org.id).toBeTruthy();
  });

  it('tells a provider who already has an account where to answer', async () => {
    const { client } = await orgAdminWithOrganization();
    const provider = await providerWithProfile();
    await client.post('/api/organization-admin/invitations', {
      email: provider.email,
      affiliationRole: '',
      locationName: '',
    });
    await drainJobs(deps);
    const mail = readMails(deps.config.DATA_DIR)
      .map((m) => decodeMail(m.raw))
      .find((raw) => raw.includes(`To: ${provider.email}`))!;
    expect(mail).toContain('open Organizations in your provider dashboard');
    expect(mail).not.toContain('/provider-application');
  });

  it('refuses a bad address and sends nothing', async () => {
    const { client, org } = await orgAdminWithOrganization();
    const res = await client.post('/api/organization-admin/invitations', {
      email: 'not-an-address',
      affiliationRole: '',
      locationName: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: inEnglish(M.email) });
    expect(
      await deps.database.db.$count(
        organizationInvitations,
        eq(organizationInvitations.organizationId, org.id),
      ),
    ).toBe(0);
  });

  it('limits how many invitations one organization sends in an hour', async () => {
    const { client, org } = await orgAdminWithOrganization();
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) {
      const res = await client.post('/api/organization-admin/invitations', {
        email: uniqueEmail(`bulk${i}`),
        affiliationRole: '',
        locationName: '',
      });
      expect(res.status).toBe(201);
    }
    const over = await client.post('/api/organization-admin/invitations', {
      email: uniqueEmail('one-too-many'),
      affiliationRole: '',
      locationName: '',
    });
    expect(over.status).toBe(429);
    expect(over.body.detail).toBe(inEnglish(M.tooManyInvitations));
    expect(
      await deps.database.db.$count(
        organizationInvitations,
        eq(organizationInvitations.organizationId, org.id),
      ),
    ).toBe(INVITATIONS_PER_HOUR);
    // Another organization has its own count.
    const other = await orgAdminWithOrganization();
    const fine = await other.client.post('/api/organization-admin/invitations', {
      email: uniqueEmail('elsewhere'),
      affiliationRole: '',
      locationName: '',
    });
    expect(fine.status).toBe(201);
  });
});

describe("the provider's side", () => {
  it('accepts an invitation to their own address only, which makes them an approved member', async () => {
    const { client, org } = await orgAdminWithOrganization({ name: 'Sunrise Health' });
    const provider = await providerWithProfile();
    const stranger = await providerWithProfile();
    const sent = (
      await client.post('/api/organization-admin/invitations', {
        email: provider.email,
        affiliationRole: 'Cardiologist',
        locationName: 'Coral Gables Clinic',
      })
    ).body as unknown as InvitationDto;

    // Someone else's invitation does not exist for them, and nothing changes.
    for (const action of ['accept', 'decline']) {
      const res = await stranger.client.post(`/api/provider/organization-invitations/${sent.id}/${action}`);
      expect(res.status).toBe(404);
    }
    expect(await affiliationRow(stranger.profileId, org.id)).toBeNull();
    expect(((await stranger.client.get('/api/provider/organizations')).body as Json).invitations).toEqual([]);

    const mine = (await provider.client.get('/api/provider/organizations'))
      .body as unknown as ProviderOrganizationsDto;
    expect(mine.invitations).toEqual([
      expect.objectContaining({
        id: sent.id,
        organization: { id: org.id, name: 'Sunrise Health', logoUrl: null },
        affiliationRole: 'Cardiologist',
        invitedBy: 'Olivia Organizer',
      }),
    ]);
    const accepted = await provider.client.post(`/api/provider/organization-invitations/${sent.id}/accept`);
    expect(accepted.status).toBe(200);
    const after = accepted.body as unknown as ProviderOrganizationsDto;
    expect(after.invitations).toEqual([]);
    expect(after.affiliations).toEqual([
      expect.objectContaining({
        status: 'approved',
        affiliationRole: 'Cardiologist',
        locationName: 'Coral Gables Clinic',
      }),
    ]);
    expect(
      (await provider.client.post(`/api/provider/organization-invitations/${sent.id}/accept`)).status,
    ).toBe(409);

    // The profile page and the organization's public page both show it.
    const profile = (await apiClient(app).get(`/api/providers/${provider.profileId}`)).body as Json;
    expect(profile.organization).toEqual({ id: org.id, name: 'Sunrise Health', logoUrl: null });
    const listed = (await apiClient(app).get(`/api/organizations/${org.id}/providers`))
      .body as unknown as OrganizationProvidersDto;
    expect(listed.providers.map((p) => p.id)).toEqual([provider.profileId]);
    expect(listed.providers[0]).toMatchObject({
      affiliationRole: 'Cardiologist',
      name: expect.stringContaining('Elena'),
    });

    // The organization admin heard about it.
    const notes = (await client.get('/api/notifications?limit=5')).body as Json;
    expect(JSON.stringify(notes)).toContain('accepted your invitation');
    // And a second invitation to a member is refused.
    const twice = await client.post('/api/organization-admin/invitations', {
      email: provider.email,
      affiliationRole: '',
      locationName: '',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(inEnglish(M.alreadyAffiliated));
  });

  it('declines an invitation, which leaves no affiliation', async () => {
    const { client, org } = await orgAdminWithOrganization();
    const provider = await providerWithProfile();
    const sent = (
      await client.post('/api/organization-admin/invitations', {
        email: provider.email,
        affiliationRole: '',
        locationName: '',
      })
    ).body as unknown as InvitationDto;
    const res = await provider.client.post(`/api/provider/organization-invitations/${sent.id}/decline`);
    expect(res.status).toBe(200);
    expect(await affiliationRow(provider.profileId, org.id)).toBeNull();
    const [row] = await deps.database.db
      .select()
      .from(organizationInvitations)
      .where(eq(organizationInvitations.id, sent.id));
    expect(row!.status).toBe('declined');
  });

  it('asks to join; the admin approves, changes the role, ends it; the provider asks again and leaves', async () => {
    const { client, org } = await orgAdminWithOrganization({ name: 'Harbor Physicians' });
    const provider = await providerWithProfile();
    const found = (await provider.client.get('/api/organizations/search?q=harbor phys')).body as Json;
    expect((found.organizations as Json[]).map((o) => o.id)).toContain(org.id);

    const asked = await provider.client.post('/api/provider/affiliations', { organizationId: org.id });
    expect(asked.status).toBe(201);
    const twice = await provider.client.post('/api/provider/affiliations', { organizationId: org.id });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe(inEnglish(M.requestExists));
    expect(
      (await provider.client.post('/api/provider/affiliations', { organizationId: randomUUID() })).status,
    ).toBe(404);

    const pending = (await client.get('/api/organization-admin/affiliations?status=pending'))
      .body as unknown as AffiliationListDto;
    expect(pending.counts).toEqual({ pending: 1, approved: 0, ended: 0 });
    const request = pending.affiliations[0]!;
    expect(request.provider.id).toBe(provider.profileId);
    // Not approved yet: nothing to edit or end.
    expect(
      (await client.patch(`/api/organization-admin/affiliations/${request.id}`, { action: 'end' })).status,
    ).toBe(409);

    const approved = await client.patch(`/api/organization-admin/affiliations/${request.id}`, {
      action: 'approve',
      affiliationRole: 'Family Physician',
      locationName: 'Coral Gables Clinic',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', affiliationRole: 'Family Physician' });
    const noticed = (await provider.client.get('/api/notifications?limit=5')).body as Json;
    expect(JSON.stringify(noticed)).toContain('Harbor Physicians approved you');

    const bad = await client.patch(`/api/organization-admin/affiliations/${request.id}`, {
      action: 'update',
      affiliationRole: 'x'.repeat(81),
    });
    expect(bad.status).toBe(400);
    expect((await affiliationRow(provider.profileId, org.id))!.affiliationRole).toBe('Family Physician');

    const updated = await client.patch(`/api/organization-admin/affiliations/${request.id}`, {
      action: 'update',
      affiliationRole: 'Medical Director',
      locationName: '',
    });
    expect(updated.body).toMatchObject({ affiliationRole: 'Medical Director', locationName: null });

    const ended = await client.patch(`/api/organization-admin/affiliations/${request.id}`, { action: 'end' });
    expect(ended.body).toMatchObject({ status: 'ended' });
    // Kept, as ended.
    expect((await affiliationRow(provider.profileId, org.id))!.status).toBe('ended');
    const publicList = (await apiClient(app).get(`/api/organizations/${org.id}/providers`))
      .body as unknown as OrganizationProvidersDto;
    expect(publicList.total).toBe(0);

    // An ended affiliation may be asked for again; then the provider withdraws it.
    expect(
      (await provider.client.post('/api/provider/affiliations', { organizationId: org.id })).status,
    ).toBe(201);
    expect((await affiliationRow(provider.profileId, org.id))!.status).toBe('pending');
    const stranger = await providerWithProfile();
    expect((await stranger.client.post(`/api/provider/affiliations/${request.id}/end`)).status).toBe(404);
    expect((await affiliationRow(provider.profileId, org.id))!.status).toBe('pending');
    const left = await provider.client.post(`/api/provider/affiliations/${request.id}/end`);
    expect(left.status).toBe(200);
    expect((await affiliationRow(provider.profileId, org.id))!.status).toBe('ended');
  });

  it('declines a request as ended', async () => {
    const { client, org } = await orgAdminWithOrganization();
    const provider = await providerWithProfile();
    await provider.client.post('/api/provider/affiliations', { organizationId: org.id });
    const row = (await affiliationRow(provider.profileId, org.id))!;
    const res = await client.patch(`/api/organization-admin/affiliations/${row.id}`, { action: 'decline' });
    expect(res.status).toBe(200);
    expect((res.body as unknown as AffiliationDto).status).toBe('ended');
    expect(
      (await client.patch(`/api/organization-admin/affiliations/${row.id}`, { action: 'approve' })).status,
    ).toBe(409);
  });

  it('asks a provider without a profile to finish it first', async () => {
    const { org } = await orgAdminWithOrganization();
    const bare = await signedInUser(app, deps, 'provider');
    const res = await bare.client.post('/api/provider/affiliations', { organizationId: org.id });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(inEnglish(M.noProviderProfile));
    expect((await bare.client.get('/api/provider/organizations')).body).toEqual({
      invitations: [],
      affiliations: [],
    });
  });
});

describe('the public organization page', () => {
  it('shows the organization and only its listed providers, paged', async () => {
    const { org } = await orgAdminWithOrganization({ name: 'Everglades Care' });
    const listed = await addProvider(deps, {
      firstName: 'Ana',
      lastName: 'Aaron',
      title: 'Doctor',
      gender: 'female',
    });
    const inactive = await addProvider(deps, { status: 'inactive' });
    const draft = await addProvider(deps, { profileStatus: 'draft' });
    const requested = await addProvider(deps);
    await deps.database.db.insert(providerAffiliations).values([
      { providerProfileId: listed, organizationId: org.id, status: 'approved' },
      { providerProfileId: inactive, organizationId: org.id, status: 'approved' },
      { providerProfileId: draft, organizationId: org.id, status: 'approved' },
      { providerProfileId: requested, organizationId: org.id, status: 'pending' },
    ]);
    const guest = apiClient(app);
    const page = (await guest.get(`/api/organizations/${org.id}`)).body as unknown as PublicOrganizationDto;
    expect(page).toMatchObject({
      name: 'Everglades Care',
      website: 'https://coralway.example.com',
      phone: '(305) 555-0142',
      city: 'Miami',
      locations: [expect.objectContaining({ name: 'Coral Gables Clinic' })],
    });
    expect(page).not.toHaveProperty('adminUserId');
    const providers = (await guest.get(`/api/organizations/${org.id}/providers`))
      .body as unknown as OrganizationProvidersDto;
    expect(providers.providers.map((p) => p.id)).toEqual([listed]);
    expect(providers.total).toBe(1);
    expect(providers.providers[0]!.name).toBe('Dr. Ana Aaron');
    // A Spanish reader sees a woman doctor as 'Dra.', as on her own profile.
    const inSpanish = (await guest.speaking('es').get(`/api/organizations/${org.id}/providers`))
      .body as unknown as OrganizationProvidersDto;
    expect(inSpanish.providers[0]!.name).toBe('Dra. Ana Aaron');
    expect((await guest.get(`/api/organizations/${org.id}/providers?page=0`)).status).toBe(400);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const guest = apiClient(app);
    expect((await guest.get(`/api/organizations/${randomUUID()}`)).status).toBe(404);
    expect((await guest.get('/api/organizations/not-an-id')).status).toBe(404);
    expect((await guest.get('/api/organizations/not-an-id/providers')).status).toBe(404);
  });
});

describe('the appointment summary', () => {
  it("counts the approved providers' appointments by status, with no patient details", async () => {
    const { client, org } = await orgAdminWithOrganization();
    const member = await addProvider(deps, { lastName: 'Member' });
    const formerMember = await addProvider(deps);
    await deps.database.db.insert(providerAffiliations).values([
      { providerProfileId: member, organizationId: org.id, status: 'approved' },
      { providerProfileId: formerMember, organizationId: org.id, status: 'ended' },
    ]);
    const patient = await signedInUser(app, deps, 'patient');
    const { today } = (await client.get('/api/organization-admin/appointments'))
      .body as unknown as AppointmentSummaryDto;
    const day = (n: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    };
    const visit = (providerProfileId: string, date: string, status: string, time = '10:00') => ({
      patientId: patient.id,
      providerProfileId,
      appointmentDate: date,
      appointmentTime: time,
      status,
      patientFirstName: 'Secretname',
      patientLastName: 'Patient',
      patientEmail: 'secret@example.test',
      patientPhone: '305-555-0100',
      patientDateOfBirth: '1950-01-01',
    });
    await deps.database.db
      .insert(appointments)
      .values([
        visit(member, day(1), 'scheduled'),
        visit(member, day(2), 'confirmed'),
        visit(member, day(3), 'cancelled'),
        visit(member, day(-2), 'completed'),
        visit(member, day(-3), 'no_show'),
        visit(member, day(-40), 'completed'),
        visit(formerMember, day(1), 'scheduled'),
      ]);
    const res = await client.get('/api/organization-admin/appointments');
    expect(res.status).toBe(200);
    const summary = res.body as unknown as AppointmentSummaryDto;
    expect(summary.next7Days).toMatchObject({ total: 3, scheduled: 1, confirmed: 1, cancelled: 1 });
    expect(summary.last30Days).toMatchObject({ total: 2, completed: 1, no_show: 1 });
    expect(summary.providers).toEqual([
      expect.objectContaining({ providerId: member, upcoming: 2, completed: 1, cancelled: 0, noShow: 1 }),
    ]);
    expect(summary.total).toBe(1);
    expect(JSON.stringify(summary)).not.toMatch(/Secretname|secret@example|305-555-0100/);
  });
});

describe('a super admin on the organization dashboard', () => {
  it('chooses an organization, and every change they make is audited', async () => {
    const { org } = await orgAdminWithOrganization({ name: 'Audited Care' });
    const list = (await admin.client.get('/api/admin/organizations?q=audited care')).body as Json;
    expect((list.organizations as Json[]).map((o) => o.id)).toContain(org.id);

    const without = await admin.client.get('/api/organization-admin/organization');
    expect(without.status).toBe(400);
    expect(without.body.detail).toBe(inEnglish(M.chooseOrganization));
    const scope = `?organizationId=${org.id}`;
    expect(
      (await admin.client.get(`/api/organization-admin/organization${scope}`)).body.organization,
    ).toMatchObject({
      id: org.id,
    });
    expect(
      (await admin.client.get(`/api/organization-admin/overview?organizationId=${randomUUID()}`)).status,
    ).toBe(404);

    const edited = await admin.client.patch(
      `/api/organization-admin/organization${scope}`,
      orgBody({ name: 'Audited Care Group' }),
    );
    expect(edited.status).toBe(200);
    const invited = await admin.client.post(`/api/organization-admin/invitations${scope}`, {
      email: uniqueEmail('by-admin'),
      affiliationRole: '',
      locationName: '',
    });
    expect(invited.status).toBe(201);
    const invitation = invited.body as unknown as InvitationDto;
    await admin.client.delete(`/api/organization-admin/invitations/${invitation.id}${scope}`);
    const provider = await providerWithProfile();
    await provider.client.post('/api/provider/affiliations', { organizationId: org.id });
    const affiliation = (await affiliationRow(provider.profileId, org.id))!;
    await admin.client.patch(`/api/organization-admin/affiliations/${affiliation.id}${scope}`, {
      action: 'approve',
      affiliationRole: 'Surgeon',
    });

    const [update] = await auditEntries(org.id);
    expect(update).toMatchObject({
      action: 'organization.update',
      actorEmail: admin.email,
      before: { name: 'Audited Care' },
      after: { name: 'Audited Care Group' },
    });
    const invitationEntries = (await auditEntries(invitation.id)).map((e) => e.action).sort();
    expect(invitationEntries).toEqual(['organization.invitation_revoke', 'organization.invite']);
    const [approve] = await auditEntries(affiliation.id);
    expect(approve).toMatchObject({
      action: 'organization.affiliation_approve',
      before: { status: 'pending', affiliationRole: null },
      after: { status: 'approved', affiliationRole: 'Surgeon' },
    });

    // A refused change writes nothing.
    const refused = await admin.client.patch(
      `/api/organization-admin/organization${scope}`,
      orgBody({ name: '' }),
    );
    expect(refused.status).toBe(400);
    expect(await auditEntries(org.id)).toHaveLength(1);

    // A super admin may also create an organization no admin runs yet.
    const created = await admin.client.post(
      '/api/organization-admin/organization',
      orgBody({ name: 'Admin Made' }),
    );
    expect(created.status).toBe(201);
    const made = created.body as unknown as ManagedOrganizationDto;
    expect((await auditEntries(made.id)).map((e) => e.action)).toEqual(['organization.create']);
    const [row] = await deps.database.db.select().from(organizations).where(eq(organizations.id, made.id));
    expect(row!.adminUserId).toBeNull();
    const overview = (await admin.client.get(`/api/organization-admin/overview${scope}`))
      .body as unknown as OrganizationOverviewDto;
    expect(overview).toMatchObject({ providersApproved: 1, providersPending: 0, invitationsPending: 0 });
  });
});
