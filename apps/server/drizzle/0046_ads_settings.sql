CREATE TABLE "ad" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"jump_type" text DEFAULT 'none' NOT NULL,
	"jump_target" text DEFAULT '' NOT NULL,
	"regions" integer[] NOT NULL,
	"frequency" text,
	"on_at" bigint,
	"off_at" bigint,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_sale" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"product_id" text NOT NULL,
	"platform" text NOT NULL,
	"price_cents" integer NOT NULL,
	"coins" bigint NOT NULL,
	"bonus_coins" bigint DEFAULT 0 NOT NULL,
	"regions" integer[] NOT NULL,
	"on_at" bigint,
	"off_at" bigint,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version_name" text NOT NULL,
	"build" integer NOT NULL,
	"min_build" integer NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"in_review" boolean DEFAULT false NOT NULL,
	"download_url" text NOT NULL,
	"notes_zh" text DEFAULT '' NOT NULL,
	"notes_en" text DEFAULT '' NOT NULL,
	"released_at" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_manager" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"can_mute" boolean DEFAULT true NOT NULL,
	"can_kick" boolean DEFAULT true NOT NULL,
	"can_close_room" boolean DEFAULT false NOT NULL,
	"can_warn" boolean DEFAULT true NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"display_name" text NOT NULL,
	"badge" text NOT NULL,
	"regions" integer[] NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_regions_idx" ON "ad" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "ad_sort_idx" ON "ad" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "app_sale_regions_idx" ON "app_sale" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "app_sale_product_idx" ON "app_sale" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "app_sale_sort_idx" ON "app_sale" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_version_build_idx" ON "app_version" USING btree ("platform","build");--> statement-breakpoint
CREATE UNIQUE INDEX "app_version_name_idx" ON "app_version" USING btree ("platform","version_name");--> statement-breakpoint
CREATE UNIQUE INDEX "app_manager_member_idx" ON "app_manager" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "app_manager_region_idx" ON "app_manager" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "official_account_member_idx" ON "official_account" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "official_account_regions_idx" ON "official_account" USING gin ("regions");