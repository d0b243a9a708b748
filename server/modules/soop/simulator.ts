import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiPath } from '../../../src/contract';
import { HttpError, parseInput } from '../../lib/http-error';
import { SIMULATOR_PREFIXES } from '../../lib/simulators';
import { seoulDateTime } from './seoul-time';
import { createSimExcelBroadcast, ExcelBroadcastBody } from './simulator-balloons';
import { createSimChat, type SimChatLine } from './simulator-chat';

/** Path the simulated platform is served under, on the app's own port. */
export const SIMULATOR_PREFIX = SIMULATOR_PREFIXES.soop;

interface SimNotice {
  title_no: number;
  title_name: string;
  reg_date: string;
  summary: string;
}

interface SimBalloon {
  gift_no: number;
  user_id: string;
  user_nick: string;
  count: number;
  message: string;
  reg_date: string;
}

interface SimStation {
  userId: string;
  userNick: string;
  broad: { broad_no: number; broad_title: string; current_sum_viewer: number; is_password: boolean } | null;
  notices: SimNotice[];
  /** Balloon gifts, newest first. */
  balloons: SimBalloon[];
  /** The owner's profile text: where a viewer puts the account-linking code. */
  profileText: string;
  /** The running broadcast's chat, oldest first (the last 300 lines). */
  chat: SimChatLine[];
  /** When chat was last read: the chatter between two reads is made up at the second. */
  chatReadAt: number;
  /** Tests make a station misbehave to prove the adapter survives it. */
  failure: 'timeout' | 'error' | 'garbage' | null;
}

export interface SimulatorCrew {
  userId: string;
  userNick: string;
}

const TITLES = [
  '오늘은 스타 팀전!',
  '카트 리그 연습',
  '시청자 참여 게임',
  '새벽 수다방',
  '합방 특집',
  '신곡 커버 라이브',
];
const NOTICE_TITLES = [
  '이번 주 방송 일정 안내',
  '합방 공지',
  '휴방 안내',
  '이벤트 당첨자 발표',
  '굿즈 판매 안내',
];

/**
 * Viewers who give balloons; the first three are the demo members' linked SOOP ids (README), so
 * the donation ranking shows members beside outside viewers.
 */
const DONORS = [
  { user_id: 'soopfan01', user_nick: '숲팬' },
  { user_id: 'c9excel', user_nick: '엑셀러' },
  { user_id: 'c9crew', user_nick: '크루원' },
  { user_id: 'balloonking', user_nick: '풍선왕' },
  { user_id: 'nightowl77', user_nick: '올빼미' },
  { user_id: 'starlover', user_nick: '별사랑' },
] as const;
const BALLOON_COUNTS = [1, 5, 10, 10, 30, 50, 100, 500];
const CHEERS = ['화이팅!', '오늘 방송 최고예요', '', '감사합니다', '사랑해요'];

const LiveBody = z.object({
  title: z.string().max(100).optional(),
  viewers: z.number().int().min(0).optional(),
  password: z.boolean().optional(),
});
const NoticeBody = z.object({ title: z.string().min(1).max(100), summary: z.string().max(500).default('') });
const FailureBody = z.object({ mode: z.enum(['timeout', 'error', 'garbage']).nullable() });
const BalloonBody = z.object({
  from: z.string().regex(/^[a-z0-9_]{3,40}$/),
  nick: z.string().min(1).max(30).optional(),
  count: z.number().int().min(1).max(100_000),
  message: z.string().max(100).default(''),
});
const ProfileBody = z.object({ text: z.string().max(500), userNick: z.string().min(1).max(30).optional() });
const ChatBody = z.object({
  lines: z
    .array(
      z.object({
        from: z.string().regex(/^[a-z0-9_]{3,40}$/),
        nick: z.string().min(1).max(30).optional(),
        message: z.string().min(1).max(200),
      }),
    )
    .max(100)
    .default([]),
  /** This many viewers type the clip sequence, with chatter around it. */
  clipViewers: z.number().int().min(0).max(12).default(0),
});
const ChatQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
/** Chatter made up per second between reads, and at most per read. */
const CHAT_PER_SECOND = 0.5;
const CHAT_PER_READ = 15;
/** Now and then, while the simulator runs by itself, viewers type the clip sequence. */
const CLIP_SCENE_CHANCE = 0.04;

/**
 * A stand-in for the streaming platform with the same response shapes (SOOP.md), so the app is
 * alive with no internet. Its crew goes live and off, changes titles and viewers and posts
 * notices on a schedule; tests drive it directly through the loopback-only control routes.
 */
