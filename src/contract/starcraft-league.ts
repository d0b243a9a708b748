import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { SportMatchEvent, SportMatchStatus } from './sport-match';
import { Created, idParam, PLAYER_NOT_FOUND, Race } from './starcraft';

/**
 * The StarCraft league (`/starcraft/league`, `/starcraft/entry`): seasons with groups, a schedule of
 * matches, results (a league match is a set, `scoreA:scoreB` games; its final result is also a game
 * in `/starcraft/record`) and a bracket for the finals. Live scores go out on
 * `/topic/sport-match/{id}` as `SportMatchEvent`s. Imported by its path, not through the barrel.
 */

export const SeasonStatus = z.enum(['entry', 'running', 'done'], { error: '시즌 상태를 골라 주세요.' });
export type SeasonStatus = z.infer<typeof SeasonStatus>;
export const seasonStatusNames: Record<SeasonStatus, string> = {
  entry: '참가 신청 중',
  running: '진행 중',
  done: '종료',
};

export const LeagueStage = z.enum(['group', 'final']);
export type LeagueStage = z.infer<typeof LeagueStage>;

export const SEASON_NOT_FOUND = '시즌을 찾을 수 없습니다.';
export const GROUP_NOT_FOUND = '조를 찾을 수 없습니다.';
export const LEAGUE_MATCH_NOT_FOUND = '경기를 찾을 수 없습니다.';
export const ENTRY_CLOSED = '이 시즌은 참가 신청을 받지 않습니다.';
export const ENTRY_NOT_FOUND = '참가 신청을 찾을 수 없습니다.';

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const name = (label: string, max: number) =>
  z
    .string({ error: `${label} 항목은 필수입니다.` })
    .trim()
    .min(1, `${label} 항목은 필수입니다.`)
    .max(max, `${label}은(는) 최대 ${max}자 이하여야 합니다.`);

/** A Seoul day as `YYYY-MM-DD`; an empty date field means not set yet. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.')
  .nullable()
  .or(z.literal('').transform(() => null))
  .default(null);

export const SeasonInput = z
  .object({
    name: name('시즌 이름', 40),
    status: SeasonStatus.default('entry'),
    startsOn: day,
    endsOn: day,
  })
  .refine((s) => !s.startsOn || !s.endsOn || s.startsOn <= s.endsOn, {
    message: '끝나는 날은 시작하는 날보다 빠를 수 없습니다.',
    path: ['endsOn'],
  });
export type SeasonInput = z.input<typeof SeasonInput>;

export const GroupInput = z.object({
  name: name('조 이름', 20),
  playerIds: z.array(uuid(PLAYER_NOT_FOUND)).max(32, '한 조에 선수가 너무 많습니다.').default([]),
});
export type GroupInput = z.input<typeof GroupInput>;

export const LeagueMatchInput = z
  .object({
    seasonId: uuid(SEASON_NOT_FOUND),
    /** Group matches name their group; finals matches have none and a bracket round instead. */
    groupId: uuid(GROUP_NOT_FOUND).nullable().default(null),
    stage: LeagueStage.default('group'),
    /** Finals: 1 is the first round of the bracket, the last round is the final. */
    round: z
      .number({ error: '라운드를 입력해 주세요.' })
      .int()
      .min(1, '라운드는 1부터 8까지입니다.')
      .max(8, '라운드는 1부터 8까지입니다.')
      .default(1),
    scheduledAt: z
      .string({ error: '경기 시각을 입력해 주세요.' })
      .datetime({ offset: true, message: '경기 시각을 입력해 주세요.' })
      .pipe(z.coerce.date()),
    map: z.string().trim().max(40, '맵은 최대 40자 이하여야 합니다.').default(''),
    playerAId: uuid(PLAYER_NOT_FOUND),
    playerBId: uuid(PLAYER_NOT_FOUND),
    bestOf: z.number({ error: '판 수를 골라 주세요.' }).int().min(1).max(9).default(3),
  })
  .refine((m) => m.playerAId !== m.playerBId, {
    message: '같은 선수끼리는 경기할 수 없습니다.',
    path: ['playerBId'],
  })
  .refine((m) => (m.stage === 'group') === (m.groupId !== null), {
    message: '조별 경기는 조를, 결선 경기는 조 없이 정해 주세요.',
    path: ['groupId'],
  });
