import { useQuery } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, Clock, Flag, MessageSquare, Phone, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { providerDisplayName } from '#shared/display-name.ts';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { PROFILE_MESSAGES, type ProviderProfileDto, type Weekday } from '#shared/providers/profile.ts';
import { BOOKING_MESSAGES } from '#shared/appointments/booking-messages.ts';
import { longDay } from '#shared/format/dates.ts';
import { timeOfDay } from '#shared/format/times.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { preloadBookingDialog } from '../../../../components/booking/lazy-booking.tsx';
import { T, useLocale, useT } from '../../../../lib/i18n.tsx';
import { lazyDialog } from '../../../../lib/lazy-dialog.tsx';
import { nextSlotsQuery } from '../../api/profile.ts';
import { insuranceName } from '../../display-defaults.ts';
import { insuranceBadgeClass } from '../insurance-badges.tsx';
import { telHref } from './profile-header.tsx';
import { UnclaimedCard } from './unclaimed-card.tsx';
import { NEXT_TIMES_ID, useProviderActions } from './use-provider-actions.ts';

const ReportDialog = lazyDialog(() => import('./report-dialog.tsx').then((m) => m.ReportDialog));

const WEEKDAYS: [Weekday, MessageKey][] = [
  ['monday', 'public.profile.monday'],
  ['tuesday', 'public.profile.tuesday'],
  ['wednesday', 'public.profile.wednesday'],
  ['thursday', 'public.profile.thursday'],
  ['friday', 'public.profile.friday'],
  ['saturday', 'public.profile.saturday'],
  ['sunday', 'public.profile.sunday'],
];
/** The profile shows 4 plans and the rest in a dialog (profile.e2e.ts, docs/product.md#profiles). */
const INLINE_INSURANCES = 4;

const card = 'rounded-2xl border border-stone-300 bg-white p-5 sm:p-6';

export function BookingCard({ provider }: { provider: ProviderProfileDto }) {
  const { signedIn, book, message } = useProviderActions(provider);
  const t = useT();
  // An imported listing nobody has claimed cannot be booked or messaged: the phone is the way.
  if (!provider.claimed) return <UnclaimedCard provider={provider} />;
  return (
    <section
      aria-labelledby="booking-heading"
      className="border-primary rounded-2xl border-2 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="booking-heading" className="text-2xl">
        {t('public.profile.bookHeading')}
      </h2>
      <p className="mt-1">
        {provider.acceptingNewPatients ? t('public.profile.accepting') : t('public.profile.waitlist')}
        {provider.telehealthAvailable && ` · ${t('public.profile.videoVisits')}`}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <Button
          size="lg"
          onClick={() => book({ extended: true })}
          onPointerEnter={preloadBookingDialog}
          onFocus={preloadBookingDialog}
        >
          <CalendarDays aria-hidden className="size-6" />
          {signedIn ? t('public.profile.scheduleVisit') : t('public.profile.signUpToBook')}
        </Button>
        {provider.phone ? (
          <Button asChild size="lg" variant="secondary">
            <a href={telHref(provider.phone)}>
              <Phone aria-hidden className="size-6" />
              {t('public.profile.callNow')}
            </a>
          </Button>
        ) : (
          <Button size="lg" variant="secondary" disabled>
            <Phone aria-hidden className="size-6" />
            {t(PROFILE_MESSAGES.phoneNotAvailable)}
          </Button>
        )}
        <Button size="lg" variant="secondary" onClick={message}>
          <MessageSquare aria-hidden className="size-6" />
          {signedIn ? t('public.profile.messageProvider') : t('public.profile.signUpToMessage')}
        </Button>
      </div>
    </section>
  );
}

