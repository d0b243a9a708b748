CREATE TABLE "game_match_spectators" (
	"match_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_match_spectators_match_id_user_uuid_pk" PRIMARY KEY("match_id","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "game_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"host_uuid" uuid NOT NULL,
	"guest_uuid" uuid,
	"board" jsonb NOT NULL,
	"move_seconds" integer NOT NULL,
	"deadline" timestamp with time zone,
	"winner" integer,
	"end_reason" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_match_spectators" ADD CONSTRAINT "game_match_spectators_match_id_game_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."game_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_match_spectators" ADD CONSTRAINT "game_match_spectators_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_matches" ADD CONSTRAINT "game_matches_host_uuid_users_uuid_fk" FOREIGN KEY ("host_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_matches" ADD CONSTRAINT "game_matches_guest_uuid_users_uuid_fk" FOREIGN KEY ("guest_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_matches_open_idx" ON "game_matches" USING btree ("kind","created_at") WHERE "game_matches"."status" <> 'finished';--> statement-breakpoint
CREATE INDEX "game_matches_deadline_idx" ON "game_matches" USING btree ("deadline") WHERE "game_matches"."status" = 'playing';