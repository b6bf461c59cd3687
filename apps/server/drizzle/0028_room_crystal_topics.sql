CREATE TABLE "crystal_gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_id" integer NOT NULL,
	"energy" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "crystal_gift_gift_id_unique" UNIQUE("gift_id")
);
--> statement-breakpoint
CREATE TABLE "crystal_level" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"probability" integer NOT NULL,
	"reward" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "crystal_level_level_unique" UNIQUE("level")
);
--> statement-breakpoint
CREATE TABLE "crystal_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "crystal_room_room_id_unique" UNIQUE("room_id")
);
--> statement-breakpoint
CREATE TABLE "room_banner_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"image" text NOT NULL,
	"reason" text NOT NULL,
	"on_at" bigint,
	"off_at" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"banner_id" integer,
	"submitted_at" bigint NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"jump_type" text DEFAULT 'none' NOT NULL,
	"jump_url" text,
	"jump_room" bigint,
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
CREATE TABLE "room_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"regions" integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topic_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_id" integer NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "topic_room_topic_room_key" UNIQUE("topic_id","room_id")
);
--> statement-breakpoint
ALTER TABLE "topic_room" ADD CONSTRAINT "topic_room_topic_id_room_topic_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."room_topic"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crystal_room_region_idx" ON "crystal_room" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_banner_application_state_idx" ON "room_banner_application" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "room_banner_application_region_idx" ON "room_banner_application" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_banner_regions_idx" ON "room_banner" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "room_banner_sort_idx" ON "room_banner" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "room_topic_regions_idx" ON "room_topic" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "topic_room_region_idx" ON "topic_room" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "topic_room_topic_sort_idx" ON "topic_room" USING btree ("topic_id","sort");