import { afterEach, describe, expect, it, vi } from 'vitest';
import { beforeSignOut, runSignOutTasks } from './sign-out-tasks.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-out tasks', () => {
  it('runs every task; one that fails or hangs holds sign-out up for 3 seconds at most', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    vi.useFakeTimers();
    const done: string[] = [];
    const removals = [
      beforeSignOut(async () => void done.push('quick')),
      beforeSignOut(async () => {
        throw new Error('server away');
      }),
      beforeSignOut(() => new Promise(() => {})),
    ];
    let finished = false;
    const run = runSignOutTasks().then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(2_900);
    expect(done).toEqual(['quick']);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await run;
    expect(finished).toBe(true);
    removals.forEach((remove) => remove());
  });
});
