import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AffiliationStatus } from '#shared/organizations/organizations.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { ORGANIZATION_MESSAGES as M } from '#shared/organizations/organization-messages.ts';
import type { ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { isSuperAdmin } from '#shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { OptionalImage } from '../../../components/ui/optional-image.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorWords } from '../../../lib/api-client.ts';
import { T, useT } from '../../../lib/i18n.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { AdminPager } from '../../../components/list-filters.tsx';
import { myOrganizationQuery, type Scope } from '../api/organizations.ts';
import { OrganizationChooser } from './organization-chooser.tsx';

/** The status in words on a tinted badge; the words carry the meaning, never the colour alone. */
const STATUS_TONE: Record<AffiliationStatus, string> = {
  pending: 'bg-amber-50 text-warning border-warning',
  approved: 'bg-success-soft text-success border-success',
  ended: 'bg-stone-100 text-ink border-stone-500',
};

const STATUS_KEYS: Record<AffiliationStatus, MessageKey> = {
  pending: 'practice.orgStatus.pending',
  approved: 'practice.orgStatus.approved',
  ended: 'practice.orgStatus.ended',
};

export function AffiliationStatusBadge({ status }: { status: AffiliationStatus }) {
  const t = useT();
  return (
    <span
      className={cn(
        'inline-block rounded-full border-2 px-3 py-0.5 text-base font-bold',
        STATUS_TONE[status],
      )}
    >
      {t(STATUS_KEYS[status])}
    </span>
  );
}

/** An organization's logo, or a building icon when it has none (the name always shows beside it). */
export function OrganizationLogo({ url, className = 'size-16' }: { url: string | null; className?: string }) {
  const fallback = (
    <span
      aria-hidden
      className={cn(
        'bg-primary-soft text-primary inline-flex shrink-0 items-center justify-center rounded-xl dark:bg-stone-800 dark:text-sky-300',
        className,
      )}
    >
      <Building2 className="size-1/2" />
    </span>
  );
  return (
    <OptionalImage
      src={url ?? undefined}
      alt=""
      className={cn('shrink-0 rounded-xl border border-stone-300 bg-white object-contain', className)}
      fallback={fallback}
    />
  );
}

const SCOPE_KEY = 'careconnect_managed_organization';

function readScope(): string | undefined {
  try {
    return window.sessionStorage.getItem(SCOPE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which organization the dashboard manages. An organization admin manages their own (no id is sent);
 * a super admin picks one, remembered for this browser tab so every dashboard page keeps it.
 */
function useOrganizationScope() {
  const { user } = useAuth();
  const admin = isSuperAdmin(user?.role);
  // undefined: nothing chosen on this page yet (the tab's earlier choice holds); null: cleared.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const choose = (id: string | undefined) => {
    try {
      if (id) window.sessionStorage.setItem(SCOPE_KEY, id);
      else window.sessionStorage.removeItem(SCOPE_KEY);
    } catch {
      /* not remembered: the choice holds for this page only */
    }
    setChosen(id ?? null);
  };
  const scope = admin ? (chosen === undefined ? readScope() : (chosen ?? undefined)) : undefined;
  return { ready: Boolean(user), isSuperAdmin: admin, scope, choose };
}

/**
 * Loads the organization the page manages and hands it to `children`. A super admin without a choice
 * gets the chooser; an organization admin without an organization is sent to create it.
 */
export function ManagedOrganization({
  children,
  noOrganization,
}: {
  children: (org: ManagedOrganizationDto, scope: Scope) => ReactNode;
  /** What an organization admin who has not created theirs sees. */
  noOrganization: ReactNode;
}) {
  const t = useT();
  const { ready, isSuperAdmin: admin, scope, choose } = useOrganizationScope();
  // Nothing is asked before we know who is signed in: a super admin's calls need their choice.
  const query = useQuery({ ...myOrganizationQuery(scope), enabled: ready && (!admin || Boolean(scope)) });
  if (ready && admin && !scope) return <OrganizationChooser onChoose={choose} />;
  if (query.isPending) return <Spinner label={t('practice.orgManage.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{errorWords(query.error, t(M.loadFailed))}</Alert>
        {admin && (
          <Button variant="secondary" className="self-start" onClick={() => choose(undefined)}>
            {t('practice.orgManage.chooseAnother')}
          </Button>
        )}
      </div>
    );
  }
  const org = query.data.organization;
  if (!org) return <>{noOrganization}</>;
  return (
    <>
      {admin && (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-lg" data-testid="managing">
          <span>
            <T k="practice.orgManage.managing" values={{ name: org.name }} components={[<strong />]} />
          </span>
          <Button variant="secondary" onClick={() => choose(undefined)}>
            {t('practice.orgManage.chooseAnother')}
          </Button>
        </div>
      )}
      {children(org, scope)}
    </>
  );
}

/** Previous / Page n of m / Next, for the organization lists. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <AdminPager page={page} pages={Math.max(1, Math.ceil(total / pageSize))} onPage={onPage} label={label} />
  );
}

/** A figure with its words, for the overview and the summary. */
export function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div className="rounded-2xl border-2 border-stone-300 bg-white p-5 dark:border-stone-700 dark:bg-stone-900">
      <dt className="text-lg">{label}</dt>
      <dd className="mt-1 text-4xl font-bold">{value}</dd>
    </div>
  );
}
