import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import {
  REPORT_MESSAGES,
  type ProfileReportDto,
  type ProfileReportListDto,
} from '#shared/reports/reports.ts';
import { profileReports } from '../../db/schema/index.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { auditCount, auditEntries } from '../../test/audit-log.ts';
import { addProvider, signedInUser } from '../../test/people.ts';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { inEnglish } from '../../lib/i18n.ts';

let app: App;
let deps: AppDeps;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  ({ app, deps } = await testServices());
  admin = await signedInUser(app, deps, 'super_admin', { firstName: 'Ada', lastName: 'Admin' });
});

const report = { category: 'phone_number_wrong', description: 'The phone number rings a bakery.' };
const reportsFor = (providerId: string) =>
  deps.database.db.select().from(profileReports).where(eq(profileReports.providerProfileId, providerId));

describe('submitting a report', () => {
  it('takes a signed-in user’s report as pending', async () => {
    const id = await addProvider(deps);
    const maria = await signedInUser(app, deps, 'patient', { firstName: 'Maria', lastName: 'Garcia' });
    const res = await maria.client.post(`/api/providers/${id}/reports`, report);
    expect(res.status).toBe(201);
    const rows = await reportsFor(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.body.id,
      reporterId: maria.id,
      reportCategory: 'phone_number_wrong',
      description: 'The phone number rings a bakery.',
      status: 'pending',
      reviewedAt: null,
      reviewedBy: null,
      resolvedAt: null,
    });
    // Providers can report too: any signed-in user.
    const provider = await signedInUser(app, deps, 'provider');
    expect((await provider.client.post(`/api/providers/${id}/reports`, report)).status).toBe(201);
  });

  it("tells guests 'You must be logged in to submit a report', before checking the form", async () => {
    const id = await addProvider(deps);
    for (const body of [report, {}]) {
      const res = await apiClient(app).post(`/api/providers/${id}/reports`, body);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe(inEnglish(REPORT_MESSAGES.signIn));
    }
    expect(await reportsFor(id)).toHaveLength(0);
  });

  it('refuses a missing category and a short description with the spec’s words, writing nothing', async () => {
    const id = await addProvider(deps);
    const { client } = await signedInUser(app, deps, 'patient');
    const noCategory = await client.post(`/api/providers/${id}/reports`, { description: report.description });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.errors).toMatchObject({ category: inEnglish(REPORT_MESSAGES.category) });
    const wrongCategory = await client.post(`/api/providers/${id}/reports`, { ...report, category: 'rude' });
    expect(wrongCategory.body.errors).toMatchObject({ category: inEnglish(REPORT_MESSAGES.category) });
    const short = await client.post(`/api/providers/${id}/reports`, {
      ...report,
      description: '  too short ',
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toMatchObject({ description: inEnglish(REPORT_MESSAGES.description) });
    const long = await client.post(`/api/providers/${id}/reports`, {
      ...report,
      description: 'x'.repeat(2001),
    });
    expect(long.body.errors).toMatchObject({ description: inEnglish(REPORT_MESSAGES.descriptionLong) });
    expect(await reportsFor(id)).toHaveLength(0);
  });

  it("answers in the page's language: the words in Spanish, the codes the same", async () => {
    const id = await addProvider(deps);
    const guest = await apiClient(app).speaking('es').post(`/api/providers/${id}/reports`, report);
    expect(guest.status).toBe(401);
    expect(guest.body.detail).toBe('Debe iniciar sesión para enviar un reporte');
    expect(guest.body.code).toBe(REPORT_MESSAGES.signIn);
    const { client } = await signedInUser(app, deps, 'patient');
    const short = await client.speaking('es').post(`/api/providers/${id}/reports`, { description: 'corto' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({
      category: 'Por favor, elija qué tipo de problema quiere reportar',
      description: 'Por favor, escriba una descripción de al menos 10 caracteres',
    });
    expect(short.body.codes).toEqual({
      category: REPORT_MESSAGES.category,
      description: REPORT_MESSAGES.description,
    });
    expect(await reportsFor(id)).toHaveLength(0);
  });

  it('404s providers that are not listed', async () => {
    const { client } = await signedInUser(app, deps, 'patient');
    for (const id of [await addProvider(deps, { status: 'inactive' }), randomUUID(), 'bad-id']) {
      const res = await client.post(`/api/providers/${id}/reports`, report);
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(inEnglish(PROFILE_MESSAGES.notAvailable));
    }
  });
});

describe('the admin report list', () => {
  it('filters by provider, reporter and status, with counts per status; no e-mail addresses', async () => {
    const a = await addProvider(deps, { firstName: 'Ana', lastName: 'Ruiz', professionalTitle: 'do' });
    const b = await addProvider(deps);
    const maria = await signedInUser(app, deps, 'patient', { firstName: 'Maria', lastName: 'Garcia' });
    const joe = await signedInUser(app, deps, 'patient', { firstName: 'Joe', lastName: 'Park' });
    const first = (await maria.client.post(`/api/providers/${a}/reports`, report)).body.id as string;
    await joe.client.post(`/api/providers/${a}/reports`, {
      category: 'other',
      description: 'Moved to Tampa last year.',
    });
    await maria.client.post(`/api/providers/${b}/reports`, report);
    await admin.client.patch(`/api/admin/reports/${first}`, { status: 'under_review' });

    const all = (await admin.client.get(`/api/admin/reports?providerId=${a}`))
      .body as unknown as ProfileReportListDto;
    expect(all.reports).toHaveLength(2);
    expect(all.reports[0]).toMatchObject({
      category: 'other',
      reporterName: 'Joe Park',
      providerName: 'Dr. Ana Ruiz, DO',
    });
    expect(all.counts).toEqual({ pending: 1, under_review: 1, resolved: 0, dismissed: 0 });
    expect(JSON.stringify(all)).not.toContain('@');

    const pending = (await admin.client.get(`/api/admin/reports?providerId=${a}&status=pending`))
      .body as unknown as ProfileReportListDto;
    expect(pending.reports.map((r) => r.reporterName)).toEqual(['Joe Park']);
    // The counts still cover every status, for the status tabs.
    expect(pending.counts).toEqual({ pending: 1, under_review: 1, resolved: 0, dismissed: 0 });

    const byMaria = (await admin.client.get(`/api/admin/reports?reporterId=${maria.id}`))
      .body as unknown as ProfileReportListDto;
    expect(byMaria.reports.map((r) => r.providerProfileId).sort()).toEqual([a, b].sort());

    expect((await admin.client.get('/api/admin/reports?status=lost')).status).toBe(400);
    expect((await admin.client.get('/api/admin/reports?providerId=x')).status).toBe(400);
  });

  it('is for super admins only', async () => {
    for (const role of ['patient', 'provider', 'organization_admin'] as const) {
      const { client } = await signedInUser(app, deps, role);
      expect((await client.get('/api/admin/reports')).status).toBe(403);
    }
    expect((await apiClient(app).get('/api/admin/reports')).status).toBe(401);
  });
});

describe('report status changes', () => {
  async function newReport() {
    const id = await addProvider(deps);
    const { client } = await signedInUser(app, deps, 'patient');
    return (await client.post(`/api/providers/${id}/reports`, report)).body.id as string;
  }
  const change = async (client: ReturnType<typeof apiClient>, id: string, status: string) => {
    const res = await client.patch(`/api/admin/reports/${id}`, { status });
    expect(res.status).toBe(200);
    return res.body as unknown as ProfileReportDto;
  };

  it('stamps reviewed_at and reviewed_by the first time under review, and resolved_at on resolving', async () => {
    const id = await newReport();
    const first = await change(admin.client, id, 'under_review');
    expect(first.status).toBe('under_review');
    expect(first.reviewedBy).toBe(admin.id);
    expect(Date.now() - Date.parse(first.reviewedAt!)).toBeLessThan(60_000);
    expect(first.resolvedAt).toBeNull();

    // Back to pending and under review again, by another admin: the first review stands.
    const other = await signedInUser(app, deps, 'super_admin');
    await change(other.client, id, 'pending');
    const again = await change(other.client, id, 'under_review');
    expect(again).toMatchObject({ reviewedAt: first.reviewedAt, reviewedBy: admin.id });

    const resolved = await change(other.client, id, 'resolved');
    expect(resolved.status).toBe('resolved');
    expect(Date.now() - Date.parse(resolved.resolvedAt!)).toBeLessThan(60_000);
    // Saving "resolved" again keeps the time it was resolved.
    expect((await change(other.client, id, 'resolved')).resolvedAt).toBe(resolved.resolvedAt);
  });

  it('dismisses without stamping a review', async () => {
    const id = await newReport();
    expect(await change(admin.client, id, 'dismissed')).toMatchObject({
      status: 'dismissed',
      reviewedAt: null,
      reviewedBy: null,
      resolvedAt: null,
    });
  });

  it('refuses everyone but super admins, bad statuses and unknown reports; nothing changes', async () => {
    const id = await newReport();
    for (const role of ['patient', 'provider'] as const) {
      const { client } = await signedInUser(app, deps, role);
      expect((await client.patch(`/api/admin/reports/${id}`, { status: 'resolved' })).status).toBe(403);
    }
    expect((await apiClient(app).patch(`/api/admin/reports/${id}`, { status: 'resolved' })).status).toBe(401);
    expect((await admin.client.patch(`/api/admin/reports/${id}`, { status: 'closed' })).status).toBe(400);
    const [row] = await deps.database.db.select().from(profileReports).where(eq(profileReports.id, id));
    expect(row).toMatchObject({ status: 'pending', resolvedAt: null, reviewedAt: null });
    expect(
      (await admin.client.patch(`/api/admin/reports/${randomUUID()}`, { status: 'resolved' })).status,
    ).toBe(404);
    const unknown = await admin.client.patch('/api/admin/reports/nope', { status: 'resolved' });
    expect([unknown.status, unknown.body.detail]).toEqual([404, 'Report not found']);
    const inSpanish = await admin.client
      .speaking('es')
      .patch('/api/admin/reports/nope', { status: 'resolved' });
    expect(inSpanish.body.detail).toBe('No se encontró el reporte');
    expect(await auditCount(deps, { targetId: id })).toBe(0);
  });

  it('writes each change to the audit log with the admin and the fields it changed', async () => {
    const id = await newReport();
    const first = await change(admin.client, id, 'under_review');
    await change(admin.client, id, 'resolved');
    const entries = await auditEntries(deps, { action: 'report.update', targetId: id });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'profile_report',
      before: { status: 'pending', reviewedAt: null, reviewedBy: null },
      after: { status: 'under_review', reviewedAt: first.reviewedAt, reviewedBy: admin.id },
    });
    expect(entries[1]!.before).toEqual({ status: 'under_review', resolvedAt: null });
    expect(entries[1]!.after).toMatchObject({ status: 'resolved' });
    expect(Object.keys(entries[1]!.after!).sort()).toEqual(['resolvedAt', 'status']);
  });
});
