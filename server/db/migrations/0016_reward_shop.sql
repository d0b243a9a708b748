CREATE TABLE "reward_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"item_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"cost" integer NOT NULL,
	"gift_code" text,
	"delivered_at" timestamp with time zone,
	"delivered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cost" integer NOT NULL,
	"stock" integer NOT NULL,
	"handed_out" integer DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_items_cost_positive" CHECK ("reward_items"."cost" > 0),
	CONSTRAINT "reward_items_within_stock" CHECK ("reward_items"."handed_out" between 0 and "reward_items"."stock")
);
--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_item_id_reward_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_item_user" ON "reward_entries" USING btree ("item_id","user_uuid");--> statement-breakpoint
CREATE INDEX "reward_entries_user_idx" ON "reward_entries" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_created_idx" ON "reward_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reward_items_opens_idx" ON "reward_items" USING btree ("opens_at");