import { z } from 'zod';

/** A gift before the simulator gives it its number and time. */
export interface SimGift {
  user_id: string;
  user_nick: string;
  count: number;
  message: string;
}

/** Viewers of a simulated excel broadcast; the first two are demo members' linked SOOP ids (README). */
const GIVERS = [
  { user_id: 'soopfan01', user_nick: '숲팬' },
  { user_id: 'c9excel', user_nick: '엑셀러' },
  { user_id: 'balloonking', user_nick: '풍선왕' },
  { user_id: 'nightowl77', user_nick: '올빼미' },
  { user_id: 'starlover', user_nick: '별사랑' },
  { user_id: 'gamer_jun', user_nick: '준이게임' },
  { user_id: 'mintchoco', user_nick: '민초단' },
  { user_id: 'latte_cat', user_nick: '라떼고양이' },
  { user_id: 'busan_boy', user_nick: '부산사나이' },
  { user_id: 'ramen4u', user_nick: '라면한그릇' },
  { user_id: 'c9lover', user_nick: '씨나인러버' },
  { user_id: 'dalgona', user_nick: '달고나' },
] as const;

/**
 * Gift sizes as they come in an excel broadcast: mostly small, now and then a big one, and the
 * numbers fans send to set off a member's signature (the demo signatures use them).
 */
const SIZES: readonly [count: number, weight: number][] = [
  [1, 18],
  [5, 10],
  [10, 16],
  [30, 8],
  [50, 10],
  [77, 4],
  [100, 12],
  [200, 4],
  [333, 3],
  [500, 5],
  [1004, 2],
  [1000, 3],
  [2424, 1],
  [5000, 1],
];
const TOTAL_WEIGHT = SIZES.reduce((sum, [, weight]) => sum + weight, 0);
const MESSAGES = ['엑셀 1등 가자!', '화이팅!!', '', '', '시그 보여주세요', '오늘 1위 각', '사랑해요'];

/** `POST /soop-sim/control/excel-broadcast`: who is on the excel broadcast and how busy it is. */
export const ExcelBroadcastBody = z.object({
  stations: z
    .array(z.string().regex(/^[a-z0-9_]{3,40}$/))
    .max(20)
    .optional(),
  /** Gifts per minute to each station. */
  perMinute: z.number().int().min(1).max(600).default(40),
  minutes: z.number().int().min(1).max(240).default(60),
});

/** The simulator gives at most this many a read: the station's list keeps its latest 50. */
const MAX_PER_READ = 40;

/**
 * A steady stream of balloons to the stations of a simulated excel broadcast, made up when the
 * adapter reads a station (as many as the time since the last read brings), so it needs no timer
 * and follows the poll interval.
 */
export function createSimExcelBroadcast(random: () => number = Math.random) {
  const streams = new Map<string, { perMs: number; until: number; readAt: number; owed: number }>();
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const size = () => {
    let roll = random() * TOTAL_WEIGHT;
    for (const [count, weight] of SIZES) {
      roll -= weight;
      if (roll < 0) return count;
    }
    return 1;
  };
  return {
    start(stations: readonly string[], perMinute: number, minutes: number, now = Date.now()) {
      for (const id of stations)
        streams.set(id, { perMs: perMinute / 60_000, until: now + minutes * 60_000, readAt: now, owed: 0 });
    },
    stop: () => streams.clear(),
    /** The gifts due to `station` since its last read, oldest first. */
    due(station: string, now = Date.now()): SimGift[] {
      const stream = streams.get(station);
      if (!stream) return [];
      const until = Math.min(now, stream.until);
      stream.owed += Math.max(0, until - stream.readAt) * stream.perMs;
      stream.readAt = until;
      const count = Math.min(MAX_PER_READ, Math.floor(stream.owed));
      stream.owed -= count;
      if (now >= stream.until) streams.delete(station);
      return Array.from({ length: count }, () => ({
        ...pick(GIVERS),
        count: size(),
        message: pick(MESSAGES),
      }));
    },
  };
}
