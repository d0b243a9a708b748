CREATE TABLE "live_locations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"shared_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_locations" ADD CONSTRAINT "live_locations_user_id_crew_stations_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."crew_stations"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_locations" ADD CONSTRAINT "live_locations_shared_by_users_uuid_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;