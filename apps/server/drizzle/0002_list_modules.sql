CREATE TABLE "export_ticket" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"action" text NOT NULL,
	"filters" jsonb NOT NULL,
	"format" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "device_blacklist" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"level" smallint NOT NULL,
	"reason" text NOT NULL,
	"expires_at" bigint,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"removed_at" bigint,
	"removed_by" integer,
	"removed_by_name" text DEFAULT '' NOT NULL,
	"remove_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"black_channel" smallint NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	"last_time" bigint NOT NULL,
	"credit" integer DEFAULT 100 NOT NULL,
	"recharge_money" bigint DEFAULT 0 NOT NULL,
	"login_ip" text DEFAULT '' NOT NULL,
	"count_login_ip" integer DEFAULT 0 NOT NULL,
	"push_id" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"region_id" integer NOT NULL,
	"record" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_file" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "device_blacklist_live_idx" ON "device_blacklist" USING btree ("kind","value") WHERE "device_blacklist"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "device_blacklist_value_idx" ON "device_blacklist" USING btree ("value");--> statement-breakpoint
CREATE INDEX "risk_record_user_idx" ON "risk_record" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_word_region_word_idx" ON "sensitive_word" USING btree ("region_id",lower("word"));--> statement-breakpoint
CREATE INDEX "sensitive_word_region_idx" ON "sensitive_word" USING btree ("region_id","id");