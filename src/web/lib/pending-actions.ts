import { STORAGE_KEYS, local } from './storage.ts';

/**
 * What a guest started before being asked to sign in; done for them afterwards (pending-actions.test.tsx,
 * search.e2e.ts).
 */
export type PendingSave = {
  type: 'save_provider';
  providerId: string;
  providerName: string;
  timestamp: number;
};

/** A guest who pressed 'Sign Up to Message' on a profile: the conversation opens after sign-in. */
export type PendingMessage = {
  type: 'message';
  providerId: string;
  providerName: string;
  specialty: string;
  timestamp: number;
};

/** A guest who pressed 'Sign Up to Book': the profile opens the booking again after sign-in. */
export type PendingAppointment = {
  type: 'appointment';
  providerId: string;
  providerName: string;
  selectedSlot: { slotId: string; date: string; time: string; fullDate: string } | null;
  timestamp: number;
};

type PendingAction = PendingSave | PendingMessage | PendingAppointment;

/** Pending actions are forgotten after 24 hours (pending-actions.test.tsx). */
export const PENDING_ACTION_TTL_MS = 24 * 60 * 60 * 1000;

function read(): PendingAction[] {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.pendingActions) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingAction[]) : [];
  } catch {
    return [];
  }
}

export function addPendingSave(providerId: string, providerName: string, now = Date.now()) {
  const others = read().filter((a) => !(a.type === 'save_provider' && a.providerId === providerId));
  local.set(
    STORAGE_KEYS.pendingActions,
    JSON.stringify([...others, { type: 'save_provider', providerId, providerName, timestamp: now }]),
  );
}

/** Removes and returns the saves still fresh enough to carry out. */
export function takePendingSaves(now = Date.now()): PendingSave[] {
  const all = read();
  return take(all, (a): a is PendingSave => a.type === 'save_provider', now);
}

function take<T extends PendingAction>(
  all: PendingAction[],
  match: (a: PendingAction) => a is T,
  now: number,
) {
  const taken = all.filter(match).filter((a) => now - a.timestamp < PENDING_ACTION_TTL_MS);
  const rest = all.filter((a) => !match(a));
  if (rest.length) local.set(STORAGE_KEYS.pendingActions, JSON.stringify(rest));
  else local.remove(STORAGE_KEYS.pendingActions);
  return taken;
}

/** Keeps one pending action of a kind: the newest intent wins. */
function replace(action: PendingMessage | PendingAppointment) {
  const others = read().filter((a) => a.type !== action.type);
  local.set(STORAGE_KEYS.pendingActions, JSON.stringify([...others, action]));
}

export function addPendingMessage(
  provider: { providerId: string; providerName: string; specialty: string },
  now = Date.now(),
) {
  replace({ type: 'message', ...provider, timestamp: now });
}

export function addPendingAppointment(
  provider: { providerId: string; providerName: string },
  selectedSlot: PendingAppointment['selectedSlot'] = null,
  now = Date.now(),
) {
  replace({ type: 'appointment', ...provider, selectedSlot, timestamp: now });
}

/** Removes and returns the pending message, if still fresh. */
export function takePendingMessage(now = Date.now()): PendingMessage | null {
  return take(read(), (a): a is PendingMessage => a.type === 'message', now).at(-1) ?? null;
}

/** Removes and returns the pending booking for this provider, if still fresh; others stay. */
export function takePendingAppointment(providerId: string, now = Date.now()): PendingAppointment | null {
  const all = read();
  const mine = (a: PendingAction): a is PendingAppointment =>
    a.type === 'appointment' && a.providerId === providerId;
  if (!all.some(mine)) return null;
  return take(all, mine, now).at(-1) ?? null;
}
