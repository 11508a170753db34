import type { Translator } from '#shared/i18n/translate.ts';
import type { NotificationKind } from '#shared/notifications/notifications.ts';
import type { AppDeps } from '../../app-env.ts';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { serverTranslator } from '../../lib/i18n.ts';
import { recipientLocale } from '../../lib/mail/recipient-locale.ts';
import { publishToUsers } from '../realtime/index.ts';
import { deleteNoticesActingFor } from './repository.ts';

/** The job that delivers one notification by Web Push to each of its user's browsers. */
export const PUSH_JOB = 'push.send';

/** A notification's words in one language. */
export type NoticeWords = {
  title: string;
  /** Already cut to the preview length (truncatePreview; docs/product.md#notifications). */
  body: string;
};

/**
 * Writes a notification's words with a translator of the recipient's language (their account's
 * setting, read when the notification is saved): dates and names come in raw and are put into words
 * here, in that language (ADR 19).
 */
export type WriteNotice = (i18n: Translator) => NoticeWords;

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** The title and body, written in the recipient's language when the notification is saved. */
  words: WriteNotice;
  /** A path inside the site. */
  url: string | null;
  /** Deep-link fields for the service worker (conversationId, redirect_url …). */
  data?: Record<string, string>;
};

/** A saved notification, to announce once the transaction that wrote it has committed. */
export type Notice = { id: string; userId: string; kind: NotificationKind };

type NotifyDeps = Pick<AppDeps, 'database' | 'queue' | 'events' | 'log'>;

/**
 * Saves a notification for the bell menu and queues its Web Push, in the caller's transaction when
 * given one, so a rolled-back change notifies no one. Its words are written once, now, in the
 * recipient's language, and stored: the bell and the push show them as saved (an old notification
 * is not re-worded when the person changes language). Call `announce` after the commit: the open
 * browsers are told only about rows they can already read.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput, tx?: Executor): Promise<Notice> {
  const db = tx ?? deps.database.db;
  const locale = await recipientLocale(db, { userId: input.userId });
  const { title, body } = input.words(serverTranslator(locale));
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      title,
      body,
      url: input.url,
      data: input.data ?? {},
    })
    .returning({ id: notifications.id });
  await deps.queue.enqueue(PUSH_JOB, { notificationId: row.id }, { tx: db, maxAttempts: 3 });
  return { id: row.id, userId: input.userId, kind: input.kind };
}

/** Tells each user's open browsers about their new notifications (after the commit). */
export async function announce(deps: Pick<AppDeps, 'events' | 'log'>, notices: Notice[]): Promise<void> {
  await Promise.all(
    notices.map((n) =>
      publishToUsers(deps, [n.userId], { type: 'notification', notificationId: n.id, kind: n.kind }),
    ),
  );
}

/** Saves, queues and announces at once, for callers outside a transaction. */
export async function notifyNow(deps: NotifyDeps, input: NotifyInput): Promise<Notice> {
  const notice = await notify(deps, input);
  await announce(deps, [notice]);
  return notice;
}

/**
 * A caregiver's notices about a patient end with the access (ADR 18): removed rather than hidden, as
 * nothing may show them again, and a deleted patient's pages they link to are gone.
 */
export async function forgetNoticesAbout(db: Executor, caregiverId: string, patientId: string) {
  await deleteNoticesActingFor(db, caregiverId, patientId);
}
