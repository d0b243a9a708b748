import { z } from 'zod';

/**
 * battle.net records of the crew's StarCraft: Remastered accounts (`/starcraft/bnet`), read by the
 * server's adapter (server/modules/bnet) and kept with when they were read. Imported by its path,
 * not through the contract barrel: only the lazy page and the server need it.
 */

/** StarCraft: Remastered's gateways (the web API's gateway ids). */
export const BNET_GATEWAYS = {
  10: '미국 서부',
  11: '미국 동부',
  20: '유럽',
  30: '한국',
  45: '아시아',
} as const;
export const BnetGateway = z.union(
  Object.keys(BNET_GATEWAYS).map((id) => z.literal(Number(id) as keyof typeof BNET_GATEWAYS)),
  { error: '서버를 골라 주세요.' },
);
export type BnetGateway = z.infer<typeof BnetGateway>;

export const BnetRace = z.enum(['terran', 'protoss', 'zerg', 'random']);
export type BnetRace = z.infer<typeof BnetRace>;
export const bnetRaceNames: Record<BnetRace, string> = {
  terran: '테란',
  protoss: '프로토스',
  zerg: '저그',
  random: '랜덤',
};

export const BnetResult = z.enum(['win', 'loss', 'draw', 'unknown']);
export type BnetResult = z.infer<typeof BnetResult>;

/** One finished 1:1 game of the account, as the ladder lists it. */
export const BnetGame = z.object({
  id: z.string(),
  playedAt: z.string(),
  map: z.string(),
  race: BnetRace.nullable(),
  opponent: z.string(),
  opponentRace: BnetRace.nullable(),
  result: BnetResult,
});
export type BnetGame = z.infer<typeof BnetGame>;

/** The account's 1:1 ladder this season; `rank` is null when the ladder's rank could not be read. */
export const BnetLadder = z.object({
  season: z.number().int(),
  rank: z.number().int().nullable(),
  rating: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type BnetLadder = z.infer<typeof BnetLadder>;

export const BnetAccount = z.object({
  id: z.string(),
  /** The in-game account name (the web API's "toon"). */
  toon: z.string(),
  gateway: BnetGateway,
  /** Who plays it: the crew member's name. */
  playerName: z.string(),
  /** Null before the first good read, or when the account has no ladder games this season. */
  ladder: BnetLadder.nullable(),
  games: z.array(BnetGame),
  /** When the shown records were read; null: never read yet. */
  fetchedAt: z.string().nullable(),
  /** Set while the latest read failed: the records shown are the last good ones. */
  failedAt: z.string().nullable(),
});
export type BnetAccount = z.infer<typeof BnetAccount>;

export const BnetBoard = z.object({ accounts: z.array(BnetAccount) });
export type BnetBoard = z.infer<typeof BnetBoard>;

export const BNET_ACCOUNT_NOT_FOUND = '배틀넷 계정을 찾을 수 없습니다.';
export const BNET_ACCOUNT_TAKEN = '이미 등록된 계정입니다.';

export const BnetAccountInput = z.object({
  toon: z
    .string({ error: '계정 이름 항목은 필수입니다.' })
    .trim()
    .min(1, '계정 이름 항목은 필수입니다.')
    .max(24, '계정 이름은 최대 24자 이하여야 합니다.')
    .regex(/^[^\s/?#%]+$/, '계정 이름에는 공백이나 / ? # % 를 쓸 수 없습니다.'),
  gateway: BnetGateway,
  playerName: z
    .string({ error: '선수 이름 항목은 필수입니다.' })
    .trim()
    .min(1, '선수 이름 항목은 필수입니다.')
    .max(30, '선수 이름은 최대 30자 이하여야 합니다.'),
});
export type BnetAccountInput = z.input<typeof BnetAccountInput>;
