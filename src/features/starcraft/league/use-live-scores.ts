import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { topics } from '../../../contract';
import { SportMatchEvent } from '../../../contract/sport-match';
import type { LeagueMatch } from '../../../contract/starcraft-league';
import { useCatchUpReads } from '../../../data/use-topic';
import { watchTopic } from '../../../data/worker-client';

type Live = Pick<LeagueMatch, 'scoreA' | 'scoreB' | 'status'> & { updatedAt: string };

/**
 * The season's matches with the scores that came in live on `/topic/sport-match/{id}` since the
 * season was last read (the newest message of each match wins; a fresh read starts over from the
 * server's).
 */
export function useLiveScores(matches: readonly LeagueMatch[]): LeagueMatch[] {
  const [live, setLive] = useState<ReadonlyMap<string, Live>>(new Map());
  const router = useRouter();
  const ids = matches.map((m) => m.id).join(',');
  const read = matches.map((m) => `${m.id}:${m.scoreA}:${m.scoreB}:${m.status}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the season is the truth; what came live before it is dropped.
  useEffect(() => setLive(new Map()), [read]);

  // A score entered while the subscriptions were on their way is never published again.
  useCatchUpReads(ids || null, () => void router.invalidate());

  useEffect(() => {
    if (!ids) return;
    const stops = ids.split(',').map((id) =>
      watchTopic(topics.sportMatch(id), (body) => {
        const event = SportMatchEvent.safeParse(body);
        if (!event.success || event.data.id !== id || event.data.kind !== 'starcraft') return;
        const { sides, status, updatedAt } = event.data;
        setLive((now) => {
          const before = now.get(id);
          if (before && before.updatedAt > updatedAt) return now;
          return new Map(now).set(id, { scoreA: sides[0].score, scoreB: sides[1].score, status, updatedAt });
        });
      }),
    );
    return () => {
      for (const stop of stops) stop();
    };
  }, [ids]);

  return matches.map((m) => {
    const news = live.get(m.id);
    return news ? { ...m, scoreA: news.scoreA, scoreB: news.scoreB, status: news.status } : m;
  });
}
