import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameId, GameLog, GameScoreInput, GameSeed } from '../../contract/game';
import { NO_SEED } from './outcome-text';
import { keepSeedsForOffline, onQueuedOutcome, type Submitted, seedForGame, submitScore } from './scores';

export type GamePhase = 'ready' | 'starting' | 'playing' | 'over';

export interface GameOutcome {
  score: number;
  submitted: Submitted | 'practice' | 'sending';
}

/**
 * A game with a verified score (PRODUCT.md "Games"), whatever its field: 시작 takes a seed (one kept
 * on the device first, so it starts offline; a visitor plays practice games), and at its end the
 * log goes to the server, which replays it; offline it waits on the device and its line follows
 * the server's verdict when it is sent.
 */
export function useVerifiedGame<G extends GameId>(
  gameId: G,
  { userUuid, online, onScored }: { userUuid: string | null; online: boolean; onScored(): void },
) {
  const seedRef = useRef<GameSeed | null>(null);
  const playedOnce = useRef(false);
  /** Set once a game ends, so the frames after its last tick end it only once. */
  const ended = useRef(false);
  const [phase, setPhase] = useState<GamePhase>('ready');
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<GameOutcome | null>(null);
  const [seedText, setSeedText] = useState<string | null>(null);

  useEffect(() => {
    if (userUuid && online) void keepSeedsForOffline(userUuid, gameId);
  }, [userUuid, online, gameId]);

  useEffect(
    () =>
      onQueuedOutcome((seedId, submitted) => {
        if (seedId !== seedRef.current?.seedId) return;
        setOutcome((shown) => shown && { ...shown, submitted });
        if (submitted.kind === 'verified') onScored();
      }),
    [onScored],
  );

  /** Takes a seed and hands its text to `setUp`, which makes the new game; then it is played. */
  async function start(setUp: (seedText: string) => void) {
    setPhase('starting');
    setMessage(null);
    setOutcome(null);
    const seed = userUuid ? await seedForGame(userUuid, gameId) : null;
    if (userUuid && !seed) {
      setMessage(NO_SEED);
      return setPhase(playedOnce.current ? 'over' : 'ready');
    }
    seedRef.current = seed;
    const text = seed?.seed ?? crypto.randomUUID();
    setSeedText(text);
    ended.current = false;
    playedOnce.current = true;
    setUp(text);
    setPhase('playing');
    if (userUuid && online) void keepSeedsForOffline(userUuid, gameId);
  }

  const send = useCallback(
    async (score: number, log: GameLog<G>) => {
      const seed = seedRef.current;
      if (!userUuid || !seed) return setOutcome({ score, submitted: 'practice' });
      setOutcome({ score, submitted: 'sending' });
      // The game's id and its log's shape go together (`GameLog<G>`); TypeScript cannot see it here.
      const input = { gameId, seedId: seed.seedId, score, log } as GameScoreInput;
      const submitted = await submitScore(userUuid, input);
      setOutcome({ score, submitted });
      if (submitted.kind === 'verified') onScored();
    },
    [gameId, userUuid, onScored],
  );

  /**
   * Ends the game and sends its score and log (a visitor's stays a practice game); true when this
   * call ended it, false when it had already ended.
   */
  const finish = useCallback(
    (score: number, log: GameLog<G>): boolean => {
      if (ended.current) return false;
      ended.current = true;
      setPhase('over');
      void send(score, log);
      return true;
    },
    [send],
  );

  return { phase, message, outcome, seedText, start, finish, idle: phase === 'ready' || phase === 'over' };
}
