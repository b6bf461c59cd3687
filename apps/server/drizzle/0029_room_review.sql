CREATE TABLE "room_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"title" text NOT NULL,
	"cover" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" bigint NOT NULL,
	"end_at" bigint NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"topped_at" bigint
);
--> statement-breakpoint
CREATE TABLE "room_bg" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
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
CREATE TABLE "room_certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"regions" integer[] NOT NULL,
	"expires_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_disband" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"owner_id" bigint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_reception_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"guest_id" bigint NOT NULL,
	"received_at" bigint NOT NULL,
	"stay_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_reception" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"window_from" text NOT NULL,
	"window_to" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "room_activity_state_idx" ON "room_activity" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "room_activity_region_idx" ON "room_activity" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_activity_room_idx" ON "room_activity" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_bg_regions_idx" ON "room_bg" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "room_bg_sort_idx" ON "room_bg" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_certification_room_idx" ON "room_certification" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "room_certification_region_idx" ON "room_certification" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_disband_state_idx" ON "room_disband" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "room_disband_region_idx" ON "room_disband" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_disband_room_idx" ON "room_disband" USING btree ("room_id","state");--> statement-breakpoint
CREATE INDEX "room_reception_record_room_idx" ON "room_reception_record" USING btree ("room_id","received_at");--> statement-breakpoint
CREATE INDEX "room_reception_record_time_idx" ON "room_reception_record" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_reception_room_member_idx" ON "room_reception" USING btree ("room_id","member_id");--> statement-breakpoint
CREATE INDEX "room_reception_region_idx" ON "room_reception" USING btree ("region_id","id");