import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { SportMatchStatus } from './sport-match';

/**
 * Doosan cheering (두산 응원, PRODUCT.md "Events on stream"): Doosan Bears baseball games watched
 * together on stream. Anyone cheers (a shared counter), members predict the result with points
 * (pari-mutuel), staff enter the score, and open live votes during the game.
 *
 * Settlement: the whole pool goes to the members who picked the result, in proportion to their
 * stakes. The house takes no share (`DUSAN_HOUSE_SHARE` is 0): a settlement pays out exactly the
 * pool. Whole points: each winner gets the floor of their share, and the few points left by the
 * rounding go one each to the largest stakes (earliest first). When nobody picked the result, or the
 * game is cancelled, every stake is refunded once.
 */
export const DUSAN_HOUSE_SHARE = 0;

export const DusanPick = z.enum(['DOOSAN', 'OPPONENT', 'DRAW']);
export type DusanPick = z.infer<typeof DusanPick>;

export const MIN_DUSAN_STAKE = 10;
export const MAX_DUSAN_STAKE = 100_000;

/** What the members staked on one pick. */
export const DusanPool = z.object({ pick: DusanPick, points: z.number().int(), members: z.number().int() });
export type DusanPool = z.infer<typeof DusanPool>;

export const DusanPrediction = z.object({
  pick: DusanPick,
  stake: z.number().int(),
  /** Paid at settlement (winners), the stake back (refund), 0 (lost), null while undecided. */
  payout: z.number().int().nullable(),
});
export type DusanPrediction = z.infer<typeof DusanPrediction>;

export const DusanMatch = z.object({
  id: z.string(),
  /** The Doosan Bears' opponent, e.g. 'LG 트윈스'. */
  opponent: z.string(),
  /** Doosan bats last at home (잠실 홈 경기). */
  doosanHome: z.boolean(),
  venue: z.string(),
  startsAt: isoDate,
  status: SportMatchStatus,
  doosanScore: z.number().int(),
  opponentScore: z.number().int(),
  /** Where the game stands, e.g. '7회말'; empty when not given. */
  inning: z.string(),
  cheerCount: z.number().int(),
  pools: z.array(DusanPool),
  /** The caller's own prediction; null when none (or signed out). */
  mine: DusanPrediction.nullable(),
  /** The winning pick once final (null while undecided or cancelled). */
  result: DusanPick.nullable(),
});
export type DusanMatch = z.infer<typeof DusanMatch>;

export const DusanVoteOption = z.object({ label: z.string(), votes: z.number().int() });
export type DusanVoteOption = z.infer<typeof DusanVoteOption>;

export const DusanVote = z.object({
  id: z.string(),
  matchId: z.string(),
  question: z.string(),
  options: z.array(DusanVoteOption),
  open: z.boolean(),
  createdAt: isoDate,
  /** The caller's choice (an index into `options`); null when none (or signed out). */
  myChoice: z.number().int().nullable(),
});
export type DusanVote = z.infer<typeof DusanVote>;

/** `GET /api/v1/p/dusan`: the games (live and upcoming first) with their votes. */
export const DusanBoard = z.object({ matches: z.array(DusanMatch), votes: z.array(DusanVote) });
export type DusanBoard = z.infer<typeof DusanBoard>;

const teamName = z
  .string()
  .trim()
  .min(1, '상대 팀을 입력해 주세요.')
  .max(30, '팀 이름은 30자까지 쓸 수 있어요.');

/** `POST /api/v1/admin/dusan`: a new game. */
export const DusanMatchInput = z.object({
  opponent: teamName,
  doosanHome: z.boolean().default(true),
  venue: z.string().trim().max(30, '구장은 30자까지 쓸 수 있어요.').default('잠실'),
  startsAt: isoDate,
});
export type DusanMatchInput = z.infer<typeof DusanMatchInput>;

const score = z
  .number({ error: '점수를 숫자로 입력해 주세요.' })
  .int('점수는 정수로 입력해 주세요.')
  .min(0, '점수는 0 이상이에요.')
  .max(99, '점수는 99까지예요.');

/**
 * `PUT /api/v1/admin/dusan/{id}/score`: the live score (status 'live'), or the final one
 * (status 'final', which settles the predictions).
 */
export const DusanScoreInput = z.object({
  doosanScore: score,
  opponentScore: score,
  inning: z.string().trim().max(10, '이닝은 10자까지 쓸 수 있어요.').default(''),
  status: z.enum(['live', 'final']),
});
export type DusanScoreInput = z.infer<typeof DusanScoreInput>;

/** `POST /api/v1/dusan/{id}/prediction`: one per member and game, while the game has not started. */
export const DusanPredictionInput = z.object({
  pick: DusanPick,
  stake: z
    .number({ error: '포인트를 숫자로 입력해 주세요.' })
    .int('포인트는 정수로 입력해 주세요.')
    .min(MIN_DUSAN_STAKE, `${MIN_DUSAN_STAKE}포인트 이상 걸어 주세요.`)
    .max(MAX_DUSAN_STAKE, `${MAX_DUSAN_STAKE.toLocaleString('ko-KR')}포인트까지 걸 수 있어요.`),
});
export type DusanPredictionInput = z.infer<typeof DusanPredictionInput>;

