CREATE TABLE "dusan_ballots" (
	"vote_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"choice" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dusan_ballots_vote_id_user_uuid_pk" PRIMARY KEY("vote_id","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "dusan_matches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"opponent" text NOT NULL,
	"doosan_home" boolean DEFAULT true NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"doosan_score" integer DEFAULT 0 NOT NULL,
	"opponent_score" integer DEFAULT 0 NOT NULL,
	"inning" text DEFAULT '' NOT NULL,
	"cheer_count" integer DEFAULT 0 NOT NULL,
	"result" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dusan_predictions" (
	"match_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"pick" text NOT NULL,
	"stake" integer NOT NULL,
	"payout" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dusan_predictions_match_id_user_uuid_pk" PRIMARY KEY("match_id","user_uuid")
);
--> statement-breakpoint
CREATE TABLE "dusan_votes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"match_id" uuid NOT NULL,
	"question" text NOT NULL,
	"options" text[] NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dusan_ballots" ADD CONSTRAINT "dusan_ballots_vote_id_dusan_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."dusan_votes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dusan_ballots" ADD CONSTRAINT "dusan_ballots_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dusan_matches" ADD CONSTRAINT "dusan_matches_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dusan_predictions" ADD CONSTRAINT "dusan_predictions_match_id_dusan_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."dusan_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dusan_predictions" ADD CONSTRAINT "dusan_predictions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dusan_votes" ADD CONSTRAINT "dusan_votes_match_id_dusan_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."dusan_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dusan_matches_starts_idx" ON "dusan_matches" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "dusan_votes_match_idx" ON "dusan_votes" USING btree ("match_id");