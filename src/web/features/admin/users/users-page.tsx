import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { nameOrEmail } from '#shared/display-name.ts';
import { USER_STATES } from '#shared/admin/console.ts';
import type { AdminUserDto } from '#shared/admin/console-schemas.ts';
import { ROLES, type Role } from '#shared/roles.ts';
import { BackToDashboard } from '../../../components/layout/back-to-dashboard.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { PageHeading } from '../../../components/layout/page-heading.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { useLocale, useT, wordsOf } from '../../../lib/i18n.tsx';
import { practiceDateTime } from '#shared/format/instants.ts';
import { ROLE_KEYS, USER_STATE_KEYS } from '../components/console-words.ts';
import { ConfirmActionDialog, StatusBadge } from '../components/confirm-action-dialog.tsx';
import {
  AdminListResults,
  AdminSearchForm,
  ClearFiltersButton,
  FilterSelect,
  filterSelectClass,
} from '../../../components/list-filters.tsx';
import { oneOf, useListParams } from '../components/use-list-params.ts';
import { adminUsersQuery, useUserAction, type UserAction, type UserFilters } from './api.ts';

/** /admin/users: find an account, change its role, disable or enable it, or send a reset email. */
export function AdminUsersPage() {
  const t = useT();
  const title = t('dashboard.overview.adminUsers');
  useDocumentTitle(title);
  const { filters, page, set } = useListParams<Omit<UserFilters, 'page'>>((p) => ({
    q: p.get('q')?.trim() || undefined,
    role: oneOf(ROLES, p.get('role')),
    state: oneOf(USER_STATES, p.get('state')),
  }));
  const query = useQuery(adminUsersQuery({ ...filters, page }));
  const [search, setSearch] = useState(filters.q ?? '');
  const data = query.data;
  const filtered = Boolean(filters.q || filters.role || filters.state);

  return (
    <PageHeading title={title} intro={t('admin.users.intro')}>
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name={title}
          label={t('admin.users.searchLabel')}
          value={search}
          onChange={setSearch}
          onSearch={(q) => set({ ...filters, q, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <FilterSelect
            label={t('admin.users.roleFilter')}
            allLabel={t('admin.users.allRoles')}
            value={filters.role}
            options={ROLES}
            labels={wordsOf(t, ROLE_KEYS)}
            onChange={(role) => set({ ...filters, role, page: 1 })}
          />
          <FilterSelect
            label={t('admin.users.accountFilter')}
            allLabel={t('admin.users.allAccounts')}
            value={filters.state}
            options={USER_STATES}
            labels={wordsOf(t, USER_STATE_KEYS)}
            onChange={(state) => set({ ...filters, state, page: 1 })}
          />
        </div>
        <ClearFiltersButton
          shown={filtered}
          onClear={() => {
            setSearch('');
            set({});
          }}
        />
      </div>

      <AdminListResults
        label={t('admin.users.listLabel')}
        noun={t('admin.users.noun')}
        loadingLabel={t('admin.users.loading')}
        failedWords={t('admin.users.loadFailed')}
        query={query}
        result={data && { items: data.users, total: data.total, pageSize: data.pageSize }}
        page={page}
        filtered={filtered}
        itemKey={(u) => `${u.id}:${u.role}:${u.disabledAt ?? ''}`}
        renderItem={(u) => <UserItem user={u} />}
        onPage={(p) => set({ ...filters, page: p })}
      />
    </PageHeading>
  );
}

type Open = null | 'role' | 'disable' | 'enable' | 'reset';

/** The account's name, its role and whether it is enabled. */
function UserHeading({
  headingId,
  name,
  isMe,
  user,
}: {
  headingId: string;
  name: string;
  isMe: boolean;
  user: AdminUserDto;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <h2 id={headingId} className="min-w-0 text-xl wrap-anywhere">
        {name}
        {isMe && (
          <span className="text-ink-muted font-normal dark:text-stone-300"> {t('admin.users.you')}</span>
        )}
      </h2>
      <div className="flex flex-wrap gap-2">
        <StatusBadge tone="info">{t(ROLE_KEYS[user.role])}</StatusBadge>
        {user.disabledAt ? (
          <StatusBadge tone="bad">{t(USER_STATE_KEYS.disabled)}</StatusBadge>
        ) : (
          <StatusBadge tone="good">{t(USER_STATE_KEYS.active)}</StatusBadge>
        )}
      </div>
    </div>
  );
}

/** The account's address, when it joined, and when it was disabled. */
function UserDetails({ user }: { user: AdminUserDto }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
      <dt className="font-bold">{t('admin.users.email')}</dt>
      <dd className="break-all">
        {user.email}
        {!user.emailVerified && ` ${t('admin.users.notConfirmed')}`}
      </dd>
      <dt className="font-bold">{t('admin.users.joined')}</dt>
      <dd>
        <time dateTime={user.createdAt}>{practiceDateTime(user.createdAt, locale)}</time>
      </dd>
      {user.disabledAt && (
        <>
          <dt className="font-bold">{t('admin.users.disabledAt')}</dt>
          <dd>
            <time dateTime={user.disabledAt}>{practiceDateTime(user.disabledAt, locale)}</time>
          </dd>
        </>
      )}
    </dl>
  );
}

/** What an admin may do to the account; nobody changes their own role or disables themselves. */
function UserActions({
  name,
  isMe,
  disabled,
  ask,
}: {
  name: string;
  isMe: boolean;
  disabled: boolean;
  ask: Record<'role' | 'enable' | 'disable' | 'reset', () => void>;
}) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {!isMe && (
        <Button variant="secondary" onClick={ask.role} aria-label={t('admin.users.changeRoleOf', { name })}>
          {t('admin.users.changeRole')}
        </Button>
      )}
      {!isMe &&
        (disabled ? (
          <Button
            variant="secondary"
            onClick={ask.enable}
            aria-label={t('admin.users.enableAccountOf', { name })}
          >
            {t('admin.users.enableAccount')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={ask.disable}
            aria-label={t('admin.users.disableAccountOf', { name })}
          >
            {t('admin.users.disableAccount')}
          </Button>
        ))}
      <Button variant="secondary" onClick={ask.reset} aria-label={t('admin.users.sendResetTo', { name })}>
        {t('admin.users.sendReset')}
      </Button>
    </div>
  );
}

/** The new role, with a warning when the change takes a provider's practice or gives every power. */
function RoleChoice({
  id,
  user,
  role,
  onRole,
}: {
  id: string;
  user: AdminUserDto;
  role: Role;
  onRole: (role: Role) => void;
}) {
  const t = useT();
  return (
    <>
      <div className="mb-4 flex flex-col gap-1">
        <label htmlFor={id} className="font-bold">
          {t('admin.users.newRole')}
        </label>
        <select
          id={id}
          className={cn(filterSelectClass, 'w-full')}
          value={role}
          onChange={(e) => onRole(oneOf(ROLES, e.target.value) ?? user.role)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(ROLE_KEYS[r])}
            </option>
          ))}
        </select>
      </div>
      {user.role === 'provider' && role !== 'provider' && (
        <Alert tone="error" className="mb-4">
          {t('admin.users.providerWarning')}
        </Alert>
      )}
      {role === 'super_admin' && user.role !== 'super_admin' && (
        <Alert tone="error" className="mb-4">
          {t('admin.users.superAdminWarning')}
        </Alert>
      )}
    </>
  );
}

