CREATE TABLE "bnet_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"toon" text NOT NULL,
	"gateway" integer NOT NULL,
	"player_name" text NOT NULL,
	"ladder" jsonb,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"tried_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kart_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"track" text NOT NULL,
	"time_ms" integer NOT NULL,
	"racer" text NOT NULL,
	"recorded_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kart_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"racers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bnet_accounts_toon_gateway" ON "bnet_accounts" USING btree ("toon","gateway");