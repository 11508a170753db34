import { Bell, BellOff, BellRing, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionInput } from '#shared/notifications/push-subscription.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import type { MessageKey, Translate } from '#shared/i18n/translate.ts';
import { deletePushSubscription, fetchPushPublicKey, savePushSubscription } from '../api/notifications.ts';
import {
  activeRegistration,
  browserPushState,
  currentSubscription,
  pushSupport,
  subscribeBrowser,
  WORKER_DID_NOT_START,
  type BrowserPushState,
} from '../lib/push.ts';

export const PUSH_TEXT = {
  insecure: 'account.push.insecure',
  unsupported: 'account.push.unsupported',
  denied: 'account.push.denied',
  deniedHelp: 'account.push.deniedHelp',
  on: 'account.push.on',
  off: 'account.push.off',
  why: 'account.push.why',
  turnOn: 'account.push.turnOn',
  turnOff: 'account.push.turnOff',
  turnedOn: 'account.push.turnedOn',
  turnedOff: 'account.push.turnedOff',
  notAllowed: 'account.push.notAllowed',
  onFailed: 'account.push.onFailed',
  offFailed: 'account.push.offFailed',
  browserKept: 'account.push.browserKept',
} as const satisfies Record<string, MessageKey>;

type Message = { tone: 'success' | 'error'; text: string } | null;

/** Why it went wrong, in words, after the sentence that says what went wrong. */
function reason(err: unknown, t: Translate): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error && err.message === WORKER_DID_NOT_START) return t(WORKER_DID_NOT_START);
  if (err instanceof DOMException && err.name === 'NotAllowedError') {
    return t('account.push.browserRefused');
  }
  return t('account.push.noAnswer');
}

/** What the browser has now; a browser that will not say counts as off. */
async function readState(): Promise<BrowserPushState> {
  try {
    return await browserPushState();
  } catch {
    return 'off';
  }
}

/**
 * Turning Web Push on and off for this browser (settings, Notifications). What it shows always
 * comes from the browser itself, re-read after every attempt, so a failure never leaves it claiming
 * a state the browser does not have.
 */
function BrowserNotificationsControl() {
  const t = useT();
  const [support] = useState(pushSupport);
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);

  const refresh = useCallback(async () => setState(await readState()), []);

  useEffect(() => {
    if (support !== 'supported') return;
    let stopped = false;
    void (async () => {
      const next = await readState();
      if (stopped) return;
      setState(next);
      // The server may not know this browser as this user's (someone else used it, or the save was
      // lost): saving again makes it so; it is harmless when it already was.
      if (next === 'on') {
        const subscription = await currentSubscription().catch(() => null);
        if (subscription) {
          await savePushSubscription(subscription.toJSON() as PushSubscriptionInput).catch(() => undefined);
        }
      }
    })();
    // Permission changed in the browser's own settings while the page was open.
    let permission: PermissionStatus | undefined;
    const onChange = () => void refresh();
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        if (stopped) return;
        permission = status;
        status.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      permission?.removeEventListener('change', onChange);
    };
  }, [support, refresh]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      try {
        const permission = await Notification.requestPermission();
        if (permission === 'denied') return;
        if (permission !== 'granted') {
          setMessage({ tone: 'error', text: t(PUSH_TEXT.notAllowed) });
          return;
        }
        const registration = await activeRegistration();
        const { publicKey } = await fetchPushPublicKey();
        const subscription = await subscribeBrowser(registration, publicKey);
        try {
          await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
        } catch (err) {
          // Subscribed but unknown to the server: no push would ever come, so it must not look on.
          await subscription.unsubscribe().catch(() => false);
          throw err;
        }
        setMessage({ tone: 'success', text: t(PUSH_TEXT.turnedOn) });
      } catch (err) {
        // Two sentences: what went wrong, then why.
        setMessage({ tone: 'error', text: `${t(PUSH_TEXT.onFailed)} ${reason(err, t)}` });
      }
    });

  const turnOff = () =>
    run(async () => {
      try {
        const subscription = await currentSubscription();
        if (subscription) {
          await deletePushSubscription(subscription.endpoint);
          if (!(await subscription.unsubscribe().catch(() => false))) {
            // Still subscribed here: the server must keep knowing it, or it would look on and stay silent.
            await savePushSubscription(subscription.toJSON() as PushSubscriptionInput).catch(() => undefined);
            throw new Error(PUSH_TEXT.browserKept);
          }
        }
        setMessage({ tone: 'success', text: t(PUSH_TEXT.turnedOff) });
      } catch (err) {
        const why =
          err instanceof Error && err.message === PUSH_TEXT.browserKept
            ? t(PUSH_TEXT.browserKept)
            : reason(err, t);
        setMessage({ tone: 'error', text: `${t(PUSH_TEXT.offFailed)} ${why}` });
      }
    });

  if (support === 'insecure') return <Alert>{t(PUSH_TEXT.insecure)}</Alert>;
  if (support === 'unsupported') {
    return (
      <Alert>
        {t(PUSH_TEXT.unsupported)} {t('account.push.stillBell')}
      </Alert>
    );
  }
  if (state === null) return <Spinner label={t('account.push.checking')} className="text-lg" />;

  return (
    <div className="flex flex-col items-start gap-4">
      {/* Polite live region: a screen reader hears the new state after each attempt. */}
      <div aria-live="polite" className="flex items-start gap-3">
        {state === 'on' ? (
          <BellRing aria-hidden className="text-success mt-1 size-6 shrink-0 dark:text-green-300" />
        ) : (
          <BellOff aria-hidden className="text-ink-muted mt-1 size-6 shrink-0 dark:text-stone-300" />
        )}
        <div>
          <p className="text-lg font-bold">
            {t(state === 'denied' ? PUSH_TEXT.denied : state === 'on' ? PUSH_TEXT.on : PUSH_TEXT.off)}
          </p>
          <p className="mt-1">{t(state === 'denied' ? PUSH_TEXT.deniedHelp : PUSH_TEXT.why)}</p>
        </div>
      </div>
      {state !== 'denied' && (
        <Button
          size="lg"
          variant={state === 'on' ? 'secondary' : 'primary'}
          disabled={busy}
          aria-busy={busy}
          onClick={() => void (state === 'on' ? turnOff() : turnOn())}
        >
          {busy && <Loader2 aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />}
          {t(state === 'on' ? PUSH_TEXT.turnOff : PUSH_TEXT.turnOn)}
        </Button>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </div>
  );
}

/** The Notifications section of the settings pages: the bell, and this browser's notifications. */
export function NotificationSettings() {
  const t = useT();
  return (
    <>
      <p>
        <T
          k="account.push.bell"
          components={[<Bell aria-hidden className="inline size-5 align-[-0.15em]" />]}
        />
      </p>
      <h3 className="mt-6 text-xl font-bold">{t('account.push.heading')}</h3>
      <div className="mt-3">
        <BrowserNotificationsControl />
      </div>
    </>
  );
}
