CREATE TABLE "excel_balloons" (
	"session_id" uuid NOT NULL,
	"donation_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"donor_user_id" text NOT NULL,
	"donor_nick" text NOT NULL,
	"balloons" integer NOT NULL,
	"donated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "excel_balloons_session_id_donation_id_pk" PRIMARY KEY("session_id","donation_id")
);
--> statement-breakpoint
CREATE TABLE "excel_corrections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"station_user_id" text NOT NULL,
	"nick" text NOT NULL,
	"sort" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"no" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "excel_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "excel_signatures" (
	"station_user_id" text NOT NULL,
	"count" integer NOT NULL,
	"title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excel_signatures_station_user_id_count_pk" PRIMARY KEY("station_user_id","count")
);
--> statement-breakpoint
ALTER TABLE "excel_balloons" ADD CONSTRAINT "excel_balloons_session_id_excel_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."excel_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_balloons" ADD CONSTRAINT "excel_balloons_member_id_excel_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."excel_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_balloons" ADD CONSTRAINT "excel_balloons_round_id_excel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."excel_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_corrections" ADD CONSTRAINT "excel_corrections_session_id_excel_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."excel_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_corrections" ADD CONSTRAINT "excel_corrections_member_id_excel_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."excel_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_corrections" ADD CONSTRAINT "excel_corrections_round_id_excel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."excel_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_corrections" ADD CONSTRAINT "excel_corrections_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_members" ADD CONSTRAINT "excel_members_session_id_excel_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."excel_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_rounds" ADD CONSTRAINT "excel_rounds_session_id_excel_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."excel_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_sessions" ADD CONSTRAINT "excel_sessions_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excel_balloons_donated_idx" ON "excel_balloons" USING btree ("donated_at");--> statement-breakpoint
CREATE INDEX "excel_corrections_session_idx" ON "excel_corrections" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "excel_members_station" ON "excel_members" USING btree ("session_id","station_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "excel_rounds_no" ON "excel_rounds" USING btree ("session_id","no");--> statement-breakpoint
CREATE INDEX "excel_sessions_created_idx" ON "excel_sessions" USING btree ("created_at");