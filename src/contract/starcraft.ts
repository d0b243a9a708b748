import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done, isoDate } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { CrewStation } from './soop';

/**
 * StarCraft players, the academy and match records (PRODUCT.md "StarCraft and KartRider"):
 * `/admin/game/player`, `/admin/game/academy` and `/starcraft/record`. Imported by its path, not
 * through the contract barrel: only lazy pages and the server need it.
 */

export const Race = z.enum(['T', 'Z', 'P', 'R'], { error: '종족을 골라 주세요.' });
export type Race = z.infer<typeof Race>;
export const raceNames: Record<Race, string> = { T: '테란', Z: '저그', P: '프로토스', R: '랜덤' };
/** The race a game was played as: random resolves to one of the three in the game itself. */
export const PlayedRace = z.enum(['T', 'Z', 'P'], { error: '경기 종족을 골라 주세요.' });
export type PlayedRace = z.infer<typeof PlayedRace>;

export const PLAYER_NOT_FOUND = '선수를 찾을 수 없습니다.';
export const ACADEMY_NOT_FOUND = '아카데미 팀을 찾을 수 없습니다.';
export const MATCH_NOT_FOUND = '전적을 찾을 수 없습니다.';
export const ACADEMY_NAME_TAKEN = '이미 있는 팀 이름입니다.';
export const STATION_NOT_CREW = '크루 멤버 목록에 없는 방송국입니다.';

const uuid = (message: string) => z.string({ error: message }).uuid(message);
const text = (label: string, max: number, required = true) => {
  const base = z.string({ error: `${label} 항목은 글자여야 합니다.` }).trim();
  return (required ? base.min(1, `${label} 항목은 필수입니다.`) : base).max(
    max,
    `${label}은(는) 최대 ${max}자 이하여야 합니다.`,
  );
};

export const PlayerInput = z.object({
  name: text('이름', 20),
  race: Race,
  tier: text('티어', 20, false).default(''),
  soopId: text('SOOP 아이디', 40, false).toLowerCase().default(''),
  /** The crew station this player is (`/admin/crew-member`), when a crew member plays. */
  crewStationId: z.string().trim().toLowerCase().max(40, STATION_NOT_CREW).nullable().default(null),
  academyId: uuid(ACADEMY_NOT_FOUND).nullable().default(null),
});
export type PlayerInput = z.input<typeof PlayerInput>;

export const Player = z.object({
  id: z.string().uuid(),
  name: z.string(),
  race: Race,
  tier: z.string(),
  soopId: z.string(),
  crewStationId: z.string().nullable(),
  /** The crew station's nickname, when linked. */
  crewNickname: z.string().nullable(),
  academyId: z.string().uuid().nullable(),
  academyName: z.string().nullable(),
});
export type Player = z.infer<typeof Player>;

/** `/admin/game/player`: every player, the academy teams and the crew stations one may link. */
export const AdminPlayers = z.object({
  players: z.array(Player),
  academies: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  stations: z.array(CrewStation),
});
export type AdminPlayers = z.infer<typeof AdminPlayers>;

export const AcademyInput = z.object({
  name: text('팀 이름', 30),
  description: text('소개', 200, false).default(''),
});
export type AcademyInput = z.input<typeof AcademyInput>;

/** The team's whole roster at once: players named here join it, the others on it leave. */
export const AcademyRosterInput = z.object({
  playerIds: z.array(uuid(PLAYER_NOT_FOUND)).max(200, '선수가 너무 많습니다.'),
});

export const Academy = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string(),
  players: z.array(Player),
});
export type Academy = z.infer<typeof Academy>;

/** `/admin/game/academy`: the teams with their players, and every player one may place. */
export const AdminAcademies = z.object({ academies: z.array(Academy), players: z.array(Player) });
export type AdminAcademies = z.infer<typeof AdminAcademies>;

/** A game entered by an admin. The replay, when there is one, is a file-module upload. */
export const MatchInput = z
  .object({
    playedAt: isoDate.or(z.string().date()).pipe(z.coerce.date({ error: '경기 날짜를 입력해 주세요.' })),
    map: text('맵', 40),
    winnerId: uuid('승자를 골라 주세요.'),
    loserId: uuid('패자를 골라 주세요.'),
    winnerRace: PlayedRace,
    loserRace: PlayedRace,
    replayFileId: uuid('리플레이 파일을 찾을 수 없습니다.').nullable().default(null),
  })
  .refine((m) => m.winnerId !== m.loserId, { message: '승자와 패자가 같습니다.', path: ['loserId'] });
export type MatchInput = z.input<typeof MatchInput>;

