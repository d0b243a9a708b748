CREATE TABLE "point_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reason" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"actor_uuid" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_amount_positive" CHECK ("point_ledger"."amount" > 0),
	CONSTRAINT "point_ledger_type" CHECK ("point_ledger"."type" in ('C', 'D'))
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_user_key" ON "point_ledger" USING btree ("user_uuid","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_ledger_user_created_idx" ON "point_ledger" USING btree ("user_uuid","created_at");