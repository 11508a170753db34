/**
 * What must happen while the user is still signed in, just before signing out: saying goodbye to
 * presence, and forgetting this browser's push subscription, so that on a shared computer the next
 * person does not see the last one's notifications. Features register their task once; sign-out
 * runs them all, each given at most a few seconds, and never fails because of one.
 */
type Task = () => Promise<unknown>;

const tasks = new Set<Task>();
const TASK_LIMIT_MS = 3_000;

/** Registers a task; returns its removal. */
export function beforeSignOut(task: Task): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}

export async function runSignOutTasks(): Promise<void> {
  await Promise.all(
    [...tasks].map((task) =>
      Promise.race([
        task().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, TASK_LIMIT_MS)),
      ]),
    ),
  );
}
