CREATE TABLE "soop_blacklist" (
	"soop_user_id" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_blacklist" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soop_donations" (
	"id" text PRIMARY KEY NOT NULL,
	"station_user_id" text NOT NULL,
	"station_nick" text NOT NULL,
	"donor_user_id" text NOT NULL,
	"donor_nick" text NOT NULL,
	"balloons" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"donated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_emoticons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"image_url" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"removed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"rev" bigint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_price_positive" CHECK ("store_products"."price" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_blacklist" ADD CONSTRAINT "user_blacklist_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_emoticons" ADD CONSTRAINT "store_emoticons_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_seller_uuid_users_uuid_fk" FOREIGN KEY ("seller_uuid") REFERENCES "public"."users"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "soop_donations_donated_at_idx" ON "soop_donations" USING btree ("donated_at");--> statement-breakpoint
CREATE INDEX "soop_donations_donor_idx" ON "soop_donations" USING btree ("donor_user_id","donated_at");--> statement-breakpoint
CREATE INDEX "store_emoticons_product_idx" ON "store_emoticons" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_rev_idx" ON "store_items" USING btree ("rev");--> statement-breakpoint
CREATE INDEX "store_items_user_idx" ON "store_items" USING btree ("user_uuid","rev");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_user_product_key" ON "store_items" USING btree ("user_uuid","product_id");--> statement-breakpoint
CREATE INDEX "store_products_status_idx" ON "store_products" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TRIGGER store_items_bump_rev BEFORE INSERT OR UPDATE ON store_items FOR EACH ROW EXECUTE FUNCTION bump_rev();
