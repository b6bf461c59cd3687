CREATE TABLE "room_poor_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_poor_gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"owner_id" bigint NOT NULL,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"reason" text NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_support_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"support_id" integer,
	"skip_id" integer,
	"activity" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"recipient_ids" bigint[] NOT NULL,
	"total" bigint NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"over_weekly" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" integer NOT NULL,
	"admin_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_support" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"admin_ids" bigint[] NOT NULL,
	"amount" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "room_support_skip" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"recipient_ids" bigint[] NOT NULL,
	"reason_code" integer NOT NULL,
	"state" text DEFAULT 'not_granted' NOT NULL,
	"skipped_at" bigint NOT NULL,
	"granted_by" integer,
	"granted_by_name" text DEFAULT '' NOT NULL,
	"granted_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "room_poor_blacklist_room_idx" ON "room_poor_blacklist" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_poor_blacklist_region_idx" ON "room_poor_blacklist" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_poor_gift_room_idx" ON "room_poor_gift" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "room_support_grant_room_idx" ON "room_support_grant" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "room_support_grant_region_idx" ON "room_support_grant" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_support_grant_kind_idx" ON "room_support_grant" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_support_grant_skip_idx" ON "room_support_grant" USING btree ("skip_id") WHERE "room_support_grant"."skip_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "room_support_room_idx" ON "room_support" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_support_region_idx" ON "room_support" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_support_skip_state_idx" ON "room_support_skip" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "room_support_skip_region_idx" ON "room_support_skip" USING btree ("region_id","id");