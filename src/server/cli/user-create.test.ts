import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath, sendAdminRequest } from '../lib/admin-socket.ts';

/**
 * A new user starts the product, then makes the first administrator in a second terminal: the CLI
 * runs as its own process beside the real server, which holds the embedded database.
 */

const port = 20_000 + Math.floor(Math.random() * 20_000);
const base = `http://localhost:${port}`;

type Run = { code: number; stdout: string; stderr: string };

function runCli(script: string, args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `src/server/cli/${script}`, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** One line, no stack trace: what a person at a terminal can read. */
function expectOneSentence(run: Run, pattern: RegExp) {
  expect(run.code).not.toBe(0);
  const text = run.stderr.trim();
  expect(text).toMatch(pattern);
  expect(text.split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\n\s+at |node:internal|\.ts:\d+/);
}

const signIn = (email: string, password: string) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run user:create beside a running server', () => {
  let dataDir: string;
  let server: ChildProcess;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'careconnect-cli-'));
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 120_000);

  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  });

  it('creates an account the running server signs in at once', { timeout: 90_000 }, async () => {
    const run = await runCli(
      'user-create.ts',
      [
        ...['--email', 'First.Admin@Example.test', '--password', 'a-long-password-1'],
        ...['--role', 'super_admin', '--first', 'Ada', '--last', 'Admin'],
      ],
      dataDir,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(
      'Created super_admin account first.admin@example.test. It can sign in now.',
    );
    expect(run.code).toBe(0);

    const res = await signIn('first.admin@example.test', 'a-long-password-1');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe('super_admin');
    expect((await signIn('first.admin@example.test', 'a-wrong-password')).status).toBe(401);
  });

  it('the server takes admin commands on a socket only its own user can open', async () => {
    const socket = adminSocketPath(dataDir);
    expect(socket).toBe(join(dataDir, 'admin.sock'));
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    // Nothing but the commands it was made for, checked by the same schema as the command line's.
    expect(await sendAdminRequest(socket, { command: 'db:restore', from: '/tmp/x' })).toEqual({
      ok: false,
      error: 'The server takes no command but user:create this way.',
    });
    expect(
      await sendAdminRequest(socket, {
        command: 'user:create',
        account: { email: 'sneaky@example.test', password: 'short', role: 'super_admin' },
      }),
    ).toEqual({ ok: false, error: 'Password must be at least 8 characters.' });
    expect((await signIn('sneaky@example.test', 'short')).ok).toBe(false);
  });

  it('answers bad arguments and a taken email with one sentence', { timeout: 90_000 }, async () => {
    const badRole = await runCli(
      'user-create.ts',
      ['--email', 'x@example.test', '--password', 'a-long-password-1', '--role', 'wizard'],
      dataDir,
    );
    expectOneSentence(badRole, /^Role must be Patient, Provider, Organization admin or Super admin/);

    const short = await runCli(
      'user-create.ts',
      ['--email', 'not-an-email', '--password', 'short', '--role', 'patient'],
      dataDir,
    );
    expectOneSentence(short, /valid email address.*Password must be at least 8 characters/);

    const unknown = await runCli('user-create.ts', ['--mail', 'x@example.test'], dataDir);
    expectOneSentence(unknown, /Unknown option '--mail'.*Usage: npm run user:create/);

    const taken = await runCli(
      'user-create.ts',
      ['--email', 'first.admin@example.test', '--password', 'a-long-password-2', '--role', 'patient'],
      dataDir,
    );
    expectOneSentence(taken, /^An account with the email first\.admin@example\.test already exists\.$/);
    // The first password still signs in: nothing was overwritten.
    expect((await signIn('first.admin@example.test', 'a-long-password-1')).status).toBe(200);
  });

  it(
    'asks to stop the server before an import or a backup, in one sentence',
    { timeout: 90_000 },
    async () => {
      const file = join(dataDir, 'empty.csv');
      writeFileSync(file, 'NPI\n');
      const run = await runCli('import.ts', ['--format', 'cms', file], dataDir);
      expectOneSentence(run, /in use by another CareConnect process \(pid \d+\).*stop it/);
      const backup = await runCli('db-backup.ts', [], dataDir);
      expectOneSentence(backup, /in use by another CareConnect process \(pid \d+\).*stop it/);
    },
  );

  it('removes the socket when the server stops', { timeout: 30_000 }, async () => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, 'admin.sock'))).toBe(false);

    // With no server running, the command opens the database itself, as before.
    const run = await runCli(
      'user-create.ts',
      ['--email', 'second@example.test', '--password', 'a-long-password-1', '--role', 'provider'],
      dataDir,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('Created provider account second@example.test. It can sign in now.');
  });
});
