import { STORAGE_KEYS, local } from '../../lib/storage.ts';

/** What a guest started before being asked to sign in; done for them afterwards (spec part 2 §3). */
export type PendingSave = {
  type: 'save_provider';
  providerId: string;
  providerName: string;
  timestamp: number;
};

/** Pending actions are forgotten after 24 hours (spec part 2 §9). */
export const PENDING_ACTION_TTL_MS = 24 * 60 * 60 * 1000;

function read(): PendingSave[] {
  try {
    const parsed: unknown = JSON.parse(local.get(STORAGE_KEYS.pendingActions) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingSave[]) : [];
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
  const saves = all.filter((a) => a.type === 'save_provider' && now - a.timestamp < PENDING_ACTION_TTL_MS);
  const rest = all.filter((a) => a.type !== 'save_provider');
  if (rest.length) local.set(STORAGE_KEYS.pendingActions, JSON.stringify(rest));
  else local.remove(STORAGE_KEYS.pendingActions);
  return saves;
}
