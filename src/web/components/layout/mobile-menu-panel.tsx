import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, type ComponentType, type RefObject } from 'react';
import { Link } from 'react-router';
import { ROLE_BADGE } from '#shared/roles.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { RoleBadge, useSignOut } from './account-parts.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { TextSizeControl, ThemeToggle } from './preference-controls.tsx';

const linkClass =
  'flex min-h-12 items-center rounded-lg px-3 text-lg font-bold text-ink no-underline hover:bg-primary-soft dark:text-stone-100 dark:hover:bg-stone-800';

// Loaded with the header's acting-for control, for patients only.
const ActForMenuItems = lazy(async () => ({
  default: (await import('./acting-for.tsx')).ActForMenuItems,
}));

/** Links a feature adds to the menu's list, drawn like the menu's own; the link closes the menu. */
export type MenuLink = ComponentType<{ className: string; onClick: () => void }>;

/**
 * The small-screen menu's panel: the same places as the header, in one big-target list. Its own
 * download, fetched when the menu first opens (mobile-menu.tsx); closed, it returns the focus to the
 * button that opened it.
 */
export function MobileMenuPanel({
  Links,
  open,
  onOpenChange,
  opener,
}: {
  Links?: MenuLink;
  open: boolean;
  onOpenChange(open: boolean): void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { user, userRole, isSuperAdmin, isPatient, canActAsProvider, isOrganizationAdmin } = useAuth();
  const { signingOut, signOut } = useSignOut();
  const close = () => onOpenChange(false);
  const t = useT();

  const dashboards = [
    isSuperAdmin && { label: t('common.nav.adminDashboard'), to: paths.admin },
    (isSuperAdmin || isOrganizationAdmin) && {
      label: t('common.nav.organizationDashboard'),
      to: paths.organizationAdminDashboard,
    },
    canActAsProvider && { label: t('common.nav.providerDashboard'), to: paths.providerDashboard },
    (isSuperAdmin || isPatient) && { label: t('common.nav.patientDashboard'), to: paths.patientDashboard },
  ].filter(Boolean) as { label: string; to: string }[];

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-2 overflow-y-auto bg-white p-4 text-ink shadow-xl dark:bg-stone-900 dark:text-stone-100"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{t('common.menu.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" aria-label={t('common.menu.close')}>
                <X aria-hidden className="size-6" />
                <span>{t('common.menu.closeShort')}</span>
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('common.menu.description')}</Dialog.Description>
          <nav aria-label={t('common.menu.nav')} className="flex flex-col gap-1">
            <Link to={paths.home} className={linkClass} onClick={close}>
              {t('common.nav.home')}
            </Link>
            <Link to={paths.providers} className={linkClass} onClick={close}>
              {t('common.nav.findProviders')}
            </Link>
            <Link to={paths.about} className={linkClass} onClick={close}>
              {t('common.nav.aboutUs')}
            </Link>
            {dashboards.map((d) => (
              <Link key={d.to} to={d.to} className={linkClass} onClick={close}>
                {d.label}
              </Link>
            ))}
            <Suspense fallback={null}>{Links && <Links className={linkClass} onClick={close} />}</Suspense>
          </nav>
          {isPatient && (
            <Suspense fallback={null}>
              <ActForMenuItems onChosen={close} />
            </Suspense>
          )}
          <div className="mt-2 flex flex-col gap-3 border-t border-stone-300 pt-4 dark:border-stone-700">
            <LanguageSwitch />
            <TextSizeControl />
            <ThemeToggle />
          </div>
          <div className="mt-auto flex flex-col gap-3 border-t border-stone-300 pt-4 dark:border-stone-700">
            {user && userRole ? (
              <>
                <div>
                  <RoleBadge label={t(ROLE_BADGE[userRole])} />
                  <p className="mt-1 break-all">{user.email}</p>
                </div>
                <Button
                  variant="secondary"
                  size="lg"
                  disabled={signingOut}
                  onClick={async () => {
                    await signOut();
                    close();
                  }}
                >
                  {signingOut ? t('common.nav.signingOut') : t('common.nav.signOut')}
                </Button>
              </>
            ) : (
              <Button asChild size="lg">
                <Link to={paths.auth} onClick={close}>
                  {t('common.nav.signIn')}
                </Link>
              </Button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
