import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles.ts';
import { createApp, type App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createLogger } from '../../lib/logger.ts';
import { apiClient, testServices } from '../../test/harness.ts';
import { signedInUser } from '../../test/people.ts';
import { streamReader } from '../../test/streams.ts';

const TOKEN = 'scrape-token-0123456789';
let deps: AppDeps;
let app: App;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const shared = await testServices();
  // An app of its own, with a log we can read and a scrape token.
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  deps = {
    ...shared.deps,
    config: { ...shared.deps.config, METRICS_TOKEN: TOKEN },
    log: createLogger('info', sink),
  };
  app = createApp(deps);
});

const scrape = (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
  app.request('/api/metrics', { headers });

describe('/api/metrics', () => {
  it('is for a scraper with the token or a super admin, nobody else', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    for (const role of ['patient', 'provider', 'organization_admin'] as Role[]) {
      const who = await signedInUser(app, deps, role);
      expect((await who.client.get('/api/metrics')).status, role).toBe(403);
    }
    const admin = await signedInUser(app, deps, 'super_admin');
    const res = await app.request('/api/metrics', { headers: { cookie: admin.client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('counts requests by matched route and status, with a latency histogram, never by raw path', async () => {
    const guest = apiClient(app);
    await guest.get('/api/providers/search?location=33134');
    await guest.get('/api/providers/00000000-0000-4000-8000-000000000000');
    const text = await (await scrape()).text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/providers\/search",status="200"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/providers\/:id",status="404"\} \d+$/m,
    );
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{method="GET",route="\/api\/providers\/search",le="\+Inf"\} \d+$/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/providers\/search"\} \d+$/m,
    );
    expect(text).toMatch(/^# TYPE careconnect_job_queue_depth gauge$/m);
    expect(text).toMatch(/^careconnect_job_queue_depth \d+$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });

  it('reports open realtime connections', async () => {
    const patient = await signedInUser(app, deps, 'patient');
    const before = Number(
      /careconnect_realtime_connections\{stream="user"\} (\d+)/.exec(await (await scrape()).text())![1],
    );
    const res = await app.request('/api/events', { headers: { cookie: patient.client.cookie } });
    const reader = streamReader(res.body!);
    await reader.until(/connected/);
    const during = Number(
      /careconnect_realtime_connections\{stream="user"\} (\d+)/.exec(await (await scrape()).text())![1],
    );
    expect(during).toBe(before + 1);
    await reader.cancel();
  });
});

describe('request logs', () => {
  it('give every answer an id and write one line per request, without the query string', async () => {
    const res = await apiClient(app).get('/api/providers/search?location=Coral%20Gables&q=Morales');
    const reqId = res.headers.get('x-request-id')!;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.reqId === reqId)!;
    expect(line).toMatchObject({ method: 'GET', path: '/api/providers/search', status: 200, msg: 'request' });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(line)).not.toMatch(/Coral|Morales/);
  });

  it("ignore a caller's own request id unless behind a trusted proxy", async () => {
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(res.headers.get('x-request-id')).not.toBe('chosen-by-client');
    const proxied = createApp({ ...deps, config: { ...deps.config, TRUST_PROXY: true } });
    const through = await proxied.request('/api/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(through.headers.get('x-request-id')).toBe('lb-1234');
    const bad = await proxied.request('/api/health', { headers: { 'x-request-id': 'bad id <script>' } });
    expect(bad.headers.get('x-request-id')).not.toBe('bad id <script>');
  });
});
