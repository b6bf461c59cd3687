CREATE TABLE "live_studio_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"studio_name" text NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint NOT NULL,
	"stopped_by" integer,
	"stopped_by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_studio_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "live_studio" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"account" text NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"expires_at" bigint NOT NULL,
	"whitelist" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"live_started_at" bigint,
	"game_state" text DEFAULT 'off' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint,
	CONSTRAINT "live_studio_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "live_video_source" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"region_id" integer NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"banned_by" integer,
	"banned_by_name" text,
	"banned_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "live_voice" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"host_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint,
	"audience" integer DEFAULT 0 NOT NULL,
	"game_state" text DEFAULT 'off' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE INDEX "live_studio_history_region_idx" ON "live_studio_history" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "live_studio_history_studio_idx" ON "live_studio_history" USING btree ("studio_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_studio_room_pair_idx" ON "live_studio_room" USING btree ("studio_id","room_id");--> statement-breakpoint
CREATE INDEX "live_studio_room_region_idx" ON "live_studio_room" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "live_studio_region_idx" ON "live_studio" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "live_video_source_region_idx" ON "live_video_source" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "live_voice_region_idx" ON "live_voice" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "live_voice_started_idx" ON "live_voice" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "live_voice_room_idx" ON "live_voice" USING btree ("room_id");