export const Match = z.object({
  id: z.string().uuid(),
  playedAt: isoDate,
  map: z.string(),
  winnerId: z.string().uuid(),
  loserId: z.string().uuid(),
  winnerRace: PlayedRace,
  loserRace: PlayedRace,
  /** Where the replay file is served; null without one. */
  replayUri: z.string().nullable(),
  /** Set when the game is a league match's result (`/starcraft/league`). */
  leagueMatchId: z.string().uuid().nullable(),
  /** Elo after this game (see `starcraft-elo.ts`), and how much it moved. */
  winnerRating: z.number().int(),
  loserRating: z.number().int(),
  delta: z.number().int(),
});
export type Match = z.infer<typeof Match>;

export const RecordPlayer = Player.extend({
  rating: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
});
export type RecordPlayer = z.infer<typeof RecordPlayer>;

/** `/starcraft/record`: players by rating and every game, newest first. */
export const StarcraftRecord = z.object({ players: z.array(RecordPlayer), matches: z.array(Match) });
export type StarcraftRecord = z.infer<typeof StarcraftRecord>;

/** Ids are uuids: anything else names nothing (a 400 with the field's message, never a database error). */
export const idParam = (message: string) => z.object({ id: z.string().uuid(message) });
export const PlayerParam = idParam(PLAYER_NOT_FOUND);
export const AcademyParam = idParam(ACADEMY_NOT_FOUND);
export const MatchParam = idParam(MATCH_NOT_FOUND);

/** The answer of an add: the new row's id. */
export const Created = z.object({ id: z.string().uuid() });

/** Players, academy and records (`starcraftLeagueEndpoints` in `starcraft-league.ts` has the league). */
export const starcraftEndpoints = {
  adminPlayers: endpoint({
    method: 'GET',
    path: apiRoutes.adminStarcraftPlayers,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 선수 관리 목록 (아카데미 팀, 연결할 수 있는 크루 방송국 포함)',
    response: AdminPlayers,
  }),
  addPlayer: endpoint({
    method: 'POST',
    path: apiRoutes.adminStarcraftPlayers,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 선수 추가',
    body: PlayerInput,
    response: Done,
  }),
  updatePlayer: endpoint({
    method: 'PUT',
    path: apiRoutes.adminStarcraftPlayer,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 선수 수정',
    params: PlayerParam,
    body: PlayerInput,
    response: Done,
  }),
  removePlayer: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminStarcraftPlayer,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 선수 삭제',
    params: PlayerParam,
    response: Done,
  }),
  adminAcademies: endpoint({
    method: 'GET',
    path: apiRoutes.adminStarcraftAcademies,
    access: MANAGER_OR_HIGHER,
    summary: '아카데미 팀 관리 목록 (팀별 선수와 배치할 수 있는 선수 전체)',
    response: AdminAcademies,
  }),
  addAcademy: endpoint({
    method: 'POST',
    path: apiRoutes.adminStarcraftAcademies,
    access: MANAGER_OR_HIGHER,
    summary: '아카데미 팀 추가',
    body: AcademyInput,
    response: Created,
  }),
  updateAcademy: endpoint({
    method: 'PUT',
    path: apiRoutes.adminStarcraftAcademy,
    access: MANAGER_OR_HIGHER,
    summary: '아카데미 팀 수정',
    params: AcademyParam,
    body: AcademyInput,
    response: Done,
  }),
  removeAcademy: endpoint({
    method: 'DELETE',
    path: apiRoutes.adminStarcraftAcademy,
    access: MANAGER_OR_HIGHER,
    summary: '아카데미 팀 삭제',
    params: AcademyParam,
    response: Done,
  }),
  setRoster: endpoint({
    method: 'PUT',
    path: apiRoutes.adminStarcraftAcademyRoster,
    access: MANAGER_OR_HIGHER,
    summary: '아카데미 팀 선수 명단 통째로 바꾸기',
    params: AcademyParam,
    body: AcademyRosterInput,
    response: Done,
  }),
  record: endpoint({
    method: 'GET',
    path: apiRoutes.starcraftRecord,
    access: 'public',
    summary: '스타크래프트 전적 (Elo 순 선수와 최근 경기부터 모든 경기)',
    response: StarcraftRecord,
  }),
  addMatch: endpoint({
    method: 'POST',
    path: apiRoutes.starcraftMatches,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 경기 전적 입력',
    body: MatchInput,
    response: Created,
  }),
  removeMatch: endpoint({
    method: 'DELETE',
    path: apiRoutes.starcraftMatch,
    access: MANAGER_OR_HIGHER,
    summary: '스타크래프트 경기 전적 삭제 (리그 경기 결과는 제외)',
    params: MatchParam,
    response: Done,
  }),
};
