import { ADMIN_CONSOLE_MESSAGES as M, type MailStatus } from '#shared/admin/console.ts';
import type { MailJobDto, MailJobListDto } from '#shared/admin/console-schemas.ts';
import type { Db } from '../../db/client.ts';
import { recordAdminAction } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import * as repo from './mail-repository.ts';

const statusOf = (r: repo.MailRow): MailStatus =>
  r.failed_at ? 'failed' : r.completed_at ? 'sent' : r.attempts > 0 ? 'retrying' : 'queued';

const toDto = (r: repo.MailRow): MailJobDto => ({
  id: r.id,
  to: r.recipient ?? '',
  template: r.template ?? '',
  status: statusOf(r),
  attempts: r.attempts,
  maxAttempts: r.max_attempts,
  lastError: r.last_error,
  createdAt: r.created_at,
  runAt: r.run_at,
  completedAt: r.completed_at,
  failedAt: r.failed_at,
});

export async function listMail(
  db: Db,
  query: repo.MailFilters & { page: number; pageSize: number },
): Promise<MailJobListDto> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await repo.listMail(db, {
    ...filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { mails: rows.map(toDto), total, page, pageSize };
}

/** Only a message that gave up may be sent again: one still queued or retrying is on its way. */
export async function retryMail(db: Db, actor: SessionUser, id: string) {
  return db.transaction(async (tx) => {
    const was = await repo.lockMail(tx, id);
    if (!was) throw notFound(M.mailNotFound);
    if (!was.failed_at) throw conflict(M.mailNotFailed);
    const now = await repo.requeueMail(tx, id);
    await recordAdminAction(tx, actor, {
      action: 'mail.retry',
      targetType: 'mail',
      targetId: id,
      before: {
        status: 'failed',
        attempts: was.attempts,
        lastError: was.last_error,
        failedAt: was.failed_at,
      },
      after: { status: 'queued', attempts: now.attempts, lastError: null, failedAt: null },
    });
    return toDto(now);
  });
}
