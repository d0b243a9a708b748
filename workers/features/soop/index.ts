import { map, type Subscription } from 'rxjs';
import { apiPath } from '../../../src/contract/api-paths';
import { LiveStation, Notice } from '../../../src/contract/soop';
import { chosenBroad } from '../../../src/contract/soop-broad';
import { topics } from '../../../src/contract/topic-paths';
import { LiveEvent, NoticeEvent } from '../../../src/contract/topics';
import { rxSchemaOf } from '../../db/rx-schema';
import { followTopic } from '../../socket/follow-topic';
import { contractRow, pulledAfterReconnect, RECONNECT_NEWS_MS } from '../../sync/after-reconnect';
import { type RevCheckpoint, revPull } from '../../sync/rev-pull';
import { replicateTable } from '../../sync/table-replication';
import { defineFeature, type FeaturePart, type LiveAlerts, type WorkerFeature } from '../feature';
import type { LocalLiveStation, LocalNotice } from './types';

export type SoopHandlers = {
  /** Re-pulls live stations and notices now (the UI's 30 s refresh while they are on screen). */
  refreshLive(): Promise<void>;
};

export type SoopEvents = {
  /** A crew station changed (for the live toast: the UI compares with what it showed). */
  live: LiveEvent;
  /** A new or edited station notice (for the notice toast). */
  notice: NoticeEvent;
};

type SoopPart = FeaturePart & { refresh(): void };

type SoopTypes = {
  docs: { liveStations: LocalLiveStation; notices: LocalNotice };
  handlers: SoopHandlers;
  events: SoopEvents;
  queries: {
    liveStations: { params: Record<never, never>; result: LocalLiveStation[] };
    notices: { params: { limit?: number }; result: LocalNotice[] };
  };
  part: SoopPart;
};

const seoulTime = { maxLength: 40 };
/** The notice list shows this many unless asked otherwise. */
const DEFAULT_NOTICES_LIMIT = 30;

/** The crew's SOOP stations and station notices, and their toasts. */
export const soopFeature: WorkerFeature<SoopTypes> = defineFeature<SoopTypes>({
  collections: {
    liveStations: {
      schema: rxSchemaOf<LocalLiveStation>(LiveStation, { version: 0, bounds: { updatedAt: seoulTime } }),
      migrationStrategies: {},
    },
    notices: {
      schema: rxSchemaOf<LocalNotice>(Notice, {
        version: 0,
        bounds: { regDate: seoulTime },
        // Newest first, as the notice list shows them.
        indexes: ['regDate'],
      }),
      migrationStrategies: {},
    },
  },
  queries: {
    liveStations: ({ db }) =>
      db.liveStations
        .find({ sort: [{ id: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
    notices: ({ db }, { limit }) =>
      db.notices
        .find({ sort: [{ regDate: 'desc' }], limit: limit ?? DEFAULT_NOTICES_LIMIT })
        .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
  },
  open({ db, user, http, socket, share, settings$, pullOptions }) {
    // The broadcasts on air as stored here, and those whose toast was raised (`id:broadNo`).
    let storedOnAir = new Set<string>();
    const toasted = new Set<string>();
    const onAirKey = (station: Pick<LiveStation, 'id' | 'broadList'>) => {
      const broad = chosenBroad(station);
      return broad ? `${station.id}:${broad.broadNo}` : null;
    };
    const liveStations = replicateTable<LiveStation, RevCheckpoint>({
      collection: db.liveStations,
      identifier: 'liveStations',
      pull: revPull(http, apiPath('stationTable'), LiveStation),
      ...pullOptions,
    });
    const notices = replicateTable<Notice, RevCheckpoint>({
      collection: db.notices,
      identifier: 'notices',
      pull: revPull(http, apiPath('noticeTable'), Notice),
      ...pullOptions,
    });
    // SPEC section 4: the live and notice topics only for signed-in members whose switches are not
    // off; everyone else sees the lists through the 30 s refresh.
    const follow: Record<keyof LiveAlerts, () => () => void> = {
      live: () =>
        followTopic(socket, topics.liveOn, LiveEvent, (event) => {
          const key = onAirKey(event.data);
          if (event.wentLive && key) toasted.add(key);
          void liveStations.receive([event.data]);
          share({ name: 'live', payload: event });
        }),
      notice: () =>
        followTopic(socket, topics.notice, NoticeEvent, (event) => {
          void notices.receive([event.data]);
          share({ name: 'notice', payload: event });
        }),
    };
    let onAir: Subscription | undefined;
    // A station that went on air while the socket was down: its toast after the resync, if the
    // change is under a minute old and the broadcast was not on air here before the reconnect
    // (taken when it happens, before the resync's pulls write anything).
    let onAirAtReconnect = new Set<string>();
    const reconnects = socket.connected$.subscribe(() => {
      onAirAtReconnect = new Set(storedOnAir);
    });
    const missed = pulledAfterReconnect(socket, liveStations.state.received$).subscribe((doc) => {
      const key = onAirKey(doc);
      if (doc._deleted || !key || onAirAtReconnect.has(key) || toasted.has(key)) return;
      if (user === null || !settings$.value.alerts.live) return;
      if (Date.now() - Date.parse(doc.updatedAt) > RECONNECT_NEWS_MS) return;
      toasted.add(key);
      share({ name: 'live', payload: { type: 'update', data: contractRow(doc), wentLive: true } });
    });
    const followed = new Map<keyof LiveAlerts, () => void>();
    const switches = settings$.subscribe(({ alerts }) => {
      for (const kind of ['live', 'notice'] as const) {
        const wanted = user !== null && alerts[kind];
        const unfollow = followed.get(kind);
        if (wanted && !unfollow) followed.set(kind, follow[kind]());
        if (!wanted && unfollow) {
          unfollow();
          followed.delete(kind);
        }
      }
    });
    return {
      replications: [liveStations, notices],
      start() {
        onAir = db.liveStations.find().$.subscribe((docs) => {
          storedOnAir = new Set(docs.map(onAirKey).filter((key) => key !== null));
        });
      },
      refresh() {
        liveStations.resync();
        notices.resync();
      },
      close() {
        switches.unsubscribe();
        onAir?.unsubscribe();
        reconnects.unsubscribe();
        missed.unsubscribe();
        for (const unfollow of followed.values()) unfollow();
      },
    };
  },
  handlers: (context) => ({
    async refreshLive() {
      context.current()?.part.refresh();
    },
  }),
});
