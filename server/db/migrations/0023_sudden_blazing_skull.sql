CREATE TABLE "point_drop_packets" (
	"drop_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount" integer NOT NULL,
	"user_uuid" uuid,
	"caught_at" timestamp with time zone,
	CONSTRAINT "point_drop_packets_drop_id_seq_pk" PRIMARY KEY("drop_id","seq")
);
--> statement-breakpoint
CREATE TABLE "point_drops" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"total_points" integer NOT NULL,
	"packet_count" integer NOT NULL,
	"remaining" integer NOT NULL,
	"caught_points" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_drop_packets" ADD CONSTRAINT "point_drop_packets_drop_id_point_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."point_drops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_drop_packets" ADD CONSTRAINT "point_drop_packets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_drops" ADD CONSTRAINT "point_drops_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_drop_packets_member" ON "point_drop_packets" USING btree ("drop_id","user_uuid");--> statement-breakpoint
CREATE INDEX "point_drop_packets_user_idx" ON "point_drop_packets" USING btree ("user_uuid","caught_at");--> statement-breakpoint
CREATE INDEX "point_drops_open_idx" ON "point_drops" USING btree ("ends_at") WHERE "point_drops"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "point_drops_created_idx" ON "point_drops" USING btree ("created_at");