/** `POST /api/v1/p/dusan/{id}/cheer`: presses gathered by the page over a moment (at most 20). */
export const MAX_CHEERS_PER_CALL = 20;
export const DusanCheerInput = z.object({ count: z.number().int().min(1).max(MAX_CHEERS_PER_CALL) });
export type DusanCheerInput = z.infer<typeof DusanCheerInput>;
/** The presses counted (the viewer's cap a second may take fewer, or none). */
export const DusanCheerResult = z.object({ accepted: z.number().int() });
export type DusanCheerResult = z.infer<typeof DusanCheerResult>;

/** `POST /api/v1/admin/dusan/{id}/vote`: a question with 2 to 5 options. */
export const DusanVoteInput = z.object({
  question: z.string().trim().min(1, '질문을 입력해 주세요.').max(60, '질문은 60자까지 쓸 수 있어요.'),
  options: z
    .array(z.string().trim().min(1, '빈 선택지가 있어요.').max(20, '선택지는 20자까지 쓸 수 있어요.'))
    .min(2, '선택지를 2개 이상 넣어 주세요.')
    .max(5, '선택지는 5개까지 넣을 수 있어요.'),
});
export type DusanVoteInput = z.infer<typeof DusanVoteInput>;

/** `POST /api/v1/dusan/vote/{id}`: the option's index. */
export const DusanBallotInput = z.object({ choice: z.number().int().min(0).max(4) });
export type DusanBallotInput = z.infer<typeof DusanBallotInput>;

/**
 * `/topic/dusan/{dusanId}/count`: the game's cheer total, batched (at most one message per node
 * every 150 ms). Several nodes may send in any order: a client keeps the highest count it has seen.
 */
export const DusanCountEvent = z.object({ id: z.string(), count: z.number().int() });
export type DusanCountEvent = z.infer<typeof DusanCountEvent>;

/** `/topic/dusan`: a game added or changed (score, status, pools), without anyone's own prediction. */
export const DusanMatchEvent = z.object({ type: z.enum(['create', 'update']), data: DusanMatch });
export type DusanMatchEvent = z.infer<typeof DusanMatchEvent>;

/** `/topic/event/votes`: a vote opened, its counts moved (batched) or it closed. */
export const DusanVoteEvent = z.object({ type: z.enum(['open', 'update', 'close']), data: DusanVote });
export type DusanVoteEvent = z.infer<typeof DusanVoteEvent>;

export const dusanPickNames = (match: Pick<DusanMatch, 'opponent'>): Record<DusanPick, string> => ({
  DOOSAN: '두산 승',
  OPPONENT: `${match.opponent} 승`,
  DRAW: '무승부',
});

/** Games and votes are keyed by uuid: anything else is none (a 400, never a database error). */
export const DusanIdParam = z.object({ id: z.string().uuid('찾을 수 없어요.') });

/** `/event/dusan`'s and `/admin/dusan`'s calls. */
export const dusanEndpoints = {
  board: endpoint({
    method: 'GET',
    path: apiRoutes.dusanBoard,
    access: 'public',
    summary: '두산 응원 경기와 투표 (로그인했으면 내 예측과 투표 포함)',
    response: DusanBoard,
  }),
  cheer: endpoint({
    method: 'POST',
    path: apiRoutes.dusanCheer,
    access: 'public',
    summary: '응원 누르기 (잠깐 동안 누른 횟수를 한 번에)',
    params: DusanIdParam,
    body: DusanCheerInput,
    response: DusanCheerResult,
  }),
  predict: endpoint({
    method: 'POST',
    path: apiRoutes.dusanPrediction,
    access: 'linked',
    summary: '경기 결과 예측 (건 포인트를 원장에서 차감)',
    params: DusanIdParam,
    body: DusanPredictionInput,
    response: DusanMatch,
  }),
  vote: endpoint({
    method: 'POST',
    path: apiRoutes.dusanBallot,
    access: 'member',
    summary: '실시간 투표하기',
    params: DusanIdParam,
    body: DusanBallotInput,
    response: DusanVote,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.adminDusan,
    access: MANAGER_OR_HIGHER,
    summary: '두산 경기 추가',
    body: DusanMatchInput,
    response: DusanMatch,
  }),
  score: endpoint({
    method: 'PUT',
    path: apiRoutes.adminDusanScore,
    access: MANAGER_OR_HIGHER,
    summary: '경기 점수 입력 (종료 점수는 예측을 정산)',
    params: DusanIdParam,
    body: DusanScoreInput,
    response: DusanMatch,
  }),
  cancel: endpoint({
    method: 'POST',
    path: apiRoutes.adminDusanCancel,
    access: MANAGER_OR_HIGHER,
    summary: '경기 취소 (건 포인트를 모두 돌려줌)',
    params: DusanIdParam,
    response: DusanMatch,
  }),
  openVote: endpoint({
    method: 'POST',
    path: apiRoutes.adminDusanVote,
    access: MANAGER_OR_HIGHER,
    summary: '경기 중 실시간 투표 열기',
    params: DusanIdParam,
    body: DusanVoteInput,
    response: DusanVote,
  }),
  closeVote: endpoint({
    method: 'POST',
    path: apiRoutes.adminDusanVoteClose,
    access: MANAGER_OR_HIGHER,
    summary: '실시간 투표 닫기',
    params: DusanIdParam,
    response: DusanVote,
  }),
};
