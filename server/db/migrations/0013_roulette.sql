CREATE TABLE "roulette_seeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roulette_spins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"seed_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"slot" integer NOT NULL,
	"prize" integer NOT NULL,
	"cost" integer NOT NULL,
	"day" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roulette_seeds" ADD CONSTRAINT "roulette_seeds_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roulette_spins" ADD CONSTRAINT "roulette_spins_seed_id_roulette_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."roulette_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_seeds_current" ON "roulette_seeds" USING btree ("user_uuid") WHERE "roulette_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "roulette_seeds_user_idx" ON "roulette_seeds" USING btree ("user_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_spins_seed_nonce" ON "roulette_spins" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "roulette_spins_user_key" ON "roulette_spins" USING btree ("user_uuid","idempotency_key");--> statement-breakpoint
CREATE INDEX "roulette_spins_user_day_idx" ON "roulette_spins" USING btree ("user_uuid","day");--> statement-breakpoint
CREATE INDEX "roulette_spins_user_created_idx" ON "roulette_spins" USING btree ("user_uuid","created_at");