import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Logger } from './logger.ts';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobExecutor = Pick<Db, 'insert'>;

/** Seconds to wait before retry n (1-based): 5 s, 20 s, 80 s … capped at one hour. */
export const backoffSeconds = (attempt: number) => Math.min(3600, 5 * 4 ** (attempt - 1));

const STALE_LOCK = sql`interval '5 minutes'`;

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * A jobs table polled with FOR UPDATE SKIP LOCKED: every instance may poll, each job is claimed by one.
 * A job whose worker died mid-run is retried once its lock is five minutes old.
 */
export function createJobQueue(db: Db, log: Logger, pollMs: number) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function enqueue(
    type: string,
    payload: Record<string, unknown>,
    opts: { runAt?: Date; maxAttempts?: number; tx?: JobExecutor } = {},
  ) {
    const [row] = await (opts.tx ?? db)
      .insert(jobs)
      .values({ type, payload, runAt: opts.runAt ?? new Date(), maxAttempts: opts.maxAttempts ?? 8 })
      .returning({ id: jobs.id });
    return row.id;
  }

  /** Claims and runs the jobs that are due; returns how many ran. */
  async function runDue(limit = 10): Promise<number> {
    const claimed = await db.execute<{
      id: number;
      type: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update ${jobs} set locked_at = now(), attempts = attempts + 1
      where id in (
        select id from ${jobs}
        where completed_at is null and failed_at is null and run_at <= now()
          and (locked_at is null or locked_at < now() - ${STALE_LOCK})
        order by run_at limit ${limit}
        for update skip locked)
      returning id, type, payload, attempts, max_attempts`);
    for (const job of claimed.rows) {
      const handler = handlers.get(job.type);
      try {
        if (!handler) throw new Error(`No handler for job type ${job.type}`);
        await handler(job.payload);
        await db.update(jobs).set({ completedAt: new Date(), lastError: null }).where(eq(jobs.id, job.id));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const final = job.attempts >= job.max_attempts;
        log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, final, err: message }, 'job failed');
        await db
          .update(jobs)
          .set(
            final
              ? { failedAt: new Date(), lastError: message, lockedAt: null }
              : {
                  lastError: message,
                  lockedAt: null,
                  runAt: new Date(Date.now() + backoffSeconds(job.attempts) * 1000),
                },
          )
          .where(and(eq(jobs.id, job.id)));
      }
    }
    return claimed.rows.length;
  }

  function tick() {
    if (stopped) return;
    running = runDue()
      .catch((err) => {
        log.error({ err }, 'job poll failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  }

  return {
    register(type: string, handler: JobHandler) {
      handlers.set(type, handler);
    },
    enqueue,
    runDue,
    start() {
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
