/**
 * Push-notification local keys are cleared at start-up (push-local-keys.test.ts). This app keeps no push
 * state in the browser's storage: whether notifications are on is read each time from the browser's own push
 * subscription (push.ts) and the server. What is cleared are the flags the earlier push service (OneSignal's
 * web SDK) left in this site's storage; they said notifications were on or off, which only the subscription
 * can tell now, so they could only mislead.
 */
const LEGACY_KEYS = new Set([
  'isOptedOut',
  'isPushNotificationsEnabled',
  'os_pageViews',
  'requiresPrivacyConsent',
]);
const LEGACY_PREFIX = /^onesignal/i;

const isPushKey = (key: string) => LEGACY_KEYS.has(key) || LEGACY_PREFIX.test(key);

function clearFrom(storage: () => Storage) {
  try {
    const store = storage();
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null && isPushKey(key)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    /* storage unavailable (private mode, disabled): there is nothing to clear */
  }
}

export function clearPushLocalKeys(): void {
  clearFrom(() => window.localStorage);
  clearFrom(() => window.sessionStorage);
}
