CREATE TABLE "write_buckets" (
	"user_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_buckets_user_uuid_kind_pk" PRIMARY KEY("user_uuid","kind")
);
--> statement-breakpoint
ALTER TABLE "write_buckets" ADD CONSTRAINT "write_buckets_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;