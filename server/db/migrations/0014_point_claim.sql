CREATE TABLE "point_claim_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"amount" integer NOT NULL,
	"quantity" integer NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_claim_codes_amount_positive" CHECK ("point_claim_codes"."amount" > 0),
	CONSTRAINT "point_claim_codes_within_quantity" CHECK ("point_claim_codes"."claimed_count" between 0 and "point_claim_codes"."quantity")
);
--> statement-breakpoint
CREATE TABLE "point_claims" (
	"code_id" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_claims_code_id_user_uuid_pk" PRIMARY KEY("code_id","user_uuid")
);
--> statement-breakpoint
ALTER TABLE "point_claims" ADD CONSTRAINT "point_claims_code_id_point_claim_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."point_claim_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_claims" ADD CONSTRAINT "point_claims_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_claim_codes_code" ON "point_claim_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "point_claims_user_idx" ON "point_claims" USING btree ("user_uuid","claimed_at");