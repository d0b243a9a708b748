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
/**
 * The slowest heart-beat the broker agrees to, either way. Node runs a timer above 2^31-1 ms every
 * millisecond, so a client's `heart-beat:0,3000000000` must never reach setInterval as asked.
 */
export const MAX_HEARTBEAT_MS = 60_000;

export function negotiateHeartbeat(clientHeader: string | undefined, serverMs: number): HeartbeatIntervals {
  if (clientHeader === undefined) return { toClientMs: 0, fromClientMs: 0 };
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(clientHeader);
  if (!match) throw new StompFrameError(`invalid heart-beat header ${clientHeader}`);
  return {
    toClientMs: negotiate(Number(match[2]), serverMs),
    fromClientMs: negotiate(Number(match[1]), serverMs),
  };
}

/** The slower of the two sides, never slower than MAX_HEARTBEAT_MS (nor than our own offer). */
function negotiate(clientMs: number, serverMs: number): number {
  if (clientMs === 0 || serverMs === 0) return 0;
  return Math.min(Math.max(clientMs, serverMs), Math.max(serverMs, MAX_HEARTBEAT_MS));
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
