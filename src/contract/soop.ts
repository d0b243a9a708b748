import { z } from 'zod';
import { replicated } from './common';

/** One broadcast of a live station (SPEC section 3 "Live station"). */
export const Broad = z.object({
  broadNo: z.number().int(),
  broadTitle: z.string(),
  currentSumViewer: z.number().int(),
  /** Chat joined from another station, or the station's own broadcast. */
  chatType: z.enum(['join', 'broadcast']),
  password: z.boolean(),
});
export type Broad = z.infer<typeof Broad>;

/** A crew member's station; `id` is the platform user id. An empty broadList means offline. */
export const LiveStation = z.object({
  ...replicated,
  userId: z.string(),
  userNick: z.string(),
  /** Comma separated, as admins enter it. */
  department: z.string(),
  profileImage: z.string(),
  broadList: z.array(Broad),
  updatedAt: z.string(),
});
export type LiveStation = z.infer<typeof LiveStation>;

/** The broadcast to show: the one with the most viewers. */
export const chosenBroad = (station: Pick<LiveStation, 'broadList'>): Broad | undefined =>
  station.broadList.reduce<Broad | undefined>(
    (best, b) => (!best || b.currentSumViewer > best.currentSumViewer ? b : best),
    undefined,
  );

export const Notice = z.object({
  ...replicated,
  userId: z.string(),
  userNick: z.string(),
  titleNo: z.number().int(),
  titleName: z.string(),
  /** Seoul wall-clock time as the platform writes it: YYYY-MM-DD HH:mm:ss. */
  regDate: z.string(),
  profileImage: z.string(),
  content: z.object({ summary: z.string(), textContent: z.string() }),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeQuery = z.object({
  /** Only notices registered after this Seoul time (YYYY-MM-DD HH:mm:ss or ISO). */
  regDateGreaterThan: z.string().max(40).optional(),
});

export const StationQuery = z.object({
  /** The light refresh: only stations on air. */
  live: z.enum(['true', 'false']).optional(),
});

/** Live images come from the platform's image host by broadcast number, with a cache-busting time. */
export const liveImageUrl = (broadNo: number, at: number) =>
  `https://liveimg.sooplive.co.kr/m/${broadNo}?${Math.floor(at / 30_000)}`;
