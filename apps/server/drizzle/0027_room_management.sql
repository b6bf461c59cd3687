CREATE TABLE "room_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "room_binding_member_uq" UNIQUE("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "room_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "room_blacklist_member_uq" UNIQUE("room_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "room_medal" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "star_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "top_start" bigint;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "top_end" bigint;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "banned_until" bigint;--> statement-breakpoint
ALTER TABLE "room" ADD COLUMN "updated_at" bigint;--> statement-breakpoint
CREATE INDEX "room_medal_room_idx" ON "room_medal" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_heat_idx" ON "room" USING btree ("heat");--> statement-breakpoint
CREATE INDEX "room_tags_idx" ON "room" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "room_name_trgm_idx" ON "room" USING gin (lower("name") gin_trgm_ops);