import { useSyncExternalStore } from 'react';
import { ACTING_FOR_HEADER, ACTING_FOR_REFUSED } from '#shared/caregivers/caregivers.ts';
import { beforeSignOut } from './sign-out-tasks.ts';
import { session, STORAGE_KEYS } from './storage.ts';

/**
 * Whom the signed-in user acts for (ADR 18): a patient who lets them help, or nobody (null: their own
 * account). Kept in this tab's sessionStorage, so a reload keeps it and closing the tab forgets it;
 * every API call sends it as the acting-for header (api-client.ts), and the server checks the live
 * access on each one. Who may be chosen, and the checks that drop it, are in use-acting-for.ts.
 */
export type ActingFor = {
  /** The patient's user id: the header's value. */
  patientId: string;
  /** Their name, to say whom the screens show (and whom we can no longer act for). */
  name: string;
  /** Who chose it: another account signing in on this tab never inherits it. */
  caregiverId: string;
};

const listeners = new Set<() => void>();
let current: ActingFor | null | undefined;

function parse(raw: string | null): ActingFor | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<ActingFor>;
    return typeof v.patientId === 'string' && typeof v.name === 'string' && typeof v.caregiverId === 'string'
      ? { patientId: v.patientId, name: v.name, caregiverId: v.caregiverId }
      : null;
  } catch {
    return null;
  }
}

/** Who this tab acts for now; null on the server, which draws pages for nobody but the visitor. */
export function actingFor(): ActingFor | null {
  if (typeof window === 'undefined') return null;
  if (current === undefined) current = parse(session.get(STORAGE_KEYS.actingFor));
  return current;
}

/** Starts acting for a patient, or (null) goes back to the user's own account. */
export function setActingFor(next: ActingFor | null) {
  current = next;
  if (next) session.set(STORAGE_KEYS.actingFor, JSON.stringify(next));
  else session.remove(STORAGE_KEYS.actingFor);
  listeners.forEach((l) => l());
}

/** The header every API call carries while acting (acting-for.test.ts); none otherwise. */
export function actingForHeaders(): Record<string, string> {
  const who = actingFor();
  return who ? { [ACTING_FOR_HEADER]: who.patientId } : {};
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** Whom this tab acts for, drawn again when it changes. */
export function useActingForState(): ActingFor | null {
  return useSyncExternalStore(subscribe, actingFor, () => null);
}

// A refusal for someone we act for means the access ended or narrowed: the screens check again.
const refusalListeners = new Set<() => void>();

/** Called by the API client with every failed answer, by its code: its words are the page's language. */
export function noteRefusal(status: number, code: string | undefined) {
  if (status === 403 && code === ACTING_FOR_REFUSED) refusalListeners.forEach((l) => l());
}

/** Hears of each 'not allowed for this person' answer; returns the removal. */
export function onActingRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => void refusalListeners.delete(listener);
}

// On a shared computer the next person to sign in must not start as the last one's mother.
if (typeof window !== 'undefined') beforeSignOut(async () => setActingFor(null));
