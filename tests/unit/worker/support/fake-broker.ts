import type { CreateStomp, StompHooks, StompLike } from '../../../../workers/socket/stomp-client';

type Subscription = { destination: string; onMessage: (message: { body: string }) => void };

class FakeStomp implements StompLike {
  connected = false;
  subscriptions = new Set<Subscription>();

  constructor(
    private readonly broker: FakeBroker,
    readonly hooks: StompHooks,
  ) {}

  activate() {
    this.broker.clients.add(this);
    if (!this.broker.accepting) return queueMicrotask(() => this.hooks.onClose());
    queueMicrotask(() => {
      this.connected = true;
      this.hooks.onConnect();
    });
  }

  deactivate() {
    this.broker.clients.delete(this);
    this.connected = false;
    this.subscriptions.clear();
  }

  subscribe(destination: string, onMessage: Subscription['onMessage']) {
    const subscription = { destination, onMessage };
    this.subscriptions.add(subscription);
    return { unsubscribe: () => this.subscriptions.delete(subscription) };
  }
}

/** A STOMP broker in memory: `publish` reaches the connected subscribers; `dropAll` cuts them off. */
export class FakeBroker {
  clients = new Set<FakeStomp>();
  accepting = true;
  connects = 0;

  createStomp: CreateStomp = (hooks) =>
    new FakeStomp(this, {
      onConnect: () => {
        this.connects += 1;
        hooks.onConnect();
      },
      onClose: hooks.onClose,
    });

  publish(destination: string, body: unknown) {
    for (const client of this.clients) {
      if (!client.connected) continue;
      for (const subscription of client.subscriptions) {
        if (subscription.destination === destination) subscription.onMessage({ body: JSON.stringify(body) });
      }
    }
  }

  /** Cuts every client off, with the WebSocket close code the server would give, if any. */
  dropAll(code?: number) {
    for (const client of [...this.clients]) {
      this.clients.delete(client);
      client.connected = false;
      client.subscriptions.clear();
      client.hooks.onClose(code);
    }
  }

  subscribed(destination: string): boolean {
    return [...this.clients].some((c) => [...c.subscriptions].some((s) => s.destination === destination));
  }
}
