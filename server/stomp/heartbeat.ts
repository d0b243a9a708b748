import { StompFrameError } from './frames';

/**
 * STOMP heart-beating: the client says `heart-beat: cx,cy` (it can send every cx ms, wants to hear
 * every cy ms); each direction runs at the slower of the two sides, or not at all if either says 0.
 */
export interface HeartbeatIntervals {
  /** How often the broker sends an EOL to the client; 0 = never. */
  toClientMs: number;
  /** How often the client promised to send something; 0 = it may stay silent. */
  fromClientMs: number;
}

/** Timers fire late on a busy event loop and networks jitter: allow this many missed beats. */
const HEARTBEAT_GRACE_FACTOR = 2;

export function negotiateHeartbeat(clientHeader: string | undefined, serverMs: number): HeartbeatIntervals {
  if (clientHeader === undefined) return { toClientMs: 0, fromClientMs: 0 };
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(clientHeader);
  if (!match) throw new StompFrameError(`invalid heart-beat header ${clientHeader}`);
  const clientSends = Number(match[1]);
  const clientWants = Number(match[2]);
  return {
    toClientMs: clientWants === 0 || serverMs === 0 ? 0 : Math.max(clientWants, serverMs),
    fromClientMs: clientSends === 0 || serverMs === 0 ? 0 : Math.max(clientSends, serverMs),
  };
}

export interface HeartbeatPeer {
  sendEol(): void;
  /** Date.now() of the last bytes received from the client. */
  lastReceivedAt(): number;
  onSilent(): void;
}

/** Starts both directions; returns the function that stops them. */
export function startHeartbeats(intervals: HeartbeatIntervals, peer: HeartbeatPeer): () => void {
  const timers: NodeJS.Timeout[] = [];
  if (intervals.toClientMs > 0) {
    timers.push(setInterval(() => peer.sendEol(), intervals.toClientMs));
  }
  if (intervals.fromClientMs > 0) {
    const deadline = intervals.fromClientMs * HEARTBEAT_GRACE_FACTOR;
    timers.push(
      setInterval(() => {
        if (Date.now() - peer.lastReceivedAt() > deadline) peer.onSilent();
      }, intervals.fromClientMs),
    );
  }
  // A heart-beat timer alone must not keep the process alive.
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
