import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../app.ts';
import type { AppDeps } from '../../app-env.ts';
import { createLogger } from '../../lib/logger.ts';
import { closeServices, createServices } from '../../services.ts';
import { TEST_ORIGIN, testConfig, testServices } from '../../test/harness.ts';
import { streamReader } from '../../test/streams.ts';
import { addPatient, addPractice, conversationOf } from './test-fixtures.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

/** Serves the app on a free port of this machine; returns its address and the server. */
function listen(app: App): Promise<{ url: string; server: ServerType }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const closeServer = (server: ServerType) =>
  new Promise<void>((resolve) => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    server.close(() => resolve());
  });

describe('two server instances on one PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'a message posted through instance A reaches a browser connected to instance B within 2 seconds (needs DATABASE_URL=postgres://…; skipped on the embedded database, which is one instance)',
    async () => {
      const a = await testServices();
      const depsB: AppDeps = await createServices(testConfig(), createLogger('silent'));
      cleanups.push(() => closeServices(depsB));
      const [hostA, hostB] = await Promise.all([listen(a.app), listen(createApp(depsB))]);
      cleanups.push(
        () => closeServer(hostA.server),
        () => closeServer(hostB.server),
      );

      // One sign-in each, through instance A; the sessions live in the shared database.
      const practice = await addPractice(a.app, a.deps);
      const rosa = await addPatient(a.app, a.deps);
      const id = await conversationOf(rosa, practice);

      const events = new AbortController();
      cleanups.push(async () => events.abort());
      const res = await fetch(`${hostB.url}/api/events`, {
        headers: { cookie: practice.client.cookie, accept: 'text/event-stream' },
        signal: events.signal,
      });
      expect(res.status).toBe(200);
      const stream = streamReader(res.body!);
      await stream.until(/: connected\n\n/);

      const started = Date.now();
      const posted = await fetch(`${hostA.url}/api/conversations/${id}/messages`, {
        method: 'POST',
        headers: { cookie: rosa.client.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ body: 'Sent through A' }),
      });
      expect(posted.status).toBe(201);
      const { id: messageId } = (await posted.json()) as { id: string };
      await stream.until(/event: message\n/);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(stream.text).toContain(`"conversationId":"${id}","messageId":"${messageId}"`);
      await stream.cancel().catch(() => {});
    },
  );
});
