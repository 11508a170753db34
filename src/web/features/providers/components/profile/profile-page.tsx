import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { providerDisplayName } from '#shared/display-name.ts';
import { PROFILE_MESSAGES } from '#shared/providers/profile.ts';
import { canActAsPatient } from '#shared/roles.ts';
import { careName } from '#shared/taxonomy/listing-words.ts';
import { ErrorCard } from '../../../../components/layout/error-fallback.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { usePageHead } from '../../../../lib/page-head.tsx';
import { useAuth } from '../../../../lib/auth/auth-context.tsx';
import { useLiveSlotsStream } from '../../../../lib/booking/live-slots.ts';
import { T, useLocale, useT } from '../../../../lib/i18n.tsx';
import {
  LazyBookingDialog,
  LazyWeeklyTimesDialog,
  type ChosenSlot,
} from '../../../../components/booking/lazy-booking.tsx';
import { providerProfileQuery } from '../../api/profile.ts';
import { profileHead } from './profile-head.ts';
import { DEEP_LINK_KEYS, deepLinkedSlot } from '../../booking-deep-link.ts';
import { takePendingAppointment } from '../../../../lib/pending-actions.ts';
import type { ProfileLinkState } from '../../profile-link.ts';
import { useProfileView } from '../../use-profile-view.ts';
import { Breadcrumb, ProfileHeader } from './profile-header.tsx';
import { HospitalAffiliations, HospitalFacts } from './listing-facts.tsx';
import {
  BookingCard,
  InsuranceCard,
  MobileActions,
  NextTimes,
  OfficeHoursCard,
  ReportCard,
} from './sidebar.tsx';
import { BookingControls, type BookingRequest } from './use-provider-actions.ts';

/**
 * Below the booking card on a phone, so its own download: the app takes it over from the server's
 * drawing after the rest of the page, in a short task of its own, rather than in one long one with
 * everything above it (docs/benchmarks.md, slower host). The server draws it in place as ever.
 */
const loadMainColumn = () => import('./profile-main-column.tsx');
const ProfileMainColumn = lazy(() => loadMainColumn().then((m) => ({ default: m.ProfileMainColumn })));
// Asked for with the page's own code, so it is on its way before the page is taken over.
if (typeof window !== 'undefined') void loadMainColumn();

function BackLink() {
  const t = useT();
  return (
    <Button asChild variant="ghost" className="-ml-2 mb-2">
      <Link to={paths.providers}>
        <ArrowLeft aria-hidden className="size-5" />
        {t('public.profile.backToProviders')}
      </Link>
    </Button>
  );
}

