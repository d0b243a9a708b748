CREATE TABLE "dream_ticket_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dream_ticket_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dream_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"prize" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ticket_price" integer NOT NULL,
	"per_member_cap" integer NOT NULL,
	"sale_start_at" timestamp with time zone NOT NULL,
	"sale_end_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"ticket_count" integer DEFAULT 0 NOT NULL,
	"drawn_at" timestamp with time zone,
	"winner_ticket_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dream_ticket_entries" ADD CONSTRAINT "dream_ticket_entries_dream_ticket_id_dream_tickets_id_fk" FOREIGN KEY ("dream_ticket_id") REFERENCES "public"."dream_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_ticket_entries" ADD CONSTRAINT "dream_ticket_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dream_tickets" ADD CONSTRAINT "dream_tickets_created_by_users_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dream_ticket_entries_draw_user_idx" ON "dream_ticket_entries" USING btree ("dream_ticket_id","user_uuid");--> statement-breakpoint
CREATE INDEX "dream_tickets_due_idx" ON "dream_tickets" USING btree ("draw_at") WHERE "dream_tickets"."drawn_at" is null;--> statement-breakpoint
CREATE INDEX "dream_tickets_created_idx" ON "dream_tickets" USING btree ("created_at");