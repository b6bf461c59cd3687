CREATE TABLE "app_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"regions" integer[] NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_by_name" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_field" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value_type" text NOT NULL,
	"value" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_by_name" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"content" text NOT NULL,
	"image_1" text,
	"image_2" text,
	"image_3" text,
	"contact" text,
	"app_version" text NOT NULL,
	"device" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"handled_by" integer,
	"handled_by_name" text,
	"handled_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" bigint NOT NULL,
	"receiver_id" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"content" text NOT NULL,
	"url" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"feedback_id" integer,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_screen_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" bigint NOT NULL,
	"room_no" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"content" text NOT NULL,
	"color" text NOT NULL,
	"pin_seconds" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_rule_regions_idx" ON "app_rule" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "app_rule_kind_idx" ON "app_rule" USING btree ("kind");--> statement-breakpoint
CREATE UNIQUE INDEX "system_field_key_idx" ON "system_field" USING btree ("key");--> statement-breakpoint
CREATE INDEX "feedback_region_idx" ON "feedback" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "feedback_state_idx" ON "feedback" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "private_message_region_idx" ON "private_message" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "private_message_receiver_idx" ON "private_message" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "private_message_sender_idx" ON "private_message" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "room_screen_message_region_idx" ON "room_screen_message" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_screen_message_room_idx" ON "room_screen_message" USING btree ("room_no","id");