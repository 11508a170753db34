import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CaregiversDto, CaringForDto } from '#shared/caregivers/caregiver-schemas.ts';
import { allows, type CaregiverPermission } from '#shared/caregivers/caregivers.ts';
import { api, paths } from '../config/paths.ts';
import { actingFor, onActingRefused, setActingFor, useActingForState, type ActingFor } from './acting-for.ts';
import { apiFetch } from './api-client.ts';
import { meQueryKey } from './auth/auth-api.ts';
import { useAuth } from './auth/auth-context.tsx';
import { useT } from './i18n.tsx';
import { useRealtime } from './realtime.ts';

/**
 * Acting for someone on screen (ADR 18): whom the user may act for, what the screens may offer while
 * they do, switching, and the checks that bring them back to their own account when the access ends.
 * The state itself is in acting-for.ts.
 */

export const caregiversKey = ['caregivers'] as const;

/** GET /api/caregivers: the Family and caregivers settings, and whom the user may act for. */
export const caregiversQuery = () =>
  queryOptions({
    queryKey: caregiversKey,
    queryFn: ({ signal }) => apiFetch<CaregiversDto>(api.caregivers, { signal }),
    // Someone may have accepted or asked since the page was last open.
    staleTime: 0,
  });

/** Whom the signed-in patient may act for now; empty for other roles and until it is known. */
export function useCaringFor(): CaringForDto[] {
  const { user, isPatient } = useAuth();
  const query = useQuery({ ...caregiversQuery(), enabled: Boolean(user) && isPatient });
  return query.data?.caringFor ?? [];
}

/** A person the user may act for, as the state keeps them. */
export type ActingChoice = Pick<ActingFor, 'patientId' | 'name'>;
export const choiceOf = (p: CaringForDto): ActingChoice => ({
  patientId: p.patient.id,
  name: p.patient.name,
});

/**
 * Whom the user acts for, and whether the screens may offer something: everything on their own
 * account; for a patient only what that patient allows now (nothing until that is known).
 */
export function useActing() {
  const acting = useActingForState();
  const people = useCaringFor();
  const person = acting ? people.find((p) => p.patient.id === acting.patientId) : undefined;
  const may = (permission: CaregiverPermission) =>
    !acting || (person !== undefined && allows(person.permissions, permission));
  return { acting, may };
}

/**
 * Switches whom the user acts for, either way. Everything read so far is forgotten and read again
 * (only who is signed in is kept), so nothing of one person shows as another's; then the patient
 * dashboard opens, unless `stay` keeps the page (a notification's link).
 */
export function useSwitchActingFor() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: ActingChoice | null, { stay = false }: { stay?: boolean } = {}) => {
      setActingFor(to && user ? { ...to, caregiverId: user.id } : null);
      void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
      if (!stay) void navigate(paths.patientDashboard);
    },
    [user, queryClient, navigate],
  );
}

/**
 * Keeps acting-for true; mounted once, in the header (use-acting-for.test.tsx):
 * - whom the user may act for is read again when an access begins, changes or ends (the realtime
 *   'caregiver-access' event) and when the server refuses something for the person acted for;
 * - acting for someone no longer in that list (ended, or narrowed to nothing) goes back to the
 *   user's own account and says so; another account signing in on this tab starts as itself;
 * - `for=<patient id>` on a patient dashboard address (a caregiver's notification) acts for that
 *   person when the user may, and is then taken off the address.
 */
export function useActingForGuard() {
  const { user, isPatient, initializing } = useAuth();
  const acting = useActingForState();
  const queryClient = useQueryClient();
  const caregivers = useQuery({ ...caregiversQuery(), enabled: Boolean(user) && isPatient });
  const switchTo = useSwitchActingFor();
  const location = useLocation();
  const navigate = useNavigate();
  const t = useT();

  const recheck = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: caregiversKey, exact: true }),
    [queryClient],
  );
  useRealtime(['caregiver-access', 'resync'], recheck);
  useEffect(() => onActingRefused(recheck), [recheck]);

  // Acting belongs to the account that chose it, and only a patient acts for anyone.
  useEffect(() => {
    if (initializing || !acting) return;
    if (!user || !isPatient || user.id !== acting.caregiverId) switchTo(null, { stay: true });
  }, [initializing, acting, user, isPatient, switchTo]);

  const people = caregivers.isSuccess ? caregivers.data.caringFor : null;
  useEffect(() => {
    if (!people || !acting || user?.id !== acting.caregiverId) return;
    const person = people.find((p) => p.patient.id === acting.patientId);
    if (!person || person.permissions.length === 0) {
      switchTo(null);
      toast(t('common.actingFor.noLonger', { name: acting.name }), { duration: 10_000 });
    } else if (person.patient.name !== acting.name) {
      setActingFor({ ...acting, name: person.patient.name });
    }
  }, [people, acting, user, switchTo, t]);

  const forId = location.pathname.startsWith(paths.patientDashboard)
    ? new URLSearchParams(location.search).get('for')
    : null;
  useEffect(() => {
    if (!forId || !people || !user) return;
    const person = people.find((p) => p.patient.id === forId && p.permissions.length > 0);
    // Read now, not from the render: an earlier effect of this pass may have switched already.
    const now = actingFor()?.patientId ?? user.id;
    if (forId === user.id && now !== user.id) switchTo(null, { stay: true });
    else if (person && now !== forId) switchTo(choiceOf(person), { stay: true });
    const rest = new URLSearchParams(location.search);
    rest.delete('for');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [forId, people, user, location.pathname, location.search, switchTo, navigate]);
}
