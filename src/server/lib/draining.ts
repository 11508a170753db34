/**
 * A server that is stopping (a rolling restart behind a load balancer, Ctrl-C) first drains: it
 * answers what it already accepted and tells everyone to go elsewhere (main.ts, shutdown.test.ts).
 * While it drains, `/api/health` answers 503 so the balancer stops sending, every answer closes
 * its connection, and open event streams end so their browsers reconnect to another instance.
 */
export type Draining = {
  readonly active: boolean;
  /** Starts draining and tells every listener, once. */
  start(): void;
  /** Calls `listener` when draining starts (at once if it has); returns its removal. */
  onStart(listener: () => void): () => void;
};

export function createDraining(): Draining {
  let active = false;
  const listeners = new Set<() => void>();
  return {
    get active() {
      return active;
    },
    start() {
      if (active) return;
      active = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    onStart(listener) {
      if (active) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
