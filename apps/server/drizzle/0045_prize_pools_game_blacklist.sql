CREATE TABLE "game_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"game" text NOT NULL,
	"reason" text NOT NULL,
	"until" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "game_blacklist_member_game_key" UNIQUE("member_id","game")
);
--> statement-breakpoint
CREATE TABLE "game_prize_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_prize_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gift_id" integer,
	"prop_id" integer,
	"item_name_zh" text DEFAULT '' NOT NULL,
	"item_name_en" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 1 NOT NULL,
	"value" bigint NOT NULL,
	"probability" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_box_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_box_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gift_id" integer,
	"prop_id" integer,
	"item_name_zh" text DEFAULT '' NOT NULL,
	"item_name_en" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 1 NOT NULL,
	"value" bigint NOT NULL,
	"probability" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_turntable_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_turntable_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gift_id" integer,
	"prop_id" integer,
	"item_name_zh" text DEFAULT '' NOT NULL,
	"item_name_en" text DEFAULT '' NOT NULL,
	"amount" bigint DEFAULT 1 NOT NULL,
	"value" bigint NOT NULL,
	"probability" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_blacklist_region_idx" ON "game_blacklist" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "game_prize_pool_region_idx" ON "game_prize_pool" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "game_prize_prize_pool_idx" ON "game_prize_prize" USING btree ("pool_id","id");--> statement-breakpoint
CREATE INDEX "lucky_box_pool_region_idx" ON "lucky_box_pool" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "lucky_box_prize_pool_idx" ON "lucky_box_prize" USING btree ("pool_id","id");--> statement-breakpoint
CREATE INDEX "room_turntable_pool_region_idx" ON "room_turntable_pool" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_turntable_prize_pool_idx" ON "room_turntable_prize" USING btree ("pool_id","id");