export type LeagueMatchInput = z.input<typeof LeagueMatchInput>;

/** An admin's score as the games go; `final` with a winner makes the set a game of the records. */
export const LeagueScoreInput = z.object({
  scoreA: z.number().int().min(0).max(9),
  scoreB: z.number().int().min(0).max(9),
  status: SportMatchStatus,
});
export type LeagueScoreInput = z.input<typeof LeagueScoreInput>;

export const LeaguePlayer = z.object({ id: z.string().uuid(), name: z.string(), race: Race });
export type LeaguePlayer = z.infer<typeof LeaguePlayer>;

export const LeagueMatch = z.object({
  id: z.string().uuid(),
  groupId: z.string().uuid().nullable(),
  stage: LeagueStage,
  round: z.number().int(),
  scheduledAt: isoDate,
  map: z.string(),
  bestOf: z.number().int(),
  playerA: LeaguePlayer,
  playerB: LeaguePlayer,
  scoreA: z.number().int(),
  scoreB: z.number().int(),
  status: SportMatchStatus,
});
export type LeagueMatch = z.infer<typeof LeagueMatch>;

export const LeagueGroup = z.object({
  id: z.string().uuid(),
  name: z.string(),
  players: z.array(LeaguePlayer),
});
export type LeagueGroup = z.infer<typeof LeagueGroup>;

export const SeasonSummary = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: SeasonStatus,
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
export type SeasonSummary = z.infer<typeof SeasonSummary>;

export const Season = SeasonSummary.extend({
  groups: z.array(LeagueGroup),
  /** Group and finals matches, in schedule order. */
  matches: z.array(LeagueMatch),
});
export type Season = z.infer<typeof Season>;

/** `/starcraft/league`: every season (newest first) and the one asked for, or the newest one being played. */
export const League = z.object({ seasons: z.array(SeasonSummary), season: Season.nullable() });
export type League = z.infer<typeof League>;

export const EntryInput = z.object({
  seasonId: uuid(SEASON_NOT_FOUND),
  gameName: name('게임 아이디', 20),
  race: Race,
  comment: z.string().trim().max(200, '한마디는 최대 200자 이하여야 합니다.').default(''),
});
export type EntryInput = z.input<typeof EntryInput>;

export const Entry = z.object({
  id: z.string().uuid(),
  seasonId: z.string().uuid(),
  nickname: z.string(),
  gameName: z.string(),
  race: Race,
  comment: z.string(),
  createdAt: isoDate,
  /** True on the caller's own entry. */
  mine: z.boolean(),
});
export type Entry = z.infer<typeof Entry>;

/** `/starcraft/entry`: seasons taking entries, with who has applied. */
export const EntryBoard = z.object({
  seasons: z.array(SeasonSummary.extend({ entries: z.array(Entry) })),
});
export type EntryBoard = z.infer<typeof EntryBoard>;

/** Staff accept an entry into a group: as the player named (a player already listed) or as a new player. */
export const AcceptEntryInput = z.object({
  groupId: uuid(GROUP_NOT_FOUND),
  /** Null makes a new player of the entry's game name and race. */
  playerId: uuid(PLAYER_NOT_FOUND).nullable().default(null),
});
export type AcceptEntryInput = z.input<typeof AcceptEntryInput>;

/** An entry as staff see it: whom it became and in which group of the season that player plays. */
export const AdminEntry = Entry.omit({ mine: true }).extend({
  playerId: z.string().uuid().nullable(),
  groupId: z.string().uuid().nullable(),
});
export type AdminEntry = z.infer<typeof AdminEntry>;

/** `/admin/game/league`: the league as the public page has it, with the season's entries and every player. */
export const AdminLeague = League.extend({
  entries: z.array(AdminEntry),
  players: z.array(LeaguePlayer),
});
export type AdminLeague = z.infer<typeof AdminLeague>;

export const SeasonParam = idParam(SEASON_NOT_FOUND);
export const GroupParam = idParam(GROUP_NOT_FOUND);
export const LeagueMatchParam = idParam(LEAGUE_MATCH_NOT_FOUND);
export const EntryParam = idParam(ENTRY_NOT_FOUND);
export const EntrySeasonParam = z.object({ seasonId: z.string().uuid(SEASON_NOT_FOUND) });
/** Which season to show; without one, the newest being played (or the newest). */
export const LeagueQuery = z.object({ seasonId: z.string().uuid(SEASON_NOT_FOUND).optional() });