function UserItem({ user: u }: { user: AdminUserDto }) {
  const t = useT();
  const { user: me } = useAuth();
  const isMe = me?.id === u.id;
  const action = useUserAction();
  const [open, setOpen] = useState<Open>(null);
  const [role, setRole] = useState<Role>(u.role);
  const ids = { heading: useId(), role: useId() };
  const name = nameOrEmail(u);

  const show = (which: Open) => {
    action.reset();
    setRole(u.role);
    setOpen(which);
  };
  const ask = {
    role: () => show('role'),
    enable: () => show('enable'),
    disable: () => show('disable'),
    reset: () => show('reset'),
  };
  const run = (a: UserAction, done: string) =>
    action.mutate(
      { id: u.id, action: a },
      {
        onSuccess: () => {
          setOpen(null);
          toast.success(done);
        },
      },
    );
  const error = action.isError ? errorWords(action.error, t('admin.confirm.failed')) : null;

  return (
    <article
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <UserHeading headingId={ids.heading} name={name} isMe={isMe} user={u} />
      <UserDetails user={u} />
      <UserActions name={name} isMe={isMe} disabled={Boolean(u.disabledAt)} ask={ask} />

      <ConfirmActionDialog
        open={open === 'role'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('admin.users.changeRole')}
        description={t('admin.users.changeRoleText', { name, email: u.email })}
        confirmLabel={t('admin.users.changeRole')}
        busy={action.isPending}
        error={error}
        onConfirm={() =>
          run({ kind: 'role', role }, t('admin.users.roleChanged', { name, role: t(ROLE_KEYS[role]) }))
        }
      >
        <RoleChoice id={ids.role} user={u} role={role} onRole={setRole} />
      </ConfirmActionDialog>

      <ConfirmActionDialog
        open={open === 'disable'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('admin.users.disableTitle')}
        description={t('admin.users.disableText', { name, email: u.email })}
        confirmLabel={t('admin.users.disableAccount')}
        danger
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'disable' }, t('admin.users.accountDisabled', { name }))}
      />
      <ConfirmActionDialog
        open={open === 'enable'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('admin.users.enableTitle')}
        description={t('admin.users.enableText', { name, email: u.email })}
        confirmLabel={t('admin.users.enableAccount')}
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'enable' }, t('admin.users.accountEnabled', { name }))}
      />
      <ConfirmActionDialog
        open={open === 'reset'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={t('admin.users.resetTitle')}
        description={t('admin.users.resetText', { email: u.email })}
        confirmLabel={t('admin.users.sendEmail')}
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'reset' }, t('admin.users.resetSent', { email: u.email }))}
      />
    </article>
  );
}
