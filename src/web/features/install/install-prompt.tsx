import { Share } from 'lucide-react';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { T, useT } from '../../lib/i18n.tsx';
import { useInstalledApp } from '../../lib/hooks/use-installed-app.ts';
import { local } from '../../lib/storage.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { acceptInstallOffer, currentInstallOffer, subscribeToInstallOffer } from './install-event.ts';

/** The prompt waits 5 s after load, and only phones (below 768 px) get it (install-prompt.test.tsx). */
export const INSTALL_PROMPT_DELAY_MS = 5_000;
const PHONE_QUERY = '(max-width: 767.98px)';
/** 'Later' means later: the prompt stays away this long. */
export const LATER_DAYS = 7;
export const LATER_KEY = 'careconnect_install_later_until';

export const INSTALL_TEXT = {
  title: 'common.install.title',
  offer: 'common.install.offer',
  iosIntro: 'common.install.iosIntro',
  install: 'common.install.install',
  later: 'common.install.later',
} as const satisfies Record<string, MessageKey>;

function laterChosenRecently(): boolean {
  return Number(local.get(LATER_KEY) ?? 0) > Date.now();
}

function rememberLater() {
  local.set(LATER_KEY, String(Date.now() + LATER_DAYS * 24 * 60 * 60 * 1000));
}

/** Safari on iPhone and iPad (an iPad asks for desktop pages and calls itself a Mac with touch). */
function isIos(): boolean {
  const nav = window.navigator;
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

/**
 * While the prompt covers the bottom of the screen, the page keeps a matching margin, so that no
 * control can hide under it: scrolling to the end and moving focus by keyboard both stop above it.
 */
function useReservedBottom(element: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    reserve();
    // It grows with the text size control and with a narrower screen.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [element]);
}

/**
 * The install-app prompt (install-prompt.test.tsx): 5 s after load, on a phone, when the site is not already
 * running as an installed app, offers to install it: with the browser's own dialog where there is one
 * (Install), or, on an iPhone or iPad, with the steps for Add to Home Screen. Later hides it for
 * some days. It is a labelled region, not a dialog: it never takes focus from what the person is doing.
 */
export function InstallPrompt() {
  const t = useT();
  const installed = useInstalledApp();
  const offer = useSyncExternalStore(subscribeToInstallOffer, currentInstallOffer, () => null);
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(laterChosenRecently);
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const onPhone = due && Boolean(window.matchMedia?.(PHONE_QUERY).matches);
  const kind = offer ? 'install' : isIos() ? 'ios' : null;
  const shown = onPhone && !installed && !dismissed && kind !== null;
  useReservedBottom(shown ? region : null);
  if (!shown) return null;

  const later = () => {
    rememberLater();
    setDismissed(true);
  };
  const install = async () => {
    const accepted = await acceptInstallOffer().catch(() => false);
    // Declined in the browser's dialog: the same as Later, so it does not come straight back.
    if (!accepted) rememberLater();
    setDismissed(true);
  };

  return (
    <section
      ref={setRegion}
      aria-labelledby="install-prompt-title"
      className="border-primary bg-surface text-ink fixed inset-x-0 bottom-0 z-40 border-t-4 px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.15)] dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="mx-auto max-w-xl">
        <h2 id="install-prompt-title" className="text-xl font-bold">
          {t(INSTALL_TEXT.title)}
        </h2>
        {kind === 'install' ? (
          <p className="mt-2">{t(INSTALL_TEXT.offer)}</p>
        ) : (
          <>
            <p className="mt-2">{t(INSTALL_TEXT.iosIntro)}</p>
            {/* Each step names in bold what iOS shows: Share, Add to Home Screen, Add. */}
            <ol className="mt-2 list-decimal space-y-1 pl-7">
              <li>
                <T
                  k="common.install.iosShare"
                  components={[
                    <strong />,
                    <Share
                      aria-hidden
                      className="text-primary inline size-6 align-text-bottom dark:text-sky-300"
                    />,
                  ]}
                />
              </li>
              <li>
                <T k="common.install.iosAddToHome" components={[<strong />]} />
              </li>
              <li>
                <T k="common.install.iosAdd" components={[<strong />]} />
              </li>
            </ol>
          </>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {kind === 'install' && (
            <Button size="lg" className="flex-1" onClick={install}>
              {t(INSTALL_TEXT.install)}
            </Button>
          )}
          <Button size="lg" variant="secondary" className="flex-1" onClick={later}>
            {t(INSTALL_TEXT.later)}
          </Button>
        </div>
      </div>
    </section>
  );
}
