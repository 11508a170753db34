import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { resolve } from 'node:path';

/**
 * The embedded database belongs to one process (db/data-dir-lock.ts), so while the server runs a
 * command such as `npm run user:create` cannot open it. The server takes those few commands instead,
 * on a Unix socket in DATA_DIR that only its own user may open: never a TCP port, so nothing on the
 * network can reach it. One JSON request per connection, one JSON answer.
 */
export const adminSocketPath = (dataDir: string) => resolve(dataDir, 'admin.sock');

export type AdminAnswer = { ok: true; message: string } | { ok: false; error: string };

/**
 * The longest socket path every system we run on keeps whole (macOS holds 104 bytes, Linux 108, each
 * with the closing zero). A longer one is cut short without a word, and the socket made elsewhere.
 */
const MAX_SOCKET_PATH_BYTES = 103;
const fits = (path: string) => Buffer.byteLength(path) <= MAX_SOCKET_PATH_BYTES;

/** A request is a few hundred bytes; anything near this is not ours. */
const MAX_REQUEST_BYTES = 64 * 1024;
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Listens on `path` (a socket file left by a server that died is replaced: the caller holds the
 * database lock, so no live server owns it). Resolves to the function that stops listening and
 * removes the file.
 */
export async function listenAdminSocket(
  path: string,
  handle: (request: unknown) => Promise<AdminAnswer>,
): Promise<() => Promise<void>> {
  if (!fits(path)) throw new Error(`${path} is too long for a socket; use a shorter DATA_DIR`);
  rmSync(path, { force: true });
  const server = createServer((socket) => serve(socket, handle));
  const listening = new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.once('listening', () => {
      server.off('error', fail);
      done();
    });
  });
  // listen() makes the file at once (bind), before it returns: made owner-only rather than narrowed
  // after, and the process's own mask is back before any other code runs.
  const umask = process.umask(0o177);
  try {
    server.listen(path);
  } finally {
    process.umask(umask);
  }
  await listening;
  chmodSync(path, 0o600);
  const removeFile = () => rmSync(path, { force: true });
  // A forced exit (the shutdown's time limit) still leaves no socket behind.
  process.on('exit', removeFile);
  return async () => {
    process.off('exit', removeFile);
    await new Promise<void>((done) => server.close(() => done()));
    removeFile();
  };
}

function serve(socket: Socket, handle: (request: unknown) => Promise<AdminAnswer>) {
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  let received = '';
  const onData = (chunk: Buffer) => {
    received += chunk.toString('utf8');
    if (received.length > MAX_REQUEST_BYTES) return void socket.destroy();
    const end = received.indexOf('\n');
    if (end < 0) return;
    socket.off('data', onData);
    void answer(received.slice(0, end)).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  };
  const answer = async (line: string): Promise<AdminAnswer> => {
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return { ok: false, error: 'The server did not understand the request.' };
    }
    return handle(request);
  };
  socket.on('data', onData);
}

/**
 * Sends one request to the server listening on `path`. Null when no server listens there (no
 * socket file, or one left by a server that is gone), so the caller opens the database itself.
 */
export function sendAdminRequest(path: string, request: unknown): Promise<AdminAnswer | null> {
  if (!fits(path)) return Promise.resolve(null);
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    let received = '';
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => {
      try {
        done(JSON.parse(received) as AdminAnswer);
      } catch {
        fail(new Error('The running CareConnect server gave no answer; see its log.'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && ['ENOENT', 'ECONNREFUSED', 'ENOTSOCK'].includes(err.code ?? '')) done(null);
      else
        fail(new Error(`The running CareConnect server could not be reached (${err.code ?? err.message}).`));
    });
  });
}
