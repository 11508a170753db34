import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu, type MenuLink } from './mobile-menu.tsx';
import { TextSizeControl, ThemeToggle } from './preference-controls.tsx';
import { SuggestFeatureButton } from './suggest-feature-button.tsx';

// Only someone signed in sees the account menu: a guest does not download it (or its menu library).
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
// Only a patient may act for someone (ADR 18): nobody else downloads that control.
const actingFor = () => import('./acting-for.tsx');
const ActingForWatch = lazy(async () => ({ default: (await actingFor()).ActingForWatch }));
const ActingForHeaderBar = lazy(async () => ({ default: (await actingFor()).ActingForHeaderBar }));
const ActForChooser = lazy(async () => ({ default: (await actingFor()).ActForChooser }));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-bold whitespace-nowrap no-underline ${
    isActive ? 'text-primary underline dark:text-sky-300' : 'text-ink hover:text-primary dark:text-stone-100'
  }`;

/**
 * The signed-in tools that belong to features (messages, notifications) are handed in by the app's
 * layout: the layout components never import features.
 */
export type HeaderTools = {
  /** Shown in the header's row beside the account menu, for someone signed in. */
  accountTools?: ReactNode;
  /** Added to the small-screen menu's list of places. */
  MenuLinks?: MenuLink;
};

export function Header({ accountTools, MenuLinks }: HeaderTools) {
  const { user, loading, isPatient } = useAuth();
  const t = useT();
  return (
    <header className="border-b border-stone-300 bg-white dark:border-stone-700 dark:bg-stone-950">
      {/* Display settings get their own slim row, so they stay easy to find and never crowd the menu. */}
      <div className="hidden border-b border-stone-200 bg-stone-50 md:block dark:border-stone-800 dark:bg-stone-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-6 gap-y-2 px-4 py-1.5">
          {/* Someone who helps a family member chooses here whom to act for; the main row has no room. */}
          {isPatient && (
            <Suspense fallback={null}>
              <ActForChooser className="mr-auto" />
            </Suspense>
          )}
          <LanguageSwitch />
          <TextSizeControl />
          <ThemeToggle />
        </div>
      </div>
      {/* What fits in the row is decided by its width in rem, not the window's in px: every part of
          the header grows with the text size, so one set of widths holds at each size (e2e/header.e2e.ts).
          Where even the narrowest arrangement does not fit, the row wraps rather than drawing over the logo. */}
      <div className="@container mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:gap-x-3">
        <Logo compactOnPhones={Boolean(user)} />
        <nav
          aria-label={t('common.header.mainNav')}
          className="ml-2 hidden items-center gap-1 @min-[50rem]:flex"
        >
          <NavLink to={paths.home} end className={navClass}>
            {t('common.nav.home')}
          </NavLink>
          <NavLink to={paths.providers} className={navClass}>
            {t('common.nav.findProviders')}
          </NavLink>
          <NavLink to={paths.about} className={navClass}>
            {t('common.nav.about')}
          </NavLink>
        </nav>
        <HeaderSearch />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-3">
          {user ? (
            <>
              <div className="hidden shrink-0 md:block">
                <SuggestFeatureButton />
              </div>
              <Suspense fallback={null}>
                {accountTools}
                <UserMenu />
              </Suspense>
            </>
          ) : (
            !loading && (
              <div className="hidden shrink-0 whitespace-nowrap sm:block">
                <Button asChild>
                  <Link to={paths.auth}>{t('common.nav.signIn')}</Link>
                </Button>
              </div>
            )
          )}
          <MobileMenu Links={MenuLinks} />
        </div>
      </div>
      {isPatient && (
        <Suspense fallback={null}>
          <ActingForWatch />
          <ActingForHeaderBar />
        </Suspense>
      )}
    </header>
  );
}
