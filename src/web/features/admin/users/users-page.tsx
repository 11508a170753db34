import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { nameOrEmail } from '#shared/display-name.ts';
import { ROLE_LABELS, USER_STATES, USER_STATE_LABELS } from '#shared/admin/console.ts';
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
import { practiceDateTime } from '#shared/format/instants.ts';
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
  useDocumentTitle('Users');
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
    <PageHeading
      title="Users"
      intro="Find an account by name or email. Change its role, disable or enable it, or send a password-reset email."
    >
      <BackToDashboard to={paths.admin} />
      <div className="mt-6 flex flex-col gap-4">
        <AdminSearchForm
          name="Users"
          label="Search by name or email"
          value={search}
          onChange={setSearch}
          onSearch={(q) => set({ ...filters, q, page: 1 })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:max-w-3xl">
          <FilterSelect
            label="Role"
            allLabel="All roles"
            value={filters.role}
            options={ROLES}
            labels={ROLE_LABELS}
            onChange={(role) => set({ ...filters, role, page: 1 })}
          />
          <FilterSelect
            label="Account"
            allLabel="All accounts"
            value={filters.state}
            options={USER_STATES}
            labels={USER_STATE_LABELS}
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
        label="Accounts"
        noun="accounts"
        loadingLabel="Loading accounts..."
        failedWords={'We could not load the accounts.'}
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

function UserItem({ user: u }: { user: AdminUserDto }) {
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
  const error = action.isError ? errorWords(action.error, 'That did not work. Please try again.') : null;

  return (
    <article
      aria-labelledby={ids.heading}
      className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={ids.heading} className="min-w-0 text-xl wrap-anywhere">
          {name}
          {isMe && <span className="text-ink-muted font-normal dark:text-stone-300"> (you)</span>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <StatusBadge tone="info">{ROLE_LABELS[u.role]}</StatusBadge>
          {u.disabledAt ? (
            <StatusBadge tone="bad">Disabled</StatusBadge>
          ) : (
            <StatusBadge tone="good">Can sign in</StatusBadge>
          )}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-lg sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">Email</dt>
        <dd className="break-all">
          {u.email}
          {!u.emailVerified && ' (not yet confirmed)'}
        </dd>
        <dt className="font-bold">Joined</dt>
        <dd>
          <time dateTime={u.createdAt}>{practiceDateTime(u.createdAt)}</time>
        </dd>
        {u.disabledAt && (
          <>
            <dt className="font-bold">Disabled</dt>
            <dd>
              <time dateTime={u.disabledAt}>{practiceDateTime(u.disabledAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {!isMe && (
          <Button variant="secondary" onClick={() => show('role')} aria-label={`Change role of ${name}`}>
            Change role
          </Button>
        )}
        {!isMe &&
          (u.disabledAt ? (
            <Button
              variant="secondary"
              onClick={() => show('enable')}
              aria-label={`Enable account of ${name}`}
            >
              Enable account
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => show('disable')}
              aria-label={`Disable account of ${name}`}
            >
              Disable account
            </Button>
          ))}
        <Button
          variant="secondary"
          onClick={() => show('reset')}
          aria-label={`Send password-reset email to ${name}`}
        >
          Send password-reset email
        </Button>
      </div>

      <ConfirmActionDialog
        open={open === 'role'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Change role"
        description={`Choose the new role of ${name} (${u.email}). They keep their account and their data.`}
        confirmLabel="Change role"
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'role', role }, `${name} is now: ${ROLE_LABELS[role]}`)}
      >
        <div className="mb-4 flex flex-col gap-1">
          <label htmlFor={ids.role} className="font-bold">
            New role
          </label>
          <select
            id={ids.role}
            className={cn(filterSelectClass, 'w-full')}
            value={role}
            onChange={(e) => setRole(oneOf(ROLES, e.target.value) ?? u.role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        {u.role === 'provider' && role !== 'provider' && (
          <Alert tone="error" className="mb-4">
            This account is a provider. Without the provider role they can no longer manage their profile,
            schedule, appointments or subscription. Their profile stays as it is.
          </Alert>
        )}
        {role === 'super_admin' && u.role !== 'super_admin' && (
          <Alert tone="error" className="mb-4">
            A super admin can change everything on CareConnect, including other accounts.
          </Alert>
        )}
      </ConfirmActionDialog>

      <ConfirmActionDialog
        open={open === 'disable'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Disable this account?"
        description={`${name} (${u.email}) will be signed out everywhere at once and cannot sign in until the account is enabled again.`}
        confirmLabel="Disable account"
        danger
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'disable' }, `${name}'s account is disabled`)}
      />
      <ConfirmActionDialog
        open={open === 'enable'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Enable this account?"
        description={`${name} (${u.email}) will be able to sign in again.`}
        confirmLabel="Enable account"
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'enable' }, `${name}'s account is enabled`)}
      />
      <ConfirmActionDialog
        open={open === 'reset'}
        onOpenChange={(o) => !o && setOpen(null)}
        title="Send a password-reset email?"
        description={`We will email ${u.email} the same link as "Forgot Password". The link works for one hour.`}
        confirmLabel="Send email"
        busy={action.isPending}
        error={error}
        onConfirm={() => run({ kind: 'reset' }, `Password-reset email sent to ${u.email}`)}
      />
    </article>
  );
}