function Bone({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-2xl bg-stone-200 motion-reduce:animate-none ${className}`} />;
}

export function ProfileSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        {t('public.profile.loading')}
      </p>
      <Bone className="h-64" />
      <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="flex flex-col gap-6">
          <Bone className="h-48" />
          <Bone className="h-96" />
        </div>
        <div className="flex flex-col gap-6">
          <Bone className="h-72" />
          <Bone className="h-48" />
        </div>
      </div>
    </div>
  );
}

function NotFound({ id, message }: { id: string; message: string }) {
  const t = useT();
  usePageHead({ title: t(PROFILE_MESSAGES.notFoundTitle), status: 404 });
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-stone-300 bg-white p-8 text-center">
      <SearchX aria-hidden className="mx-auto size-14" />
      <h1 className="mt-3 text-3xl">{t(PROFILE_MESSAGES.notFoundTitle)}</h1>
      <p className="mt-3 text-lg">{t(PROFILE_MESSAGES.notFoundText)}</p>
      <p className="text-ink-muted mt-3 break-all">
        <T k="public.profile.providerId" values={{ id }} components={[<span className="font-bold" />]} />
      </p>
      <p className="text-ink-muted mt-1">{message}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.providers}>{t('public.profile.findProvider')}</Link>
      </Button>
    </div>
  );
}

/** /providers/{id}: the public profile of one listed provider (docs/product.md#profiles). */
export function ProviderProfilePage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const state = (location.state ?? {}) as ProfileLinkState;
  const place = state.place ?? null;
  const { user, userRole } = useAuth();
  const t = useT();
  const locale = useLocale();
  const query = useQuery(providerProfileQuery(slug, place));
  const provider = query.data;
  // The clock for the presence badge, read once per render of a loaded profile.
  const [now] = useState(() => new Date());
  useProfileView(slug, query.isSuccess);
  usePageHead(
    provider
      ? profileHead(provider, t, locale)
      : { title: query.isError ? t(PROFILE_MESSAGES.notFoundTitle) : '' },
  );

  const [booking, setBooking] = useState<{ extended: boolean; slot: ChosenSlot | null } | null>(null);
  const [weekly, setWeekly] = useState(false);
  const controls = useMemo(
    () => ({
      openBooking: ({ extended = false, slot = null }: BookingRequest) => setBooking({ extended, slot }),
      openWeekly: () => setWeekly(true),
    }),
    [],
  );
  // Open times on this page follow bookings made anywhere, within a second or two.
  useLiveSlotsStream(provider?.id);

  // A guest who pressed 'Sign Up to Book' comes back here after signing in: the dialog opens again
  // on the confirm view with the time they chose (returnToAppointment).
  useEffect(() => {
    if (!provider || !user || !canActAsPatient(userRole)) return;
    const pending = takePendingAppointment(provider.id);
    if (!pending) return;
    const chosen = pending.selectedSlot;
    // The intent lives in localStorage (outside React) and is taken once the profile and the
    // session are known, which is exactly what an effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBooking({
      extended: true,
      slot: chosen ? { id: chosen.slotId, date: chosen.date, time: chosen.time } : null,
    });
  }, [provider, user, userRole]);

  // A booking link from another site (SMART Scheduling Links' deep link: ?slot=&date=&time=) opens
  // the dialog on that time; the dialog itself goes back to the day's list if it has been taken.
  // The link is taken once and dropped from the address, so closing the dialog does not reopen it.
  const [search, setSearch] = useSearchParams();
  useEffect(() => {
    if (!provider) return;
    const slot = deepLinkedSlot(search);
    if (!slot) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBooking({ extended: true, slot });
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of DEEP_LINK_KEYS) next.delete(key);
        return next;
      },
      { replace: true, state: location.state as unknown },
    );
  }, [provider, search, setSearch, location.state]);

  // Any id that is not a listed provider, malformed ones included, is simply not found.
  const notFound = query.error instanceof ApiError && [400, 404].includes(query.error.status);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-28 min-[769px]:pb-12">
      <BackLink />
      {query.isPending && <ProfileSkeleton />}
      {query.isError &&
        (notFound || !slug ? (
          <NotFound
            id={slug}
            message={
              slug ? query.error.message || t(PROFILE_MESSAGES.notAvailable) : t(PROFILE_MESSAGES.idRequired)
            }
          />
        ) : (
          <ErrorCard
            message={t('public.profile.fetchFailed', { reason: query.error.message })}
            onRetry={() => void query.refetch()}
          />
        ))}
      {provider && (
        <BookingControls.Provider value={controls}>
          <Breadcrumb provider={provider} />
          <ProfileHeader provider={provider} now={now} />
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem] [&>*]:min-w-0">
            <aside
              aria-label={t('public.profile.sidebarLabel')}
              className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1"
            >
              <BookingCard provider={provider} />
              <NextTimes provider={provider} />
              <InsuranceCard provider={provider} />
              <OfficeHoursCard provider={provider} />
              <ReportCard provider={provider} />
            </aside>
            <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-1">
              <HospitalFacts provider={provider} />
              <HospitalAffiliations provider={provider} />
              <Suspense fallback={null}>
                <ProfileMainColumn provider={provider} place={place} />
              </Suspense>
            </div>
          </div>
          <MobileActions provider={provider} />
          <LazyBookingDialog
            open={booking !== null}
            onOpenChange={(open) => !open && setBooking(null)}
            provider={{
              id: provider.id,
              name: providerDisplayName(provider, { locale }),
              specialty: careName(provider, locale),
              phone: provider.phone,
            }}
            extended={booking?.extended}
            initialSlot={booking?.slot}
          />
          <LazyWeeklyTimesDialog
            open={weekly}
            onOpenChange={setWeekly}
            provider={{
              id: provider.id,
              name: providerDisplayName(provider, { locale }),
              specialty: careName(provider, locale),
            }}
            onPick={(slot) => {
              setWeekly(false);
              setBooking({ extended: true, slot });
            }}
          />
        </BookingControls.Provider>
      )}
    </div>
  );
}
