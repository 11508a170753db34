import { careName, careNameLang } from '#shared/taxonomy/listing-words.ts';
import { Check, Pencil, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AffiliationDto, ManagedOrganizationDto } from '#shared/organizations/organization-schemas.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../components/ui/cn.ts';
import { paths } from '../../../../config/paths.ts';
import { T, useLocale, useT } from '../../../../lib/i18n.tsx';
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
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState<Dialogs>(null);
  const name = a.provider.name;
  const ask = {
    approve: () => setOpen('approve'),
    decline: () => setOpen('decline'),
    edit: () => setOpen('edit'),
    end: () => setOpen('end'),
  };
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
        <p lang={careNameLang(a.provider, locale)}>{careName(a.provider, locale)}</p>
        <p>
          <T
            k="practice.orgProviders.roleAndLocation"
            values={{
              role: a.affiliationRole ?? t('practice.orgProviders.notSet'),
              location: a.locationName ?? t('practice.orgProviders.notSet'),
            }}
            components={[<span className="font-bold" />, <span className="font-bold" />]}
          />
        </p>
        <div className="mt-2">
          <AffiliationStatusBadge status={a.status} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {a.status === 'pending' && (
          <>
            <Button onClick={ask.approve} aria-label={t('practice.orgProviders.approveName', { name })}>
              <Check aria-hidden className="size-5" />
              {t('practice.orgProviders.approve')}
            </Button>
            <Button
              variant="secondary"
              onClick={ask.decline}
              aria-label={t('practice.orgProviders.declineName', { name })}
            >
              <X aria-hidden className="size-5" />
              {t('practice.orgCommon.decline')}
            </Button>
          </>
        )}
        {a.status === 'approved' && (
          <>
            <Button
              variant="secondary"
              onClick={ask.edit}
              aria-label={t('practice.orgProviders.changeName', { name })}
            >
              <Pencil aria-hidden className="size-5" />
              {t('practice.orgProviders.change')}
            </Button>
            <Button
              variant="ghost"
              className="text-danger dark:text-red-300"
              onClick={ask.end}
              aria-label={t('practice.orgProviders.endName', { name })}
            >
              <UserX aria-hidden className="size-5" />
              {t('practice.orgProviders.end')}
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