export function registerSimulator(
  app: FastifyInstance,
  options: { crew: () => Promise<SimulatorCrew[]>; tickMs: number },
) {
  const stations = new Map<string, SimStation>();
  let nextBroadNo = 281_000_000;
  let nextTitleNo = 150_000_000;
  let nextGiftNo = 9_000_000;
  const random = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  async function station(userId: string): Promise<SimStation | undefined> {
    if (!stations.has(userId)) {
      const member = (await options.crew()).find((c) => c.userId === userId);
      if (!member) return undefined;
      stations.set(userId, {
        userId,
        userNick: member.userNick,
        broad: null,
        notices: [],
        balloons: [],
        profileText: '',
        chat: [],
        chatReadAt: Date.now(),
        failure: null,
      });
    }
    return stations.get(userId);
  }

  const chat = createSimChat();
  const addChat = (s: SimStation, lines: SimChatLine[]) => {
    s.chat.push(...lines);
    s.chat.splice(0, s.chat.length - 300);
  };
  /** By itself (tick > 0) the chat of a live station keeps talking; under tests it talks when told. */
  const chatterSinceLastRead = (s: SimStation) => {
    const now = Date.now();
    const due = Math.min(CHAT_PER_READ, Math.floor(((now - s.chatReadAt) / 1000) * CHAT_PER_SECOND));
    if (due === 0) return;
    s.chatReadAt = now;
    addChat(s, chat.chatter(due));
    if (Math.random() < CLIP_SCENE_CHANCE) addChat(s, chat.clipScene(3 + Math.floor(Math.random() * 4)));
  };

  const goLive = (s: SimStation, body: z.infer<typeof LiveBody> = {}) => {
    if (!s.broad) {
      s.chat = [];
      s.chatReadAt = Date.now();
    }
    s.broad = {
      broad_no: s.broad?.broad_no ?? nextBroadNo++,
      broad_title: body.title ?? `[${s.userNick}] ${random(TITLES)}`,
      current_sum_viewer: body.viewers ?? 100 + Math.floor(Math.random() * 3000),
      is_password: body.password ?? false,
    };
  };
  const postNotice = (s: SimStation, title: string, summary: string) => {
    s.notices.unshift({ title_no: nextTitleNo++, title_name: title, reg_date: seoulDateTime(), summary });
    s.notices.splice(30);
  };

  const giveBalloons = (s: SimStation, gift: Omit<SimBalloon, 'gift_no' | 'reg_date'>) => {
    s.balloons.unshift({ ...gift, gift_no: nextGiftNo++, reg_date: seoulDateTime() });
    s.balloons.splice(50);
  };
  const excelBroadcast = createSimExcelBroadcast();

  async function tick() {
    const crew = await options.crew();
    if (crew.length === 0) return;
    const s = await station(random(crew).userId);
    if (!s) return;
    const roll = Math.random();
    if (roll < 0.35) {
      if (s.broad) s.broad = null;
      else goLive(s);
    } else if (roll < 0.6 && s.broad)
      s.broad.current_sum_viewer = Math.max(
        0,
        s.broad.current_sum_viewer + Math.floor(Math.random() * 400 - 150),
      );
    else if (roll < 0.8 && s.broad) {
      const donor = random(DONORS);
      giveBalloons(s, { ...donor, count: random(BALLOON_COUNTS), message: random(CHEERS) });
    } else if (roll < 0.9 && s.broad) s.broad.broad_title = `[${s.userNick}] ${random(TITLES)}`;
    else postNotice(s, random(NOTICE_TITLES), '자세한 내용은 방송국을 확인해 주세요.');
  }

  const timer =
    options.tickMs > 0 ? setInterval(() => void tick().catch(() => undefined), options.tickMs) : undefined;
  timer?.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  async function misbehave(s: SimStation): Promise<unknown | undefined> {
    if (s.failure === 'timeout') return new Promise(() => undefined);
    if (s.failure === 'error') throw new HttpError(500, 'simulated failure');
    if (s.failure === 'garbage') return '<html>점검 중</html>';
    return undefined;
  }

  app.get(`${SIMULATOR_PREFIX}/api/:userId/station`, async (req) => {
    const { userId } = req.params as { userId: string };
    const s = await station(userId);
    if (!s) return { code: 9000, message: '존재하지 않는 방송국입니다.' };
    const odd = await misbehave(s);
    if (odd !== undefined) return odd;
    return {
      // Drawn by this server (station-images.ts): the demo never asks the platform's image host.
      profile_image: apiPath('demoStationLogo', { userId }),
      station: {
        user_id: userId,
        user_nick: s.userNick,
        station_name: `${s.userNick}의 방송국`,
        display: { main_type: 'station', profile_text: s.profileText },
      },
      broad: s.broad && { user_id: userId, broad_grade: 0, ...s.broad },
      current_timestamp: seoulDateTime(),
    };
  });

  app.get(`${SIMULATOR_PREFIX}/api/:userId/board`, async (req) => {
    const { userId } = req.params as { userId: string };
    const s = await station(userId);
    if (!s) return { data: [] };
    const odd = await misbehave(s);
    if (odd !== undefined) return odd;
    return {
      data: s.notices.slice(0, 10).map((n) => ({
        title_no: n.title_no,
        bbs_no: 1,
        user_id: userId,
        user_nick: s.userNick,
        title_name: n.title_name,
        reg_date: n.reg_date,
        content: { summary: n.summary },
        photo_cnt: 0,
      })),
    };
  });

  app.get(`${SIMULATOR_PREFIX}/api/:userId/balloon`, async (req) => {
    const { userId } = req.params as { userId: string };
    const s = await station(userId);
    if (!s) return { data: [] };
    const odd = await misbehave(s);
    if (odd !== undefined) return odd;
    for (const gift of excelBroadcast.due(userId)) giveBalloons(s, gift);
    return { data: s.balloons };
  });

  app.get(`${SIMULATOR_PREFIX}/api/:userId/chat`, async (req) => {
    const { userId } = req.params as { userId: string };
    const s = await station(userId);
    if (!s) return { code: 9000, message: '존재하지 않는 방송국입니다.' };
    const odd = await misbehave(s);
    if (odd !== undefined) return odd;
    if (!s.broad) return { broad_no: null, chat: [] };
    if (options.tickMs > 0) chatterSinceLastRead(s);
    const { after } = parseInput(ChatQuery, req.query);
    return { broad_no: s.broad.broad_no, chat: s.chat.filter((line) => line.chat_no > after) };
  });

  // Like every simulator route, these answer only this machine (`registerSimulatorScope`).
  const control = async (req: FastifyRequest) => {
    const s = await station((req.params as { userId: string }).userId);
    if (!s) throw new HttpError(404, '크루 방송국이 아닙니다.');
    return s;
  };
  app.post(`${SIMULATOR_PREFIX}/control/:userId/live`, async (req) => {
    goLive(await control(req), parseInput(LiveBody, req.body));
    return { result: true };
  });
  app.delete(`${SIMULATOR_PREFIX}/control/:userId/live`, async (req) => {
    (await control(req)).broad = null;
    return { result: true };
  });
  app.post(`${SIMULATOR_PREFIX}/control/:userId/notice`, async (req) => {
    const s = await control(req);
    const body = parseInput(NoticeBody, req.body);
    postNotice(s, body.title, body.summary);
    return { titleNo: s.notices[0]!.title_no };
  });
  /** A viewer's own station (created on first use) and its profile text, as when linking an account. */
  app.post(`${SIMULATOR_PREFIX}/control/:userId/profile`, async (req) => {
    const { userId } = parseInput(z.object({ userId: z.string().regex(/^[a-z0-9_]{3,40}$/) }), req.params);
    const body = parseInput(ProfileBody, req.body);
    const s = (await station(userId)) ?? {
      userId,
      userNick: body.userNick ?? userId,
      broad: null,
      notices: [],
      balloons: [],
      profileText: '',
      chat: [],
      chatReadAt: Date.now(),
      failure: null,
    };
    s.profileText = body.text;
    stations.set(userId, s);
    return { result: true };
  });
  /** A viewer gives the station balloons. */
  app.post(`${SIMULATOR_PREFIX}/control/:userId/balloon`, async (req) => {
    const s = await control(req);
    const body = parseInput(BalloonBody, req.body);
    giveBalloons(s, {
      user_id: body.from,
      user_nick: body.nick ?? body.from,
      count: body.count,
      message: body.message,
    });
    return { giftNo: s.balloons[0]!.gift_no };
  });
  /** Viewers chat on the running broadcast: given lines, and/or a scene of viewers typing the clip sequence. */
  app.post(`${SIMULATOR_PREFIX}/control/:userId/chat`, async (req) => {
    const s = await control(req);
    const body = parseInput(ChatBody, req.body);
    if (!s.broad) throw new HttpError(409, '방송 중이 아닙니다.');
    addChat(
      s,
      body.lines.map((l) => chat.line({ user_id: l.from, user_nick: l.nick ?? l.from }, l.message)),
    );
    if (body.clipViewers > 0) addChat(s, chat.clipScene(body.clipViewers));
    return { lastChatNo: s.chat.at(-1)?.chat_no ?? 0 };
  });
  /** An excel broadcast: the stations (all the crew when none are named) go live and get a steady stream of balloons. */
  app.post(`${SIMULATOR_PREFIX}/control/excel-broadcast`, async (req) => {
    const body = parseInput(ExcelBroadcastBody, req.body ?? {});
    const ids = body.stations ?? (await options.crew()).map((c) => c.userId);
    const on: string[] = [];
    for (const id of ids) {
      const s = await station(id);
      if (!s) continue;
      goLive(s, { title: `[${s.userNick}] 엑셀 방송` });
      on.push(id);
    }
    excelBroadcast.start(on, body.perMinute, body.minutes);
    return { stations: on };
  });
  app.delete(`${SIMULATOR_PREFIX}/control/excel-broadcast`, async () => {
    excelBroadcast.stop();
    return { result: true };
  });
  app.post(`${SIMULATOR_PREFIX}/control/:userId/failure`, async (req) => {
    (await control(req)).failure = parseInput(FailureBody, req.body).mode;
    return { result: true };
  });
}
