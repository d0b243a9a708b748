CREATE TABLE "check_ins" (
	"user_uuid" uuid NOT NULL,
	"day" date NOT NULL,
	"streak" integer NOT NULL,
	"point" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_user_uuid_day_pk" PRIMARY KEY("user_uuid","day")
);
--> statement-breakpoint
CREATE TABLE "point_daily_counts" (
	"user_uuid" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "point_daily_counts_user_uuid_day_reason_pk" PRIMARY KEY("user_uuid","day","reason")
);
--> statement-breakpoint
CREATE TABLE "user_rights" (
	"user_uuid" uuid NOT NULL,
	"code" text NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_rights_user_uuid_code_pk" PRIMARY KEY("user_uuid","code")
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "ref_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD COLUMN "ref_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "earned_point" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_daily_counts" ADD CONSTRAINT "point_daily_counts_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_ins_day_created_idx" ON "check_ins" USING btree ("day","created_at");--> statement-breakpoint
-- Before this migration only staff adjustments moved points, and those count as earned.
UPDATE "users" SET "earned_point" = greatest(0, coalesce((SELECT sum(CASE l."type" WHEN 'C' THEN l."amount" ELSE -l."amount" END) FROM "point_ledger" l WHERE l."user_uuid" = "users"."uuid" AND l."reason" = 'ADMIN_ADJUST'), 0));
