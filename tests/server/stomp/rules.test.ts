import { describe, expect, it } from 'vitest';
import { authorizeSubscription } from '../../../server/stomp/authorize';
import { negotiateHeartbeat } from '../../../server/stomp/heartbeat';
import { REFUSAL_MESSAGES, StompRefusal } from '../../../server/stomp/refusals';

const ME = { uuid: '11111111-1111-4111-8111-111111111111', sessionId: 's1', roles: ['USER' as const] };
const OTHER = '22222222-2222-4222-8222-222222222222';

function refusalOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    if (err instanceof StompRefusal) return err.userMessage;
    throw err;
  }
}

describe('subscription authorisation', () => {
  it('lets anyone hear public topics', () => {
    expect(refusalOf(() => authorizeSubscription('/topic/board', null))).toBeUndefined();
    expect(refusalOf(() => authorizeSubscription('/topic/game-match/7/omok', ME))).toBeUndefined();
  });

  it('keeps a user topic for its own user', () => {
    expect(refusalOf(() => authorizeSubscription(`/topic/user/${ME.uuid}/notification`, ME))).toBeUndefined();
    expect(refusalOf(() => authorizeSubscription(`/topic/user/${OTHER}/notification`, ME))).toBe(
      REFUSAL_MESSAGES.forbidden,
    );
    expect(refusalOf(() => authorizeSubscription(`/topic/user/${ME.uuid}/session`, null))).toBe(
      REFUSAL_MESSAGES.loginRequired,
    );
  });

  it('refuses destinations the contract does not know', () => {
    expect(refusalOf(() => authorizeSubscription('/topic/admin/secrets', ME))).toBe(
      REFUSAL_MESSAGES.unknownDestination,
    );
    expect(refusalOf(() => authorizeSubscription('/queue/anything', ME))).toBe(
      REFUSAL_MESSAGES.unknownDestination,
    );
  });
});

describe('heart-beat negotiation', () => {
  it('runs each direction at the slower side', () => {
    expect(negotiateHeartbeat('4000,20000', 10_000)).toEqual({ toClientMs: 20_000, fromClientMs: 10_000 });
  });

  it('turns a direction off when either side says 0', () => {
    expect(negotiateHeartbeat('0,5000', 10_000)).toEqual({ toClientMs: 10_000, fromClientMs: 0 });
    expect(negotiateHeartbeat('5000,5000', 0)).toEqual({ toClientMs: 0, fromClientMs: 0 });
    expect(negotiateHeartbeat(undefined, 10_000)).toEqual({ toClientMs: 0, fromClientMs: 0 });
  });

  it('never agrees to a beat slower than a minute, either way', () => {
    // Above 2^31-1 ms Node would fire the timer every millisecond.
    expect(negotiateHeartbeat('0,3000000000', 10_000)).toEqual({ toClientMs: 60_000, fromClientMs: 0 });
    expect(negotiateHeartbeat('3000000000,0', 10_000)).toEqual({ toClientMs: 0, fromClientMs: 60_000 });
    expect(negotiateHeartbeat('99999999999999999999,1', 50)).toEqual({
      toClientMs: 50,
      fromClientMs: 60_000,
    });
  });

  it('rejects a malformed header', () => {
    expect(() => negotiateHeartbeat('fast', 10_000)).toThrow();
  });
});
