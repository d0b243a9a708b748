CREATE TABLE "crew_departments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_people" (
	"id" uuid PRIMARY KEY NOT NULL,
	"department_id" uuid NOT NULL,
	"station_user_id" text NOT NULL,
	"member_type" text NOT NULL,
	"role_title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_timeline" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_date" date NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crew_people" ADD CONSTRAINT "crew_people_department_id_crew_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."crew_departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_people" ADD CONSTRAINT "crew_people_station_user_id_crew_stations_user_id_fk" FOREIGN KEY ("station_user_id") REFERENCES "public"."crew_stations"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_timeline" ADD CONSTRAINT "crew_timeline_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_people_department_station" ON "crew_people" USING btree ("department_id","station_user_id");--> statement-breakpoint
CREATE INDEX "crew_timeline_event_date_idx" ON "crew_timeline" USING btree ("event_date","created_at");