export function NextTimes({ provider }: { provider: ProviderProfileDto }) {
  const query = useQuery({ ...nextSlotsQuery(provider.id), enabled: provider.claimed });
  const { book, viewMoreTimes } = useProviderActions(provider);
  const t = useT();
  const locale = useLocale();
  if (!provider.claimed) return null;
  return (
    <section
      id={NEXT_TIMES_ID}
      tabIndex={-1}
      aria-labelledby="times-heading"
      className={`${card} outline-none focus:ring-4 focus:ring-amber-600`}
    >
      <h2 id="times-heading" className="flex items-center gap-2 text-xl">
        <CalendarDays aria-hidden className="size-6" />
        {t('public.profile.nextTimes')}
      </h2>
      {query.isPending && <p className="mt-2">{t('public.profile.loadingTimes')}</p>}
      {query.isError && (
        <p className="mt-2" role="alert">
          {t(BOOKING_MESSAGES.timesLoadFailed)}
        </p>
      )}
      {query.data && query.data.slots.length === 0 && <p className="mt-2">{t(PROFILE_MESSAGES.noTimes)}</p>}
      {query.data && query.data.slots.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2">
          {query.data.slots.slice(0, 3).map((slot) => (
            <li key={slot.id}>
              {/* Each time opens the booking dialog on that time, ready to confirm. */}
              <button
                type="button"
                onClick={() => book({ slot })}
                onPointerEnter={preloadBookingDialog}
                onFocus={preloadBookingDialog}
                className="hover:border-primary hover:bg-primary-soft min-h-12 w-full cursor-pointer rounded-lg border-2 border-stone-300 bg-stone-100 px-4 py-3 text-left text-lg"
              >
                <T
                  k="public.profile.nextTime"
                  values={{ day: longDay(slot.date, locale), time: timeOfDay(slot.time, locale) }}
                  components={[<span className="sr-only" />, <span className="font-bold" />]}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-ink-muted mt-2 text-base">{t('public.profile.easternTime')}</p>
      <Button
        variant="link"
        className="mt-1"
        onClick={viewMoreTimes}
        onPointerEnter={preloadBookingDialog}
        onFocus={preloadBookingDialog}
      >
        <CalendarRange aria-hidden className="size-5" />
        {t('public.profile.moreTimes')}
      </Button>
    </section>
  );
}

export function InsuranceCard({ provider }: { provider: ProviderProfileDto }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  const plans = provider.insurances;
  const badges = (items: string[]) => (
    <ul aria-label={t('public.profile.insuranceList')} className="flex flex-wrap gap-2">
      {items.map((name) => (
        <li key={name} className={`rounded-full px-3 py-1 font-bold ${insuranceBadgeClass(name)}`}>
          {insuranceName(t, name)}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="insurance-heading" className={card}>
      <h2 id="insurance-heading" className="flex items-center gap-2 text-xl">
        <ShieldCheck aria-hidden className="size-6" />
        {t('public.profile.insuranceHeading')}
      </h2>
      <div className="mt-3">
        {plans.length ? badges(plans.slice(0, INLINE_INSURANCES)) : <p>{t(PROFILE_MESSAGES.noInsurance)}</p>}
      </div>
      {plans.length > INLINE_INSURANCES && (
        <>
          <Button variant="secondary" className="mt-3 w-full" onClick={() => setOpen(true)}>
            {t('public.profile.allPlans', { count: plans.length })}
          </Button>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t('public.profile.plansTitle')}
            // No ', MD' before the possessive: 'Plans Dr. Elena Morales's office accepts.'
            description={t('public.profile.plansDescription', {
              name: providerDisplayName(provider, { credentials: false, locale }),
            })}
          >
            {badges(plans)}
          </Dialog>
        </>
      )}
    </section>
  );
}

export function OfficeHoursCard({ provider }: { provider: ProviderProfileDto }) {
  const t = useT();
  const locale = useLocale();
  const days = WEEKDAYS.filter(([day]) => provider.officeHours[day]);
  return (
    <section aria-labelledby="hours-heading" className={card}>
      <h2 id="hours-heading" className="flex items-center gap-2 text-xl">
        <Clock aria-hidden className="size-6" />
        {t('public.profile.hoursHeading')}
      </h2>
      {days.length === 0 ? (
        <p className="mt-2">{t(PROFILE_MESSAGES.noHours)}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
          {days.map(([day, label]) => {
            const h = provider.officeHours[day]!;
            return (
              <div key={day} className="contents">
                <dt className="font-bold">{t(label)}</dt>
                <dd>
                  {h.closed
                    ? t('public.profile.closed')
                    : `${timeOfDay(h.open, locale)} – ${timeOfDay(h.close, locale)}`}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}

export function ReportCard({ provider }: { provider: ProviderProfileDto }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <section aria-label={t('public.profile.reportLabel')} className={card}>
      <p id="report-hint">{t(PROFILE_MESSAGES.reportHint)}</p>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        aria-describedby="report-hint"
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden className="size-5" />
        {t('public.profile.reportButton')}
      </Button>
      <ReportDialog providerId={provider.id} open={open} onOpenChange={setOpen} />
    </section>
  );
}

/**
 * On phones, the three main actions float at the bottom of the screen (call only with a phone), each
 * an icon over its label. A button is never narrower than its longest word: where three do not fit in
 * a row (larger text, longer Spanish labels), the last ones wrap onto a second row and share its
 * width, rather than being cut off at the screen's edge (profile.e2e.ts, at 390 px and 200% text).
 */
export function MobileActions({ provider }: { provider: ProviderProfileDto }) {
  const { signedIn, book, message } = useProviderActions(provider);
  const t = useT();
  const button =
    'flex min-h-14 grow basis-[6.5rem] flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-center text-base leading-snug font-bold text-balance no-underline';
  return (
    <div
      role="group"
      aria-label={t('public.profile.quickActions')}
      className="fixed inset-x-0 bottom-0 z-30 flex flex-wrap gap-2 border-t border-stone-300 bg-white p-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] min-[769px]:hidden"
    >
      {provider.claimed && (
        <>
          <button
            type="button"
            onClick={() => book({ extended: false })}
            onPointerEnter={preloadBookingDialog}
            className={`${button} bg-primary text-white`}
          >
            <CalendarDays aria-hidden className="size-6" />
            {signedIn ? t('public.profile.book') : t('public.profile.signUpToBook')}
          </button>
          <button
            type="button"
            onClick={message}
            className={`${button} border-primary text-primary border-2`}
          >
            <MessageSquare aria-hidden className="size-6" />
            {signedIn ? t('public.profile.message') : t('public.profile.signUpToMessage')}
          </button>
        </>
      )}
      {provider.phone && (
        <a href={telHref(provider.phone)} className={`${button} border-primary text-primary border-2`}>
          <Phone aria-hidden className="size-6" />
          {t('public.profile.call')}
        </a>
      )}
    </div>
  );
}
