CREATE TABLE "channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"icon" text NOT NULL,
	"regions" integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"owner_id" bigint NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"questions" text DEFAULT '' NOT NULL,
	"region_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"dissolved_at" bigint,
	"dissolve_reason" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_check" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" text NOT NULL,
	"new_name" text DEFAULT '' NOT NULL,
	"new_avatar" text DEFAULT '' NOT NULL,
	"region_id" integer NOT NULL,
	"submitted_at" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text DEFAULT '' NOT NULL,
	"reviewed_at" bigint,
	"review_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sender_id" bigint NOT NULL,
	"content" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"region_id" integer NOT NULL,
	"removed_at" bigint,
	"removed_by" integer,
	"removed_by_name" text DEFAULT '' NOT NULL,
	"remove_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_hobby" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" bigint NOT NULL,
	"muted_until" bigint,
	"muted_forever" boolean DEFAULT false NOT NULL,
	"region_id" integer NOT NULL,
	"updated_at" bigint
);
--> statement-breakpoint
CREATE TABLE "group_popup" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link_url" text NOT NULL,
	"regions" integer[] NOT NULL,
	"on_at" bigint,
	"off_at" bigint,
	"is_on" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_check" ADD CONSTRAINT "group_check_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_message" ADD CONSTRAINT "group_message_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_member" ADD CONSTRAINT "group_member_group_id_chat_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_regions_idx" ON "channel" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "chat_group_region_idx" ON "chat_group" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "chat_group_owner_idx" ON "chat_group" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "chat_group_tags_idx" ON "chat_group" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "group_check_state_idx" ON "group_check" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "group_check_region_idx" ON "group_check" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "group_message_group_idx" ON "group_message" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_message_region_idx" ON "group_message" USING btree ("region_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_hobby_name_key" ON "group_hobby" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "group_member_group_member_key" ON "group_member" USING btree ("group_id","member_id");--> statement-breakpoint
CREATE INDEX "group_member_region_idx" ON "group_member" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "group_popup_regions_idx" ON "group_popup" USING gin ("regions");