CREATE TABLE "contact_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attachment_file_id" uuid,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_threads" ADD CONSTRAINT "contact_threads_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_threads" ADD CONSTRAINT "contact_threads_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_threads" ADD CONSTRAINT "contact_threads_answered_by_users_uuid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_threads_author_idx" ON "contact_threads" USING btree ("author_uuid","created_at");--> statement-breakpoint
CREATE INDEX "contact_threads_created_idx" ON "contact_threads" USING btree ("created_at");