CREATE TABLE "system_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"content_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"jump_type" text DEFAULT 'none' NOT NULL,
	"url" text,
	"room_id" integer,
	"sent_at" bigint NOT NULL,
	"timed_message_id" integer,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timed_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"content_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"jump_type" text DEFAULT 'none' NOT NULL,
	"url" text,
	"room_id" integer,
	"send_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sent_at" bigint,
	"system_message_id" integer,
	"cancelled_by" integer,
	"cancelled_by_name" text DEFAULT '' NOT NULL,
	"cancelled_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "system_message_region_sent_idx" ON "system_message" USING btree ("region_id","sent_at");--> statement-breakpoint
CREATE INDEX "system_message_sent_idx" ON "system_message" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "system_message_timed_uq" ON "system_message" USING btree ("timed_message_id");--> statement-breakpoint
CREATE INDEX "timed_message_due_idx" ON "timed_message" USING btree ("state","send_at");--> statement-breakpoint
CREATE INDEX "timed_message_region_idx" ON "timed_message" USING btree ("region_id");