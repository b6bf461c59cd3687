CREATE TABLE "guild_host_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"guild_id" integer NOT NULL,
	"guild_name" text NOT NULL,
	"member_id" bigint NOT NULL,
	"event" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guild" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"owner_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"regions" integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "host" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"guild_id" integer,
	"host_group_id" integer,
	"state" text DEFAULT 'active' NOT NULL,
	"joined_at" bigint,
	"region_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_chat_host" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"price" bigint NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text DEFAULT '' NOT NULL,
	"banned_by_name" text DEFAULT '' NOT NULL,
	"banned_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_chat" (
	"id" serial PRIMARY KEY NOT NULL,
	"caller_id" bigint NOT NULL,
	"host_member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint,
	"price" bigint NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guild_host_record_guild_idx" ON "guild_host_record" USING btree ("guild_id","id");--> statement-breakpoint
CREATE INDEX "guild_host_record_member_idx" ON "guild_host_record" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "guild_host_record_region_idx" ON "guild_host_record" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "guild_region_idx" ON "guild" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "guild_owner_idx" ON "guild" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "host_group_regions_idx" ON "host_group" USING gin ("regions");--> statement-breakpoint
CREATE UNIQUE INDEX "host_member_key" ON "host" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "host_guild_idx" ON "host" USING btree ("guild_id","id");--> statement-breakpoint
CREATE INDEX "host_region_idx" ON "host" USING btree ("region_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_chat_host_member_key" ON "video_chat_host" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "video_chat_host_region_idx" ON "video_chat_host" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "video_chat_started_idx" ON "video_chat" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "video_chat_region_idx" ON "video_chat" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "video_chat_host_idx" ON "video_chat" USING btree ("host_member_id");--> statement-breakpoint
CREATE INDEX "video_chat_caller_idx" ON "video_chat" USING btree ("caller_id");