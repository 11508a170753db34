import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { avatarInitials, displayName } from '#shared/display-name.ts';
import { ROLE_BADGE, dashboardPathFor } from '#shared/roles.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { RoleBadge, useSignOut } from './account-parts.tsx';

const itemClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-base outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong dark:data-[highlighted]:bg-stone-700 dark:data-[highlighted]:text-white';

const ADMIN_DASHBOARDS = [
  { label: ROLE_BADGE.super_admin, to: paths.admin },
  { label: ROLE_BADGE.organization_admin, to: paths.organizationAdminDashboard },
  { label: ROLE_BADGE.provider, to: paths.providerDashboard },
  { label: ROLE_BADGE.patient, to: paths.patientDashboard },
];

/** The avatar button and its menu: who is signed in, where they can go, and Sign Out. */
export function UserMenu() {
  const { user, userRole, isSuperAdmin } = useAuth();
  const navigate = useNavigate();
  const { signingOut, signOut } = useSignOut();
  const t = useT();
  if (!user || !userRole) return null;
  const name = displayName(user);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-stone-400 bg-white py-1 pr-1 pl-1 sm:pr-3 dark:bg-stone-900"
        aria-label={t('common.userMenu.label', { name })}
      >
        <span
          aria-hidden
          className="bg-primary flex size-9 items-center justify-center rounded-full text-base font-bold text-white"
        >
          {avatarInitials(user)}
        </span>
        {/* Phones need the room for the Messages and bell icons beside it. */}
        <ChevronDown aria-hidden className="size-4 max-sm:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-72 rounded-xl border border-stone-300 bg-white p-2 text-ink shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
        >
          <div className="px-3 py-2">
            <p className="font-bold">{name}</p>
            <p className="text-ink-muted text-base break-all dark:text-stone-300">{user.email}</p>
            <div className="mt-1">
              <RoleBadge label={t(ROLE_BADGE[userRole])} />
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-300 dark:bg-stone-700" />
          {isSuperAdmin ? (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={() => navigate(paths.adminProfile)}>
                <Settings aria-hidden className="size-5" />
                {t('common.userMenu.profileSettings')}
              </DropdownMenu.Item>
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger className={itemClass}>
                  <LayoutDashboard aria-hidden className="size-5" />
                  {t('common.userMenu.dashboards')}
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent className="z-50 min-w-52 rounded-xl border border-stone-300 bg-white p-2 text-ink shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100">
                    {ADMIN_DASHBOARDS.map((d) => (
                      <DropdownMenu.Item key={d.to} className={itemClass} onSelect={() => navigate(d.to)}>
                        {t(d.label)}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
            </>
          ) : (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(dashboardPathFor(userRole))}>
              <LayoutDashboard aria-hidden className="size-5" />
              {t('common.userMenu.myDashboard')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-300 dark:bg-stone-700" />
          <DropdownMenu.Item
            className={itemClass}
            disabled={signingOut}
            onSelect={(e) => {
              e.preventDefault();
              void signOut();
            }}
          >
            <LogOut aria-hidden className="size-5" />
            {signingOut ? t('common.nav.signingOut') : t('common.nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