/** What accepting an entry made: the player now in the group. */
export const AcceptEntryResult = z.object({ playerId: z.string().uuid() });
export type AcceptEntryResult = z.infer<typeof AcceptEntryResult>;

/** The league's seasons, groups, matches and scores, and the members' entries. */
export const starcraftLeagueEndpoints = {
  league: endpoint({
    method: 'GET',
    path: apiRoutes.starcraftLeague,
    access: 'public',
    summary: '스타크래프트 리그 (시즌 목록과 고른 시즌, 없으면 진행 중인 최신 시즌)',
    query: LeagueQuery,
    response: League,
  }),
  addSeason: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftSeasons,
    access: MANAGER_OR_HIGHER,
    summary: '리그 시즌 추가',
    body: SeasonInput,
    response: Created,
  }),
  updateSeason: endpoint({
    method: 'PUT',
    path: apiRoutes.starcraftSeason,
    access: MANAGER_OR_HIGHER,
    summary: '리그 시즌 수정',
    params: SeasonParam,
    body: SeasonInput,
    response: Done,
  }),
  addGroup: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftGroups,
    access: MANAGER_OR_HIGHER,
    summary: '시즌에 조 추가 (선수는 그 시즌의 다른 조에서 빠짐)',
    params: SeasonParam,
    body: GroupInput,
    response: Created,
  }),
  updateGroup: endpoint({
    method: 'PUT',
    path: apiRoutes.starcraftGroup,
    access: MANAGER_OR_HIGHER,
    summary: '조 이름과 선수 수정',
    params: GroupParam,
    body: GroupInput,
    response: Done,
  }),
  removeGroup: endpoint({
    method: 'DELETE',
    path: apiRoutes.starcraftGroup,
    access: MANAGER_OR_HIGHER,
    summary: '조 삭제',
    params: GroupParam,
    response: Done,
  }),
  admin: endpoint({
    method: 'GET',
    path: apiRoutes.adminStarcraftLeague,
    access: MANAGER_OR_HIGHER,
    summary: '리그 관리 화면 (시즌의 참가 신청과 선수 전체 포함)',
    query: LeagueQuery,
    response: AdminLeague,
  }),
  accept: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftEntryAccept,
    access: MANAGER_OR_HIGHER,
    summary: '참가 신청을 받아 선수로 조에 넣기',
    params: EntryParam,
    body: AcceptEntryInput,
    response: AcceptEntryResult,
  }),
  addMatch: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftLeagueMatches,
    access: MANAGER_OR_HIGHER,
    summary: '리그 경기 일정 추가',
    body: LeagueMatchInput,
    response: Created,
  }),
  removeMatch: endpoint({
    method: 'DELETE',
    path: apiRoutes.starcraftLeagueMatch,
    access: MANAGER_OR_HIGHER,
    summary: '리그 경기 삭제',
    params: LeagueMatchParam,
    response: Done,
  }),
  score: endpoint({
    method: 'PUT',
    path: apiRoutes.starcraftLeagueScore,
    access: MANAGER_OR_HIGHER,
    summary: '리그 경기 점수 입력 (실시간 전송, 종료된 경기는 전적에 기록)',
    params: LeagueMatchParam,
    body: LeagueScoreInput,
    response: SportMatchEvent,
  }),
  entries: endpoint({
    method: 'GET',
    path: apiRoutes.starcraftEntries,
    access: 'public',
    summary: '참가 신청 중인 시즌과 신청자 (로그인했으면 내 신청 표시)',
    response: EntryBoard,
  }),
  apply: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftEntry,
    access: 'member',
    summary: '리그 참가 신청 (다시 신청하면 내 신청을 바꿈)',
    body: EntryInput,
    response: Done,
  }),
  withdraw: endpoint({
    method: 'DELETE',
    path: apiRoutes.starcraftMyEntry,
    access: 'member',
    summary: '리그 참가 신청 취소',
    params: EntrySeasonParam,
    response: Done,
  }),
};
