import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPushLocalKeys } from './push-local-keys.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearPushLocalKeys (push-notification local keys are cleared at start-up)', () => {
  it("removes the earlier push service's flags from local and session storage", () => {
    localStorage.setItem('isPushNotificationsEnabled', 'true');
    localStorage.setItem('isOptedOut', 'false');
    localStorage.setItem('os_pageViews', '12');
    localStorage.setItem('onesignal-notification-prompt', '{"dismissed":true}');
    localStorage.setItem('OneSignalSDKUserId', 'abc');
    sessionStorage.setItem('onesignal-pageview-count', '3');

    clearPushLocalKeys();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps everything else the site remembers (text size, theme, the install prompt's Later)", () => {
    localStorage.setItem('careconnect_text_size', 'large');
    localStorage.setItem('careconnect_theme', 'dark');
    localStorage.setItem('careconnect_install_later_until', '1');
    sessionStorage.setItem('careconnect_session_id', 's1');
    localStorage.setItem('isPushNotificationsEnabled', 'true');

    clearPushLocalKeys();

    expect(Object.keys(localStorage).sort()).toEqual([
      'careconnect_install_later_until',
      'careconnect_text_size',
      'careconnect_theme',
    ]);
    expect(sessionStorage.getItem('careconnect_session_id')).toBe('s1');
  });

  it('does not fail when the browser refuses storage (private mode)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    sessionStorage.setItem('onesignal-pageview-count', '3');
    expect(() => clearPushLocalKeys()).not.toThrow();
    expect(sessionStorage.length).toBe(0);
  });
});
