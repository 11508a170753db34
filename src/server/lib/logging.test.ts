import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerAdminRequest } from '../cli/admin-commands.ts';
import { users } from '../db/schema/index.ts';
import { closeServices, createServices } from '../services.ts';
import type { AppDeps } from '../app-env.ts';
import { TEST_ORIGIN, testConfig, uniqueEmail, uniqueIp } from '../test/harness.ts';
import { createLogger } from './logger.ts';

/**
 * What reaches the log: one instance of its own whose logger writes into `lines`, so each test reads
 * exactly what the server would have written.
 */
type Line = { level: number; msg?: string; [key: string]: unknown };
const lines: Line[] = [];
let deps: AppDeps;
const WARN = 40;
const ERROR = 50;

beforeAll(async () => {
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
  deps = await createServices(testConfig(), log);
});

afterAll(async () => {
  await closeServices(deps);
});

/** The lines a piece of work writes. */
async function logged(work: () => Promise<unknown>): Promise<Line[]> {
  const from = lines.length;
  await work();
  return lines.slice(from);
}

/** A request straight to the sign-in service, as if nothing of ours stood before it. */
const toAuth = (path: string, headers: Record<string, string>, body: unknown) =>
  deps.auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': uniqueIp(), ...headers },
      body: JSON.stringify(body),
    }),
  );

describe("the sign-in service's log lines", () => {
  it("logs a client's mistakes (a foreign Origin, a callback off the site) as warnings, not errors, and nothing to stderr", async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const written = await logged(async () => {
      const foreign = await toAuth(
        '/sign-in/email',
        { origin: 'https://evil.example', cookie: 'x=1' },
        { email: 'nobody@example.test', password: 'whatever-1' },
      );
      expect(foreign.status).toBe(403);
      const callback = await toAuth(
        '/sign-in/email',
        { origin: TEST_ORIGIN },
        { email: 'nobody@example.test', password: 'whatever-1', callbackURL: 'https://evil.example/' },
      );
      expect(callback.status).toBe(403);
      // A refusal of a person's own input is no line at all: the request log has its status.
      const wrong = await toAuth(
        '/sign-in/email',
        { origin: TEST_ORIGIN },
        { email: 'nobody@example.test', password: 'whatever-1' },
      );
      expect(wrong.status).toBe(401);
    });
    expect(written.filter((l) => l.level >= ERROR)).toEqual([]);
    const warnings = written.filter((l) => l.level === WARN).map((l) => l.msg);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Invalid origin: https:\/\/evil\.example/),
        expect.stringMatching(/^Invalid callbackURL: https:\/\/evil\.example/),
      ]),
    );
    expect(stderr).not.toHaveBeenCalled();
    stderr.mockRestore();
  });
});

describe('a failed query in the log', () => {
  it("keeps the query and the database's reason, not the values: no names, no e-mail", async () => {
    const email = uniqueEmail('values');
    const values = { email, name: 'Zelda Quartermain', firstName: 'Zelda', lastName: 'Quartermain' };
    await deps.database.db.insert(users).values(values);
    let failure: unknown;
    await deps.database.db
      .insert(users)
      .values(values)
      .catch((err: unknown) => (failure = err));
    expect(String((failure as Error).message)).toContain(email);
    const written = await logged(async () => deps.log.error({ err: failure }, 'insert failed'));
    const text = JSON.stringify(written);
    expect(written).toHaveLength(1);
    expect(text).toContain('insert into \\"users\\"');
    expect(text).toContain('duplicate key');
    expect(text).not.toContain(email);
    expect(text).not.toContain('Quartermain');
    // The same for a failure a job writes down as words.
    const job = await logged(async () => deps.log.warn({ err: (failure as Error).message }, 'job failed'));
    expect(JSON.stringify(job)).not.toContain(email);
  });

  it('user:create through the admin socket: a failed insert logs no name or e-mail', async () => {
    const email = uniqueEmail('racer');
    const account = {
      email,
      password: 'long-enough-pass-1',
      role: 'patient',
      firstName: 'Yolanda',
      lastName: 'Brightwater',
    };
    const request = { command: 'user:create', account };
    // Two at once: both find the address free, one insert then fails on the unique e-mail.
    const written = await logged(async () => {
      const answers = await Promise.all([
        answerAdminRequest(deps.database.db, request, deps.log),
        answerAdminRequest(deps.database.db, request, deps.log),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
    });
    const errors = written.filter((l) => l.level >= ERROR);
    expect(errors).toHaveLength(1);
    const text = JSON.stringify(errors);
    expect(text).toContain('duplicate key');
    expect(text).not.toContain(email);
    expect(text).not.toContain('Yolanda');
    expect(text).not.toContain('Brightwater');
  });
});
