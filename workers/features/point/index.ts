import { map } from 'rxjs';
import { apiPath, PointEvent, topics } from '../../../src/contract';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';

type PointTypes = {
  docs: Record<never, never>;
  handlers: Record<never, never>;
  events: Record<never, never>;
  queries: {
    /** The member's balance as last heard; null until the first answer (and for visitors). */
    point: { params: Record<never, never>; result: number | null };
  };
  part: FeaturePart;
};

/** One value in the core's `meta` (workers/CONTEXT.md, collection budget): no collection of its own. */
const BALANCE_ID = 'point.balance';

/** Nothing to run when paused or cancelled: each fetch is one request. */
const idle = async () => {};

/**
 * The signed-in member's point balance: fetched when this tab leads and after every reconnect,
 * replaced by each `/topic/user/{uuid}/point` message, kept for reading offline.
 */
export const pointFeature: WorkerFeature<PointTypes> = defineFeature<PointTypes>({
  collections: {},
  queries: {
    point: ({ db }) =>
      db.meta.findOne(BALANCE_ID).$.pipe(
        map((doc) => {
          const kept = PointEvent.safeParse(doc?.value);
          return kept.success ? kept.data.point : null;
        }),
      ),
  },
  open({ db, user, http, socket }) {
    if (!user) return {};
    const keep = async (body: unknown) => {
      const balance = PointEvent.safeParse(body);
      if (balance.success) await db.meta.upsert({ id: BALANCE_ID, value: balance.data });
    };
    const fetchBalance = async () => {
      const result = await http.request('GET', apiPath('mePoint'));
      // Offline or refused: the kept balance stands until the next reconnect asks again.
      if (result.ok) await keep(result.body);
    };
    const unfollow = socket.subscribe(topics.userPoint(user.uuid), (body) => void keep(body));
    return {
      replications: [{ state: { start: fetchBalance, pause: idle, cancel: idle }, resync: fetchBalance }],
      close: unfollow,
    };
  },
  handlers: () => ({}),
});
