CREATE TABLE "social_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"link_user_uuid" uuid,
	"return_query" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tickets" (
	"value_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"social_user" jsonb NOT NULL,
	"link_user_uuid" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_socials" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "social_states" ADD CONSTRAINT "social_states_link_user_uuid_users_uuid_fk" FOREIGN KEY ("link_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_tickets" ADD CONSTRAINT "social_tickets_link_user_uuid_users_uuid_fk" FOREIGN KEY ("link_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_socials_provider_user_key" ON "user_socials" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "user_socials_email_idx" ON "user_socials" USING btree ("email");