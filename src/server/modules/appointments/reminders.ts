import type { AppDeps } from '../../app.ts';
import { queueReminderMail } from './mail.ts';
import { claimDueReminders } from './repository.ts';
import { REMINDER_HOURS } from './service.ts';

/** How often each instance looks for visits due a reminder. */
export const REMINDER_SWEEP_MS = 60_000;

/**
 * Queues the reminder mail of every visit starting within the next 24 hours that has none yet. The
 * claim and the mails are one transaction: a failure queues nothing and leaves the visits for the next
 * sweep; a success stamps them, so no other sweep, on this instance or another, mails them again.
 */
export async function sweepReminders(deps: AppDeps, now = new Date()): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, REMINDER_HOURS);
    for (const row of due) await queueReminderMail(deps, tx, row);
    return due.length;
  });
}

/** Sweeps now and then every REMINDER_SWEEP_MS; the returned stop waits for a sweep under way. */
export function startReminderSweeps(deps: AppDeps, everyMs = REMINDER_SWEEP_MS) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = sweepReminders(deps)
      .then((n) => {
        if (n) deps.log.info({ reminders: n }, 'appointment reminders queued');
      })
      .catch((err) => deps.log.error({ err }, 'reminder sweep failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
