/** One SUBSCRIBE of a connection (`C`: the broker's connection type, kept apart to avoid a circle). */
export interface Subscription<C> {
  readonly id: string;
  /** The id escaped once for the MESSAGE `subscription` header. */
  readonly escapedId: string;
  readonly destination: string;
  readonly connection: C;
}

/** Subscriptions by destination, so a publish touches only the sockets that asked for it. */
export class SubscriptionIndex<C> {
  private readonly byDestination = new Map<string, Set<Subscription<C>>>();

  add(subscription: Subscription<C>): void {
    let set = this.byDestination.get(subscription.destination);
    if (set === undefined) {
      set = new Set();
      this.byDestination.set(subscription.destination, set);
    }
    set.add(subscription);
  }

  remove(subscription: Subscription<C>): void {
    const set = this.byDestination.get(subscription.destination);
    if (set === undefined) return;
    set.delete(subscription);
    // Topics like /topic/post/{id} come and go: drop empty sets so the map does not grow forever.
    if (set.size === 0) this.byDestination.delete(subscription.destination);
  }

  forDestination(destination: string): ReadonlySet<Subscription<C>> | undefined {
    return this.byDestination.get(destination);
  }
}
