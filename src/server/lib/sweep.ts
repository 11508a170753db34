import type { Logger } from './logger.ts';

/**
 * Runs a background sweep now and then every `everyMs`, never two at once on this instance (the
 * sweeps themselves claim their rows, so instances do not repeat each other's work). A sweep answers
 * how many things it did; a count above zero is logged under `countKey` with `done`, a failure with
 * `failed`. The returned stop waits for a sweep under way.
 */
export function startSweeps(opts: {
  log: Logger;
  everyMs: number;
  sweep: () => Promise<number>;
  countKey: string;
  done: string;
  failed: string;
}): () => Promise<void> {
  const { log, everyMs, sweep, countKey, done, failed } = opts;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = sweep()
      .then((n) => {
        if (n) log.info({ [countKey]: n }, done);
      })
      .catch((err) => log.error({ err }, failed))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
