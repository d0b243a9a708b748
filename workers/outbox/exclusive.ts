/** Runs `task` while no other tab (Web Locks) or call (in-process queue) runs one under `name`. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

export function createExclusive(name: string, locks: LockManager | undefined): Exclusive {
  if (locks) return async (task) => locks.request(name, task);
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
}
