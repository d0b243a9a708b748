/**
 * Ordering of HTTP calls (SPEC section 7: "calls are queued").
 *
 * Mutating calls run one at a time, in the order they were made, so "add then delete" can never
 * reach the server as "delete then add". Reads run concurrently, since a page loads several
 * lists at once and serialising them would only add latency, but each read waits for the
 * mutations made before it: a list fetched right after a save sees the save.
 */
export class RequestQueue {
  /** Settles when every mutation enqueued so far has settled. */
  private writeTail: Promise<unknown> = Promise.resolve();

  run<T>(mutating: boolean, task: () => Promise<T>): Promise<T> {
    const after = this.writeTail;
    const result = after.then(task);
    if (mutating) {
      // The next mutation waits for this one whether it succeeds or fails.
      this.writeTail = result.catch(() => undefined);
    }
    return result;
  }
}
