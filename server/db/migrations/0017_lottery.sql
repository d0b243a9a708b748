CREATE TABLE "lotteries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"poster_url" text,
	"entry_cost" integer NOT NULL,
	"winner_count" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lottery_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"winner_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_entries" ADD CONSTRAINT "lottery_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lotteries_due_idx" ON "lotteries" USING btree ("end_at") WHERE "lotteries"."drawn_at" is null;--> statement-breakpoint
CREATE INDEX "lotteries_end_idx" ON "lotteries" USING btree ("end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_entries_member" ON "lottery_entries" USING btree ("lottery_id","user_uuid");--> statement-breakpoint
CREATE INDEX "lottery_entries_user_idx" ON "lottery_entries" USING btree ("user_uuid","created_at");