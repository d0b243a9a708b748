CREATE TABLE "crew_stations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_nick" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_stations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_nick" text NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"profile_image" text DEFAULT '' NOT NULL,
	"broad_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_nick" text NOT NULL,
	"title_no" bigint NOT NULL,
	"title_name" text NOT NULL,
	"reg_date" text NOT NULL,
	"profile_image" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"text_content" text DEFAULT '' NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "live_stations_rev_idx" ON "live_stations" USING btree ("rev");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_rev_idx" ON "notices" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "notices_reg_date_idx" ON "notices" USING btree ("reg_date");--> statement-breakpoint
CREATE TRIGGER live_stations_bump_rev BEFORE INSERT OR UPDATE ON live_stations FOR EACH ROW EXECUTE FUNCTION bump_rev();
--> statement-breakpoint
CREATE TRIGGER notices_bump_rev BEFORE INSERT OR UPDATE ON notices FOR EACH ROW EXECUTE FUNCTION bump_rev();
