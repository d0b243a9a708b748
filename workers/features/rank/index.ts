import { map } from 'rxjs';
import { apiPath } from '../../../src/contract/api-paths';
import { MEMBER_BADGE_BATCH, MemberBadge, MemberBadgeList } from '../../../src/contract/rank';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';

export type RankHandlers = {
  /**
   * Asks the server for these members' badges, unless asked lately; calls within a moment are
   * gathered into one request per hundred members.
   */
  lookUpBadges(uuids: string[]): Promise<void>;
};

type RankTypes = {
  docs: Record<never, never>;
  handlers: RankHandlers;
  events: Record<never, never>;
  queries: {
    /** A member's tier and right icons as last heard; null until first fetched. */
    memberBadge: { params: { uuid: string }; result: MemberBadge | null };
  };
  part: FeaturePart;
};

/** One `meta` document per member shown (workers/CONTEXT.md, collection budget): read offline with the posts. */
const badgeId = (uuid: string) => `rank.badge.${uuid}`;

/** Tiers move slowly: a member's badge is asked for again after this long. */
const BADGE_FRESH_MS = 10 * 60 * 1000;
/** How long calls are gathered before one request goes out: a list renders its names together. */
const GATHER_MS = 30;

/** The rank icon beside every name: each member's tier and right icons, kept for reading offline. */
export const rankFeature: WorkerFeature<RankTypes> = defineFeature<RankTypes>({
  collections: {},
  queries: {
    memberBadge: ({ db }, { uuid }) =>
      db.meta.findOne(badgeId(uuid)).$.pipe(
        map((doc) => {
          const badge = MemberBadge.safeParse(doc?.value);
          return badge.success ? badge.data : null;
        }),
      ),
  },
  open: () => ({}),
  handlers: (context) => {
    const askedAt = new Map<string, number>();
    let waiting = new Set<string>();
    let flush: Promise<void> | null = null;

    async function fetchWaiting() {
      await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
      const uuids = [...waiting];
      waiting = new Set();
      flush = null;
      const account = await context.account();
      for (let i = 0; i < uuids.length; i += MEMBER_BADGE_BATCH) {
        const batch = uuids.slice(i, i + MEMBER_BADGE_BATCH);
        const query = batch.map((uuid) => `uuid=${encodeURIComponent(uuid)}`).join('&');
        const result = await account.http.request('GET', `${apiPath('memberBadges')}?${query}`);
        const list = result.ok ? MemberBadgeList.safeParse(result.body) : null;
        if (!list?.success) {
          // Offline or refused: ask again next time these names are shown.
          for (const uuid of batch) askedAt.delete(uuid);
          continue;
        }
        // The account may have closed while the request was out (a logout, a second tab opening it).
        if (context.current()?.db !== account.db) return;
        await account.db.meta.bulkUpsert(
          list.data.badges.map((badge) => ({ id: badgeId(badge.uuid), value: badge })),
        );
      }
    }

    return {
      lookUpBadges(uuids) {
        const now = Date.now();
        for (const uuid of uuids) {
          if (now - (askedAt.get(uuid) ?? 0) < BADGE_FRESH_MS) continue;
          askedAt.set(uuid, now);
          waiting.add(uuid);
        }
        if (waiting.size === 0) return flush ?? Promise.resolve();
        flush ??= fetchWaiting();
        return flush;
      },
    };
  },
});
