import type { AppDeps } from '../../app-env.ts';
import { providerName, typeName } from '../../lib/row-names.ts';
import { startSweeps } from '../../lib/sweep.ts';
import { announce, appointmentReminderNotice, notify, type Notice } from '../notifications/index.ts';
import { queueReminderMail } from './mail.ts';
import { claimDueReminders } from './repository.ts';
import { REMINDER_HOURS } from './service.ts';

/** How often each instance looks for visits due a reminder. */
const REMINDER_SWEEP_MS = 60_000;

/**
 * Queues the reminder mail, and the patient's notification, of every visit starting within the next
 * 24 hours that has none yet; the patient's caregivers who see their appointments get theirs, as
 * they are at the sweep (caregiver-notices.test.ts). The claim, the mails and the notifications are
 * one transaction: a failure queues nothing and leaves the visits for the next sweep; a success
 * stamps them, so no other sweep, on this instance or another, mails them again.
 */
export async function sweepReminders(deps: AppDeps, now = new Date()): Promise<number> {
  const { count, notices } = await deps.database.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now, REMINDER_HOURS);
    const saved: Notice[] = [];
    for (const row of due) {
      saved.push(...(await queueReminderMail(deps, tx, row)));
      // The same visit in the patient's bell menu and, when they allowed it, as a push.
      saved.push(
        await notify(
          deps,
          appointmentReminderNotice(row.patient_id, {
            id: row.id,
            date: row.date,
            time: row.time,
            typeName: (locale) => typeName(row, locale),
            providerName: (locale) => providerName(row, locale),
          }),
          tx,
        ),
      );
    }
    return { count: due.length, notices: saved };
  });
  await announce(deps, notices);
  return count;
}

/** Sweeps now and then every REMINDER_SWEEP_MS; the returned stop waits for a sweep under way. */
export function startReminderSweeps(deps: AppDeps, everyMs = REMINDER_SWEEP_MS) {
  return startSweeps({
    log: deps.log,
    everyMs,
    sweep: () => sweepReminders(deps),
    countKey: 'reminders',
    done: 'appointment reminders queued',
    failed: 'reminder sweep failed',
  });
}
