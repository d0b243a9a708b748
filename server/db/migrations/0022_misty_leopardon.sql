CREATE TABLE "game_plays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"user_uuid" uuid NOT NULL,
	"seed" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer,
	"log_hash" text,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_plays_open_idx" ON "game_plays" USING btree ("user_uuid","game_id","issued_at") WHERE "game_plays"."scored_at" is null;--> statement-breakpoint
CREATE INDEX "game_plays_scored_idx" ON "game_plays" USING btree ("game_id","scored_at") WHERE "game_plays"."scored_at" is not null;