CREATE TABLE "afreecatv_link_codes" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"afreecatv_user_id" text NOT NULL,
	"code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_keywords" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"target_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobile_devices" (
	"device_token" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"os" text NOT NULL,
	"version_release" text DEFAULT '' NOT NULL,
	"version_name" text DEFAULT '' NOT NULL,
	"timezone" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "user_settings_user_uuid_name_pk" PRIMARY KEY("user_uuid","name")
);
--> statement-breakpoint
ALTER TABLE "afreecatv_link_codes" ADD CONSTRAINT "afreecatv_link_codes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_keywords" ADD CONSTRAINT "alert_keywords_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscribes" ADD CONSTRAINT "alert_subscribes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscribes" ADD CONSTRAINT "alert_subscribes_target_uuid_users_uuid_fk" FOREIGN KEY ("target_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_devices" ADD CONSTRAINT "mobile_devices_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_keywords_user_keyword_key" ON "alert_keywords" USING btree ("user_uuid","keyword");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscribes_user_target_key" ON "alert_subscribes" USING btree ("user_uuid","target_uuid");--> statement-breakpoint
CREATE INDEX "alert_subscribes_target_idx" ON "alert_subscribes" USING btree ("target_uuid");