import { date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SportMatchStatus } from '../../../src/contract/sport-match';
import type { PlayedRace, Race } from '../../../src/contract/starcraft';
import type { LeagueStage, SeasonStatus } from '../../../src/contract/starcraft-league';
import { ts } from '../../db/columns';
import { files } from '../file/tables';
import { crewStations } from '../soop/tables';
import { userRef, users } from '../user/tables';

/** Not replicated: every StarCraft page loads through the page cache. */

/** Academy teams (a StarCraft school of players), `/admin/game/academy`. */
export const scAcademies = pgTable('sc_academies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A player of the records and the league, maybe a crew station and maybe on an academy team. */
export const scPlayers = pgTable('sc_players', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  race: text('race').$type<Race>().notNull(),
  tier: text('tier').notNull().default(''),
  soopId: text('soop_id').notNull().default(''),
  crewStationId: text('crew_station_id').references(() => crewStations.userId, { onDelete: 'set null' }),
  academyId: uuid('academy_id').references(() => scAcademies.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const scSeasons = pgTable('sc_seasons', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<SeasonStatus>().notNull(),
  /** The days it is played, Seoul dates; either may be unset while planning. */
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const scGroups = pgTable('sc_groups', {
  id: uuid('id').primaryKey(),
  seasonId: uuid('season_id')
    .notNull()
    .references(() => scSeasons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const scGroupPlayers = pgTable(
  'sc_group_players',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => scGroups.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => scPlayers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.playerId] })],
);

/** A set between two players; its score moves live on `/topic/sport-match/{id}`. */
export const scLeagueMatches = pgTable(
  'sc_league_matches',
  {
    id: uuid('id').primaryKey(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => scSeasons.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').references(() => scGroups.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<LeagueStage>().notNull(),
    round: integer('round').notNull().default(1),
    scheduledAt: ts('scheduled_at').notNull(),
    map: text('map').notNull().default(''),
    bestOf: integer('best_of').notNull().default(3),
    playerAId: uuid('player_a_id')
      .notNull()
      .references(() => scPlayers.id, { onDelete: 'cascade' }),
    playerBId: uuid('player_b_id')
      .notNull()
      .references(() => scPlayers.id, { onDelete: 'cascade' }),
    scoreA: integer('score_a').notNull().default(0),
    scoreB: integer('score_b').notNull().default(0),
    status: text('status').$type<SportMatchStatus>().notNull().default('scheduled'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sc_league_matches_season_idx').on(t.seasonId, t.scheduledAt)],
);

/** One game: entered by staff, or a league set's final result (`leagueMatchId`, one game per set). */
export const scMatches = pgTable(
  'sc_matches',
  {
    id: uuid('id').primaryKey(),
    playedAt: ts('played_at').notNull(),
    map: text('map').notNull(),
    winnerId: uuid('winner_id')
      .notNull()
      .references(() => scPlayers.id, { onDelete: 'cascade' }),
    loserId: uuid('loser_id')
      .notNull()
      .references(() => scPlayers.id, { onDelete: 'cascade' }),
    winnerRace: text('winner_race').$type<PlayedRace>().notNull(),
    loserRace: text('loser_race').$type<PlayedRace>().notNull(),
    replayFileId: uuid('replay_file_id').references(() => files.id, { onDelete: 'set null' }),
    leagueMatchId: uuid('league_match_id').references(() => scLeagueMatches.id, { onDelete: 'cascade' }),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sc_matches_played_idx').on(t.playedAt, t.createdAt),
    uniqueIndex('sc_matches_league_match_idx').on(t.leagueMatchId),
  ],
);

/** A member's application to a season (`/starcraft/entry`), one per member and season. */
export const scEntries = pgTable(
  'sc_entries',
  {
    id: uuid('id').primaryKey(),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => scSeasons.id, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    gameName: text('game_name').notNull(),
    race: text('race').$type<Race>().notNull(),
    comment: text('comment').notNull().default(''),
    /** The player staff made of this entry when accepting it into a group (the group is the player's). */
    playerId: uuid('player_id').references(() => scPlayers.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sc_entries_season_user_idx').on(t.seasonId, t.userUuid)],
);
