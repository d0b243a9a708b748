CREATE TABLE "soop_chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"station_user_id" text NOT NULL,
	"broad_no" bigint NOT NULL,
	"chat_no" bigint NOT NULL,
	"user_id" text NOT NULL,
	"user_nick" text NOT NULL,
	"message" text NOT NULL,
	"mark" boolean NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soop_chat_moments" (
	"id" text PRIMARY KEY NOT NULL,
	"station_user_id" text NOT NULL,
	"station_nick" text NOT NULL,
	"broad_no" bigint NOT NULL,
	"broad_title" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"viewer_count" integer NOT NULL,
	"before" jsonb NOT NULL,
	"during" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soop_vod_popup" (
	"id" integer PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soop_vod_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"moment_id" text,
	"requester_uuid" uuid,
	"station_user_id" text NOT NULL,
	"station_nick" text NOT NULL,
	"moment_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"clip_url" text,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soop_vod_requests_one_source" CHECK (("soop_vod_requests"."moment_id" is null) <> ("soop_vod_requests"."requester_uuid" is null))
);
--> statement-breakpoint
ALTER TABLE "soop_vod_requests" ADD CONSTRAINT "soop_vod_requests_moment_id_soop_chat_moments_id_fk" FOREIGN KEY ("moment_id") REFERENCES "public"."soop_chat_moments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soop_vod_requests" ADD CONSTRAINT "soop_vod_requests_requester_uuid_users_uuid_fk" FOREIGN KEY ("requester_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soop_chat_messages_station_idx" ON "soop_chat_messages" USING btree ("station_user_id","broad_no","chat_no");--> statement-breakpoint
CREATE INDEX "soop_chat_messages_sent_idx" ON "soop_chat_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "soop_chat_moments_start_idx" ON "soop_chat_moments" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "soop_vod_requests_moment" ON "soop_vod_requests" USING btree ("moment_id");--> statement-breakpoint
CREATE INDEX "soop_vod_requests_requester_idx" ON "soop_vod_requests" USING btree ("requester_uuid","created_at");