import { z } from 'zod';
import type { Broad } from '../../../src/contract';

/**
 * Parsers for the platform's unofficial JSON (SOOP.md). Fields come and go, so every field is
 * optional and loosely typed; only what we need is required, and anything else is a ParseError
 * the adapter logs while keeping the last good state.
 */
export class SoopParseError extends Error {}

const num = z.union([z.number(), z.string().regex(/^-?\d+$/)]).transform(Number);
const bool = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'Y');
/** Protocol-relative image URLs (`//stimg...`) become https. */
const imageUrl = (url: string | undefined | null) =>
  url ? (url.startsWith('//') ? `https:${url}` : url) : '';

const StationResponse = z.looseObject({
  code: z.number().optional(),
  profile_image: z.string().nullish(),
  station: z
    .looseObject({
      user_id: z.string(),
      user_nick: z.string(),
      station_name: z.string().nullish(),
      display: z.looseObject({ profile_text: z.string().nullish() }).nullish(),
    })
    .nullish(),
  broad: z
    .looseObject({
      broad_no: num,
      broad_title: z.string().nullish(),
      current_sum_viewer: num.nullish(),
      is_password: bool.nullish(),
    })
    .nullish(),
});

export interface StationReading {
  userNick: string;
  profileImage: string;
  /** Texts the owner controls (station name, profile text): where a linking code is put. */
  ownerTexts: string[];
  broad: Broad | null;
}

/** `GET {station}/api/{id}/station`: `broad` is null while offline; errors come as `{code: 9000}`. */
export function parseStation(json: unknown): StationReading {
  const parsed = StationResponse.safeParse(json);
  if (!parsed.success) throw new SoopParseError(`station: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const { station, broad, profile_image, code } = parsed.data;
  if (!station) throw new SoopParseError(`station: no station${code ? ` (code ${code})` : ''}`);
  return {
    userNick: station.user_nick,
    profileImage: imageUrl(profile_image),
    ownerTexts: [station.station_name, station.display?.profile_text, broad?.broad_title].filter(
      (t): t is string => !!t,
    ),
    broad: broad
      ? {
          broadNo: broad.broad_no,
          broadTitle: broad.broad_title ?? '',
          currentSumViewer: broad.current_sum_viewer ?? 0,
          chatType: 'broadcast',
          password: broad.is_password ?? false,
        }
      : null,
  };
}

const OldNotice = z.looseObject({
  title_no: num,
  title_name: z.string(),
  reg_date: z.string(),
  user_nick: z.string().nullish(),
  content: z.looseObject({ summary: z.string().nullish(), text_content: z.string().nullish() }).nullish(),
  photos: z.array(z.looseObject({ url: z.string().nullish() })).nullish(),
});
const NewNotice = z.looseObject({
  titleNo: num,
  titleName: z.string(),
  regDate: z.string(),
  userNick: z.string().nullish(),
  content: z.looseObject({ summary: z.string().nullish(), textContent: z.string().nullish() }).nullish(),
});
const OldBoardResponse = z.looseObject({ data: z.array(OldNotice) });
const NewBoardResponse = z.looseObject({ contents: z.array(NewNotice) });

export interface NoticeReading {
  titleNo: number;
  titleName: string;
  regDate: string;
  userNick: string | null;
  summary: string;
  textContent: string;
}

/** `GET {board}/api/{id}/board`: the older `data[]` shape or the newer `contents[]` one. */
export function parseNotices(json: unknown): NoticeReading[] {
  const old = OldBoardResponse.safeParse(json);
  if (old.success) {
    return old.data.data.map((n) => ({
      titleNo: n.title_no,
      titleName: n.title_name,
      regDate: n.reg_date,
      userNick: n.user_nick ?? null,
      summary: n.content?.summary ?? '',
      textContent: n.content?.text_content ?? n.content?.summary ?? '',
    }));
  }
  const parsed = NewBoardResponse.safeParse(json);
  if (!parsed.success) throw new SoopParseError(`board: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data.contents.map((n) => ({
    titleNo: n.titleNo,
    titleName: n.titleName,
    regDate: n.regDate,
    userNick: n.userNick ?? null,
    summary: n.content?.summary ?? '',
    textContent: n.content?.textContent ?? n.content?.summary ?? '',
  }));
}

/**
 * A balloon gift as the platform's chat relay reports it (`balloon` list of a station; the
 * simulator serves the same shape). `gift_no` is the platform's id of the gift.
 */
const Balloon = z.looseObject({
  gift_no: z.union([z.string(), z.number()]).transform(String),
  user_id: z.string().min(1),
  user_nick: z.string().nullish(),
  count: num,
  message: z.string().nullish(),
  /** Seoul wall-clock text, YYYY-MM-DD HH:mm:ss. */
  reg_date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});
const BalloonResponse = z.looseObject({ data: z.array(z.unknown()) });

export interface DonationReading {
  giftNo: string;
  donorUserId: string;
  donorNick: string;
  balloons: number;
  message: string;
  donatedAt: Date;
}

/** `GET {station}/api/{id}/balloon`: gifts newest first; an odd entry is skipped, not fatal. */
export function parseDonations(json: unknown): DonationReading[] {
  const parsed = BalloonResponse.safeParse(json);
  if (!parsed.success) throw new SoopParseError(`balloon: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data.data.flatMap((raw) => {
    const gift = Balloon.safeParse(raw);
    if (!gift.success || gift.data.count <= 0) return [];
    const g = gift.data;
    return [
      {
        giftNo: g.gift_no,
        donorUserId: g.user_id.toLowerCase(),
        donorNick: g.user_nick ?? g.user_id,
        balloons: g.count,
        message: g.message ?? '',
        donatedAt: new Date(`${g.reg_date.replace(' ', 'T')}+09:00`),
      },
    ];
  });
}

/**
 * A chat line as the platform's chat relay reports it (SOOP's chat itself is a socket protocol;
 * the relay, or the simulator, serves the lines of the running broadcast as JSON). `chat_no`
 * rises within a broadcast.
 */
const ChatEntry = z.looseObject({
  chat_no: num,
  user_id: z.string().min(1),
  user_nick: z.string().nullish(),
  message: z.string(),
  /** Seoul wall-clock text, YYYY-MM-DD HH:mm:ss. */
  reg_date: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
});
const ChatResponse = z.looseObject({ broad_no: num.nullish(), chat: z.array(z.unknown()) });

export interface ChatReading {
  chatNo: number;
  userId: string;
  userNick: string;
  message: string;
  sentAt: Date;
}

/** `GET {chat}/api/{id}/chat?broad_no=&after=`: lines after `after`, oldest first; an odd line is skipped. */
export function parseChat(json: unknown): { broadNo: number | null; lines: ChatReading[] } {
  const parsed = ChatResponse.safeParse(json);
  if (!parsed.success) throw new SoopParseError(`chat: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const lines = parsed.data.chat.flatMap((raw) => {
    const line = ChatEntry.safeParse(raw);
    if (!line.success) return [];
    const c = line.data;
    return [
      {
        chatNo: c.chat_no,
        userId: c.user_id.toLowerCase(),
        userNick: c.user_nick || c.user_id,
        message: c.message.slice(0, 500),
        sentAt: new Date(`${c.reg_date.replace(' ', 'T')}+09:00`),
      },
    ];
  });
  return { broadNo: parsed.data.broad_no ?? null, lines: lines.sort((a, b) => a.chatNo - b.chatNo) };
}
