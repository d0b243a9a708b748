CREATE TABLE "sc_academies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sc_academies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sc_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"season_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"game_name" text NOT NULL,
	"race" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_group_players" (
	"group_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	CONSTRAINT "sc_group_players_group_id_player_id_pk" PRIMARY KEY("group_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "sc_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"season_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_league_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"season_id" uuid NOT NULL,
	"group_id" uuid,
	"stage" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"map" text DEFAULT '' NOT NULL,
	"best_of" integer DEFAULT 3 NOT NULL,
	"player_a_id" uuid NOT NULL,
	"player_b_id" uuid NOT NULL,
	"score_a" integer DEFAULT 0 NOT NULL,
	"score_b" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"map" text NOT NULL,
	"winner_id" uuid NOT NULL,
	"loser_id" uuid NOT NULL,
	"winner_race" text NOT NULL,
	"loser_race" text NOT NULL,
	"replay_file_id" uuid,
	"league_match_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_players" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"race" text NOT NULL,
	"tier" text DEFAULT '' NOT NULL,
	"soop_id" text DEFAULT '' NOT NULL,
	"crew_station_id" text,
	"academy_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sc_seasons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sc_entries" ADD CONSTRAINT "sc_entries_season_id_sc_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."sc_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_entries" ADD CONSTRAINT "sc_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_group_players" ADD CONSTRAINT "sc_group_players_group_id_sc_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sc_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_group_players" ADD CONSTRAINT "sc_group_players_player_id_sc_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."sc_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_groups" ADD CONSTRAINT "sc_groups_season_id_sc_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."sc_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_league_matches" ADD CONSTRAINT "sc_league_matches_season_id_sc_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."sc_seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_league_matches" ADD CONSTRAINT "sc_league_matches_group_id_sc_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sc_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_league_matches" ADD CONSTRAINT "sc_league_matches_player_a_id_sc_players_id_fk" FOREIGN KEY ("player_a_id") REFERENCES "public"."sc_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_league_matches" ADD CONSTRAINT "sc_league_matches_player_b_id_sc_players_id_fk" FOREIGN KEY ("player_b_id") REFERENCES "public"."sc_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_matches" ADD CONSTRAINT "sc_matches_winner_id_sc_players_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."sc_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_matches" ADD CONSTRAINT "sc_matches_loser_id_sc_players_id_fk" FOREIGN KEY ("loser_id") REFERENCES "public"."sc_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_matches" ADD CONSTRAINT "sc_matches_replay_file_id_files_id_fk" FOREIGN KEY ("replay_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_matches" ADD CONSTRAINT "sc_matches_league_match_id_sc_league_matches_id_fk" FOREIGN KEY ("league_match_id") REFERENCES "public"."sc_league_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_matches" ADD CONSTRAINT "sc_matches_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_players" ADD CONSTRAINT "sc_players_crew_station_id_crew_stations_user_id_fk" FOREIGN KEY ("crew_station_id") REFERENCES "public"."crew_stations"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sc_players" ADD CONSTRAINT "sc_players_academy_id_sc_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."sc_academies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sc_entries_season_user_idx" ON "sc_entries" USING btree ("season_id","user_uuid");--> statement-breakpoint
CREATE INDEX "sc_league_matches_season_idx" ON "sc_league_matches" USING btree ("season_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "sc_matches_played_idx" ON "sc_matches" USING btree ("played_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sc_matches_league_match_idx" ON "sc_matches" USING btree ("league_match_id");