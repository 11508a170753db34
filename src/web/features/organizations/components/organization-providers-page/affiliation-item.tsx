import { Check, Pencil, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AffiliationDto, ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { paths } from '../../../../config/paths.ts';
import type { Scope } from '../../api/organizations.ts';
import { AffiliationStatusBadge } from '../parts.tsx';
import { DetailsDialog } from './details-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Dialogs = 'approve' | 'edit' | 'decline' | 'end' | null;

export function AffiliationItem({
  affiliation: a,
  org,
  scope,
}: {
  affiliation: AffiliationDto;
  org: ManagedOrganizationDto;
  scope: Scope;
}) {
  const [open, setOpen] = useState<Dialogs>(null);
  const name = a.provider.name;
  return (
    <li
      className={cn(
        'flex flex-wrap items-start justify-between gap-4 rounded-xl border-2 p-4',
        a.status === 'pending' ? 'border-warning' : 'border-stone-300 dark:border-stone-700',
      )}
    >
      <div className="min-w-0">
        <p className="text-xl font-bold">
          {a.provider.listed ? (
            <Link to={paths.provider(a.provider.id)} className="text-primary underline dark:text-sky-300">
              {name}
            </Link>
          ) : (
            name
          )}
        </p>
        <p>{a.provider.specialty}</p>
        <p>
          <span className="font-bold">Role:</span> {a.affiliationRole ?? 'Not set'} ·{' '}
          <span className="font-bold">Location:</span> {a.locationName ?? 'Not set'}
        </p>
        <div className="mt-2">
          <AffiliationStatusBadge status={a.status} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {a.status === 'pending' && (
          <>
            <Button onClick={() => setOpen('approve')} aria-label={`Approve ${name}`}>
              <Check aria-hidden className="size-5" />
              Approve
            </Button>
            <Button variant="secondary" onClick={() => setOpen('decline')} aria-label={`Decline ${name}`}>
              <X aria-hidden className="size-5" />
              Decline
            </Button>
          </>
        )}
        {a.status === 'approved' && (
          <>
            <Button
              variant="secondary"
              onClick={() => setOpen('edit')}
              aria-label={`Change role and location of ${name}`}
            >
              <Pencil aria-hidden className="size-5" />
              Change role and location
            </Button>
            <Button
              variant="ghost"
              className="text-danger dark:text-red-300"
              onClick={() => setOpen('end')}
              aria-label={`End affiliation with ${name}`}
            >
              <UserX aria-hidden className="size-5" />
              End affiliation
            </Button>
          </>
        )}
      </div>
      {(open === 'approve' || open === 'edit') && (
        <DetailsDialog
          affiliation={a}
          org={org}
          scope={scope}
          action={open === 'approve' ? 'approve' : 'update'}
          onClose={() => setOpen(null)}
        />
      )}
      {(open === 'decline' || open === 'end') && (
        <ConfirmDialog affiliation={a} scope={scope} action={open} onClose={() => setOpen(null)} />
      )}
    </li>
  );
}
