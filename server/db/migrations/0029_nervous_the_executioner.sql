ALTER TABLE "sc_entries" ADD COLUMN "player_id" uuid;--> statement-breakpoint
ALTER TABLE "sc_seasons" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "sc_seasons" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "sc_entries" ADD CONSTRAINT "sc_entries_player_id_sc_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."sc_players"("id") ON DELETE set null ON UPDATE no action;