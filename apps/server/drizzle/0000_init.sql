CREATE TABLE "operation_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" bigint NOT NULL,
	"admin_id" integer,
	"admin_name" text DEFAULT '' NOT NULL,
	"role_kind" text DEFAULT '' NOT NULL,
	"module" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"summary" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"result" text NOT NULL,
	"status" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"request_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"recheck_at" bigint,
	"revoked_at" bigint,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"role_id" integer NOT NULL,
	"region_ids" integer[],
	"country_ids" integer[],
	"area_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"gold_quota" bigint DEFAULT 0 NOT NULL,
	"gold_used" bigint DEFAULT 0 NOT NULL,
	"gift_quota" bigint DEFAULT 0 NOT NULL,
	"gift_used" bigint DEFAULT 0 NOT NULL,
	"prop_quota" bigint DEFAULT 0 NOT NULL,
	"prop_used" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "admin_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"menu_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "country" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"region_id" integer NOT NULL,
	"language_group" integer NOT NULL,
	"area_code" text DEFAULT '' NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"hot_sort" integer DEFAULT 0 NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	CONSTRAINT "country_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_no" bigint NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"phone_region" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"wealth_level" integer DEFAULT 0 NOT NULL,
	"charm_level" integer DEFAULT 0 NOT NULL,
	"activity_level" integer DEFAULT 0 NOT NULL,
	"gold" bigint DEFAULT 0 NOT NULL,
	"diamond" bigint DEFAULT 0 NOT NULL,
	"register_time" bigint NOT NULL,
	"register_ip" text DEFAULT '' NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"last_login_time" bigint DEFAULT 0 NOT NULL,
	"ban_count" integer DEFAULT 0 NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "member_user_no_unique" UNIQUE("user_no")
);
--> statement-breakpoint
CREATE TABLE "room" (
	"id" bigint PRIMARY KEY NOT NULL,
	"room_no" bigint NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"owner_id" bigint NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"heat" integer DEFAULT 0 NOT NULL,
	"online_count" integer DEFAULT 0 NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "room_room_no_unique" UNIQUE("room_no")
);
--> statement-breakpoint
ALTER TABLE "admin_session" ADD CONSTRAINT "admin_session_admin_id_admin_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin" ADD CONSTRAINT "admin_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_log_created_idx" ON "operation_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_log_admin_idx" ON "operation_log" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "operation_log_action_idx" ON "operation_log" USING btree ("module","action","created_at");--> statement-breakpoint
CREATE INDEX "operation_log_target_idx" ON "operation_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "admin_session_admin_idx" ON "admin_session" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "member_region_idx" ON "member" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "member_country_idx" ON "member" USING btree ("country_id","id");--> statement-breakpoint
CREATE INDEX "member_register_idx" ON "member" USING btree ("register_time");--> statement-breakpoint
CREATE INDEX "room_region_idx" ON "room" USING btree ("region_id","id");--> statement-breakpoint
CREATE INDEX "room_owner_idx" ON "room" USING btree ("owner_id");