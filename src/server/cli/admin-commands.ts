import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { adminSocketPath, listenAdminSocket, type AdminAnswer } from '../lib/admin-socket.ts';
import type { Logger } from '../lib/logger.ts';
import { createVerifiedUser, newAccountSchema } from '../modules/accounts/service.ts';
import { describeError } from './errors.ts';

/**
 * The commands the running server takes over its admin socket, and nothing else. The command line
 * checks its arguments with this schema before sending, and the server checks what arrives with it
 * again: the socket is a second way in.
 */
export const adminRequestSchema = z.discriminatedUnion(
  'command',
  [z.object({ command: z.literal('user:create'), account: newAccountSchema })],
  { error: 'The server takes no command but user:create this way' },
);
export type AdminRequest = z.infer<typeof adminRequestSchema>;

/** Does what was asked; the sentence to print. */
export async function runAdminCommand(db: Db, request: AdminRequest): Promise<string> {
  switch (request.command) {
    case 'user:create': {
      const user = await createVerifiedUser(db, request.account);
      return `Created ${user.role} account ${request.account.email}. It can sign in now.`;
    }
  }
}

/** The server's side of the socket: a request from the command line, answered in its words. */
export async function answerAdminRequest(db: Db, request: unknown, log: Logger): Promise<AdminAnswer> {
  try {
    const parsed = adminRequestSchema.parse(request);
    const message = await runAdminCommand(db, parsed);
    log.info({ command: parsed.command }, 'admin command done for the command line');
    return { ok: true, message };
  } catch (err) {
    const said = describeError(err);
    if (said) return { ok: false, error: said };
    log.error({ err }, 'admin command failed');
    return { ok: false, error: 'The server could not do that; its log says why.' };
  }
}

/**
 * The running server's admin socket, on the embedded database only (PostgreSQL lets the command line
 * connect itself). `db` gives the database once the server is ready. Resolves to what closes it.
 */
export async function serveAdminCommands(
  config: Config,
  db: () => Promise<Db>,
  log: Logger,
): Promise<() => Promise<void>> {
  if (config.DATABASE_URL) return async () => {};
  try {
    return await listenAdminSocket(adminSocketPath(config.DATA_DIR), async (request) =>
      answerAdminRequest(await db(), request, log),
    );
  } catch (err) {
    log.warn({ err }, 'admin socket not opened: user:create will ask to stop the server');
    return async () => {};
  }
}
