CREATE TABLE "reserved_names" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "reserved_names_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
CREATE TABLE "rate_buckets" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_buckets_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "contact_threads" ALTER COLUMN "author_uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "staff_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "staff_edited_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_threads" ADD COLUMN "reply_email" text;--> statement-breakpoint
CREATE INDEX "rate_buckets_updated_idx" ON "rate_buckets" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_staff_edited_by_users_uuid_fk" FOREIGN KEY ("staff_edited_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;