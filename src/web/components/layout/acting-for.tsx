import { ArrowLeft, ChevronDown, HeartHandshake, Users } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useActingForState } from '../../lib/acting-for.ts';
import { choiceOf, useActingForGuard, useCaringFor, useSwitchActingFor } from '../../lib/use-acting-for.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { T, useT } from '../../lib/i18n.tsx';
import type { MessageKey } from '#shared/i18n/translate.ts';

// The header's acting-for control (ADR 18), loaded only for a signed-in patient: a guest's pages
// never carry it.

/** Keeps whom the user acts for true (use-acting-for.ts); the header mounts it once. */
export function ActingForWatch() {
  useActingForGuard();
  return null;
}

/**
 * While the user acts for someone: whom, in large words, and the way back. Shown on every page and
 * every screen width, so nobody books or writes for the wrong person by mistake; the patient
 * dashboard repeats it at its top with `children` saying what stays the user's own.
 */
export function ActingForBanner({ children, className }: { children?: ReactNode; className?: string }) {
  const acting = useActingForState();
  const switchTo = useSwitchActingFor();
  const t = useT();
  if (!acting) return null;
  return (
    <div
      className={cn(
        'text-ink border-amber-700 bg-amber-50 dark:border-amber-300 dark:bg-stone-900 dark:text-stone-100',
        className,
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3">
        <div className="flex min-w-0 items-start gap-3">
          <HeartHandshake aria-hidden className="mt-1 size-7 shrink-0 text-amber-800 dark:text-amber-300" />
          <div className="min-w-0">
            <p className="text-xl break-words sm:text-2xl">
              <T k="common.actingFor.actingFor" values={{ name: acting.name }} components={[<strong />]} />
            </p>
            {children}
          </div>
        </div>
        <Button variant="secondary" className="max-w-full" onClick={() => switchTo(null)}>
          <ArrowLeft aria-hidden className="size-5" />
          {t('common.actingFor.backToOwn')}
        </Button>
      </div>
    </div>
  );
}

/** The header's bar while acting for someone: a named region, so it is easy to find again. */
export function ActingForHeaderBar() {
  const acting = useActingForState();
  const t = useT();
  if (!acting) return null;
  return (
    <div role="region" aria-label={t('common.actingFor.region')}>
      <ActingForBanner className="border-t-4" />
    </div>
  );
}

const OWN_PAGE = {
  reviews: 'common.actingFor.ownReviews',
  settings: 'common.actingFor.ownSettings',
} as const satisfies Record<'reviews' | 'settings', MessageKey>;

/**
 * On a page that stays the user's own while they act for someone (their reviews, their settings:
 * the server never acts for anyone there), says so, so nobody takes it for the patient's.
 */
export function OwnPageWhileActing({ what }: { what: 'reviews' | 'settings' }) {
  const acting = useActingForState();
  const t = useT();
  if (!acting) return null;
  return (
    <Alert tone="info" className="mt-6">
      {t(OWN_PAGE[what], { name: acting.name })}
    </Alert>
  );
}

const itemClass =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-lg outline-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-strong dark:data-[highlighted]:bg-stone-700 dark:data-[highlighted]:text-white';

/**
 * On wider screens, for someone who helps others and acts for nobody now: a menu of the people they
 * may act for. Phones find the same in the menu (ActForMenuItems).
 */
export function ActForChooser({ className }: { className?: string }) {
  const acting = useActingForState();
  const people = useCaringFor();
  const switchTo = useSwitchActingFor();
  const t = useT();
  if (acting || people.length === 0) return null;
  return (
    <div className={className}>
      {/* Not modal: the page behind stays readable to a screen reader (and to axe) while it is open. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="text-ink hover:border-primary inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-stone-400 bg-white px-3 font-bold whitespace-nowrap dark:bg-stone-900 dark:text-stone-100">
          <Users aria-hidden className="size-5" />
          {t('common.actingFor.actForSomeone')}
          <ChevronDown aria-hidden className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="text-ink z-50 min-w-72 rounded-xl border border-stone-300 bg-white p-2 shadow-lg dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
          >
            <DropdownMenu.Label className="text-ink-muted px-3 py-2 text-base dark:text-stone-300">
              {t('common.actingFor.choosePerson')}
            </DropdownMenu.Label>
            {people.map((p) => (
              <DropdownMenu.Item key={p.id} className={itemClass} onSelect={() => switchTo(choiceOf(p))}>
                <HeartHandshake aria-hidden className="size-5" />
                {t('common.actingFor.actFor', { name: p.patient.name })}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

/** The same choice in the phone menu: one big button per person; choosing closes the menu. */
export function ActForMenuItems({ onChosen }: { onChosen: () => void }) {
  const acting = useActingForState();
  const people = useCaringFor();
  const switchTo = useSwitchActingFor();
  const t = useT();
  if (acting || people.length === 0) return null;
  return (
    <div
      role="group"
      aria-labelledby="act-for-menu-heading"
      className="mt-2 flex flex-col gap-2 border-t border-stone-300 pt-4 dark:border-stone-700"
    >
      <p id="act-for-menu-heading" className="text-lg font-bold">
        {t('common.actingFor.actForSomeone')}
      </p>
      {people.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          size="lg"
          className="justify-start text-left"
          onClick={() => {
            switchTo(choiceOf(p));
            onChosen();
          }}
        >
          <HeartHandshake aria-hidden className="size-6 shrink-0" />
          {t('common.actingFor.actFor', { name: p.patient.name })}
        </Button>
      ))}
    </div>
  );
}
